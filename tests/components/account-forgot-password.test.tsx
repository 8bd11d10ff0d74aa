// Forgot password (spec section 8): the answer is the same, and true, whether or not the
// address has an account (the server answers alike too: tests/server/profile.test.ts), and
// the address follows in parentheses.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ForgotPasswordModal from '../../src/features/account/password/ForgotPasswordModal.tsx';
import { envelope, stubApi } from './support/api-stub.ts';
import { activateLocale } from './support/locale.ts';
import { renderWithI18n } from './support/render-i18n.tsx';

const ANSWERS = {
  th: {
    email: 'อีเมล',
    send: 'ส่ง',
    answer:
      'หากมีบัญชีที่ใช้อีเมลนี้ ลิงก์สำหรับตั้งรหัสผ่านใหม่จะส่งไปที่อีเมลนั้น หากไม่ได้รับ กรุณาลองใหม่ภายหลัง (nobody@example.com)',
    claims: /ได้ส่ง.*แล้ว/,
  },
  en: {
    email: 'E-mail',
    send: 'Send',
    answer:
      'If an account uses this e-mail address, a link to set a new password goes to it; if none arrives, try again later (nobody@example.com)',
    claims: /we have sent|has been sent/i,
  },
} as const;

describe('forgot password', () => {
  afterEach(() => activateLocale('th'));

  for (const [locale, words] of Object.entries(ANSWERS) as Array<
    [keyof typeof ANSWERS, (typeof ANSWERS)[keyof typeof ANSWERS]]
  >) {
    it(`says a link goes out only if an account uses the address, then the address (${locale})`, async () => {
      activateLocale(locale);
      const user = userEvent.setup();
      stubApi({ '/ForgotPassword': envelope(null) });
      renderWithI18n(<ForgotPasswordModal />);
      await user.type(screen.getByRole('textbox', { name: words.email }), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: words.send }));
      const status = await screen.findByRole('status');
      expect(status.textContent).toBe(words.answer);
      // Nothing claims that a link was sent, or that the address has an account.
      expect(status.textContent).not.toMatch(words.claims);
    });
  }
});
