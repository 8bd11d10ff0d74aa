// Forgot password (spec section 8): the answer is the same, and true, whether or not the
// address has an account (the server answers alike too: tests/server/profile.test.ts), and
// the address follows in parentheses.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ForgotPasswordModal from '../../src/features/account/password/ForgotPasswordModal.tsx';
import { envelope, stubApi } from './support/api-stub.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

describe('forgot password', () => {
  it('says a link is on its way only if an account uses the address, then the address', async () => {
    const user = userEvent.setup();
    stubApi({ '/ForgotPassword': envelope(null) });
    renderWithI18n(<ForgotPasswordModal />);
    await user.type(screen.getByRole('textbox', { name: 'อีเมล' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'หากมีบัญชีที่ใช้อีเมลนี้ เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้ (nobody@example.com)',
    );
    // Nothing claims that a link was sent, or that the address has an account.
    expect(status.textContent).not.toMatch(/ได้ส่ง.*แล้ว/);
  });
});
