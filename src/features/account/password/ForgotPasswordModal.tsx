import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredForgotPasswordMachine } from '../../../flows/password.ts';
import { closeAccountModal } from '../../../session/account-modals.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { forgotPasswordSchema } from '../forms/account-schemas.ts';
import { FlowError } from '../forms/FlowError.tsx';
import '../account.css';

/** Forgot password: an e-mail, send; the success view closes itself after 5 s. */
export default function ForgotPasswordModal() {
  const { t } = useLingui();
  const forgot = useMachineActor(wiredForgotPasswordMachine);
  const state = useSelector(forgot, (s) => s);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const closed = state.matches('closed');
  useEffect(() => {
    if (closed) closeAccountModal();
  }, [closed]);

  const email = state.context.email;
  return (
    <Dialog title={t`ลืมรหัสผ่าน`} onClose={closeAccountModal} className="account-modal">
      {state.matches('sent') || closed ? (
        // The same true words whether or not the address has an account: saying which would
        // tell anyone who shops here (README, "Forgot password never says whether an account
        // exists").
        <p className="account-success" role="status">
          <Trans>
            หากมีบัญชีที่ใช้อีเมลนี้ ลิงก์สำหรับตั้งรหัสผ่านใหม่จะส่งไปที่อีเมลนั้น หากไม่ได้รับ กรุณาลองใหม่ภายหลัง ({email})
          </Trans>
        </p>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={handleSubmit(({ email }) =>
            forgot.send({ type: 'forgotPassword.submit', email }),
          )}
        >
          <p>
            <Trans>กรอกอีเมลที่ใช้สมัครสมาชิก เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้</Trans>
          </p>
          <TextField
            label={t`อีเมล`}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={formState.errors.email?.message}
          />
          <FlowError error={state.context} offline={<Trans>ไม่พบ E-Mail ในระบบ</Trans>} />
          <button
            type="submit"
            className="button button--block"
            disabled={state.matches('sending')}
          >
            <Trans>ส่ง</Trans>
          </button>
        </form>
      )}
    </Dialog>
  );
}
