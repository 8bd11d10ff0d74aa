import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredPasswordResetMachine } from '../../../flows/password.ts';
import { openAccountModal } from '../../../session/account-modals.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { passwordPairSchema } from '../forms/account-schemas.ts';
import { FlowError } from '../forms/FlowError.tsx';
import '../account.css';

/** /user/resetpassword/{token}: the e-mailed link's page, a new password twice. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const title = t`ตั้งรหัสผ่านใหม่`;
  useDocumentTitle(title);
  const reset = useMachineActor(wiredPasswordResetMachine, { input: { token } });
  const state = useSelector(reset, (s) => s);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <section className="container account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{title}</h1>
      {state.matches('saved') ? (
        <div className="account-panel" role="status">
          <p className="account-success">
            <Trans>ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว</Trans>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => openAccountModal({ kind: 'login' })}
          >
            <Trans>เข้าสู่ระบบ</Trans>
          </button>
        </div>
      ) : token === '' ? (
        <p>
          <Trans>ลิงก์ไม่ถูกต้อง กรุณาขอลิงก์ใหม่จากหน้าลืมรหัสผ่าน</Trans>{' '}
          <Link to="/">
            <Trans>กลับสู่หน้าแรก</Trans>
          </Link>
        </p>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={handleSubmit((values) => reset.send({ type: 'reset.submit', ...values }))}
        >
          <TextField
            type="password"
            label={t`รหัสผ่านใหม่`}
            autoComplete="new-password"
            registration={register('password')}
            error={formState.errors.password?.message}
          />
          <TextField
            type="password"
            label={t`ยืนยันรหัสผ่านใหม่`}
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={formState.errors.confirmPassword?.message}
          />
          <FlowError error={state.context} />
          <button type="submit" className="button button--block" disabled={state.matches('saving')}>
            <Trans>บันทึกรหัสผ่าน</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
