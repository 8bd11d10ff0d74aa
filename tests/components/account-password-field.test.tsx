// Show and hide on every password field (spec section 5): a real button reached by Tab, never
// a submit button, a name that says what pressing it does (the state, once: no aria-pressed
// beside a name that changes), the value and the
// autocomplete kept while the input turns from password to text and back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LoginFields } from '../../src/features/account/login/LoginFields.tsx';
import { ResetPasswordPage } from '../../src/features/account/password/ResetPasswordPage.tsx';
import { AccountStep } from '../../src/features/account/register/AccountStep.tsx';
import { TextField } from '../../src/ui/form/TextField.tsx';
import { renderWithI18n } from './support/render-i18n.tsx';
import { renderInRouter } from './support/test-router.tsx';

function LoginForm({ onSubmit }: { onSubmit: (values: { password: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { email: '', password: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField label="อีเมล" type="email" registration={register('email')} />
      <TextField
        type="password"
        label="รหัสผ่าน"
        autoComplete="current-password"
        registration={register('password')}
      />
      <button type="submit">เข้าสู่ระบบ</button>
    </form>
  );
}

const passwordInput = () => screen.getByLabelText('รหัสผ่าน', { exact: true }) as HTMLInputElement;

describe('password fields', () => {
  it('show and hide by keyboard: Tab to the toggle, Enter and Space switch it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm onSubmit={onSubmit} />);
    await user.click(passwordInput());
    await user.keyboard('Secret123');
    expect(passwordInput().type).toBe('password');

    await user.tab();
    const show = screen.getByRole('button', { name: 'แสดงรหัสผ่าน' });
    expect(document.activeElement).toBe(show);
    expect(show.getAttribute('type')).toBe('button');
    expect(show.hasAttribute('aria-pressed')).toBe(false);

    await user.keyboard('{Enter}');
    const hide = screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' });
    expect(hide).toBe(show);
    expect(document.activeElement).toBe(hide);
    expect(passwordInput().type).toBe('text');
    // Said aloud too: the name of a focused button changing is not.
    expect(screen.getByText('แสดงรหัสผ่านอยู่').getAttribute('aria-live')).toBe('polite');
    expect(passwordInput().value).toBe('Secret123');
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBe(show);
    expect(document.activeElement).toBe(show);
    expect(passwordInput().type).toBe('password');
    expect(passwordInput().value).toBe('Secret123');
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');

    // Pressing it never sends the form; the next Tab is the form's own submit button.
    expect(onSubmit).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  });

  it('Enter in the field still sends the form, and a shown password is hidden again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<LoginForm onSubmit={onSubmit} />);
    await user.click(passwordInput());
    await user.keyboard('Secret123');
    await user.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(passwordInput().type).toBe('text');
    await user.click(passwordInput());
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ password: 'Secret123' });
    expect(passwordInput().type).toBe('password');
    expect(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeTruthy();
  });

  it('the login form has it', () => {
    renderWithI18n(<LoginFields method="email" busy={false} onSubmit={() => {}} />);
    expect(screen.getAllByRole('button', { name: 'แสดงรหัสผ่าน' })).toHaveLength(1);
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
  });

  it('the register account form has it on the password and its confirmation', () => {
    renderWithI18n(
      <AccountStep
        busy={false}
        clash={null}
        fieldErrors={[]}
        onCheckEmail={() => {}}
        onShowTerms={() => {}}
        onSubmit={() => {}}
      />,
    );
    const toggles = screen.getAllByRole('button', { name: 'แสดงรหัสผ่าน' });
    expect(toggles).toHaveLength(2);
    const confirm = screen.getByLabelText('ยืนยันรหัสผ่าน', { exact: true });
    expect(toggles[1]?.getAttribute('aria-controls')).toBe(confirm.id);
  });

  it('the reset password page has it on the new password and its confirmation', async () => {
    renderInRouter(<ResetPasswordPage token="0123456789abcdef" />);
    await screen.findByLabelText('รหัสผ่านใหม่', { exact: true });
    expect(screen.getAllByRole('button', { name: 'แสดงรหัสผ่าน' })).toHaveLength(2);
    for (const label of ['รหัสผ่านใหม่', 'ยืนยันรหัสผ่านใหม่']) {
      const input = screen.getByLabelText(label, { exact: true });
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
  });
});
