import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { maskTelephone } from '../../../../machines/otp/destination-mask.ts';
import type { otpMachine } from '../../../../machines/otp/otp.machine.ts';
import { openAccountModal } from '../../../session/account-modals.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { otpCodeSchema, otpPhoneSchema } from '../forms/account-schemas.ts';
import { FlowError } from '../forms/FlowError.tsx';
import { PhoneField } from '../forms/PhoneField.tsx';
import { useCountdown } from './useCountdown.ts';

/**
 * The phone-code form of the OTP machine a flow invoked: phone entry (a new account's phone
 * checked first; one that has an account offers its login or another number), then the code
 * with its reference and the time left, EXPIRED with resend and edit-phone. Enter submits.
 */
export function OtpForm({
  otp,
  codeNotice,
}: {
  otp: ActorRefFrom<typeof otpMachine>;
  /** Said above the code once it is sent (why this code, for a flow that asks again). */
  codeNotice?: ReactNode;
}) {
  const { t } = useLingui();
  const snapshot = useSelector(otp, (s) => s);
  const { telephone, reference, sentAt, lifetimeSeconds } = snapshot.context;
  const left = useCountdown(sentAt, lifetimeSeconds);
  const phoneForm = useForm({
    resolver: zodResolver(otpPhoneSchema),
    defaultValues: { telephone },
  });
  const codeForm = useForm({ resolver: zodResolver(otpCodeSchema), defaultValues: { code: '' } });
  const logInWithPhone = useRef<HTMLButtonElement>(null);

  // Where the shopper goes next, since the button they pressed has gone or moved on: the
  // code's field once it is sent, the phone's own login when the phone has an account.
  const waitingForCode = snapshot.matches({ codeEntry: 'idle' });
  const phoneInUse = snapshot.matches('phoneInUse');
  useEffect(() => {
    if (waitingForCode) codeForm.setFocus('code');
  }, [waitingForCode, codeForm]);
  useEffect(() => {
    if (phoneInUse) logInWithPhone.current?.focus();
  }, [phoneInUse]);

  if (
    snapshot.matches('phoneEntry') ||
    snapshot.matches('checkingPhone') ||
    snapshot.matches('phoneInUse') ||
    snapshot.matches('sending')
  ) {
    const checking = snapshot.matches('checkingPhone');
    const sending = snapshot.matches('sending');
    return (
      <form
        className="account-form"
        noValidate
        onSubmit={phoneForm.handleSubmit(({ telephone }) =>
          otp.send({ type: 'otp.send', telephone }),
        )}
      >
        <PhoneField
          registration={phoneForm.register('telephone')}
          error={phoneForm.formState.errors.telephone?.message}
        />
        {phoneInUse && (
          // No code was sent: two ways on, the phone's own login or another number.
          <div className="form-error">
            <p role="alert">
              <Trans>เบอร์ {telephone} มีบัญชีอยู่แล้ว เข้าสู่ระบบด้วยเบอร์นี้ หรือเปลี่ยนเป็นเบอร์อื่น</Trans>
            </p>
            <div className="account-form__actions">
              <button
                ref={logInWithPhone}
                type="button"
                className="button"
                onClick={() => openAccountModal({ kind: 'login', telephone })}
              >
                <Trans>เข้าสู่ระบบด้วยเบอร์นี้</Trans>
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  otp.send({ type: 'otp.editPhone' });
                  phoneForm.setFocus('telephone', { shouldSelect: true });
                }}
              >
                <Trans>แก้ไขเบอร์โทรศัพท์</Trans>
              </button>
            </div>
          </div>
        )}
        <FlowError error={snapshot.context} />
        <button type="submit" className="button" disabled={checking || sending}>
          {checking ? (
            <Trans>กำลังตรวจสอบเบอร์…</Trans>
          ) : sending ? (
            <Trans>กำลังส่งรหัส…</Trans>
          ) : (
            <Trans>ขอรหัส OTP</Trans>
          )}
        </button>
      </form>
    );
  }

  const expired = snapshot.matches('expired');
  const checking = snapshot.matches({ codeEntry: 'checking' });
  const destination = maskTelephone(telephone);
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={codeForm.handleSubmit(({ code }) => otp.send({ type: 'otp.validate', code }))}
    >
      {codeNotice}
      <p>
        <Trans>
          ส่งรหัส OTP ไปที่ {destination} แล้ว (รหัสอ้างอิง {reference})
        </Trans>
      </p>
      {/* A timer is not read out each second; only its end is announced. */}
      <p className="otp-timer" role="timer">
        {expired ? <Trans>หมดอายุ</Trans> : <Trans>รหัสหมดอายุใน {left}</Trans>}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {expired && <Trans>รหัส OTP หมดอายุแล้ว ขอรหัสใหม่ได้</Trans>}
      </p>
      {!expired && (
        <TextField
          label={t`รหัส OTP 6 หลัก`}
          autoComplete="one-time-code"
          maxLength={6}
          digitsOnly
          registration={codeForm.register('code')}
          error={codeForm.formState.errors.code?.message}
        />
      )}
      <FlowError error={snapshot.context} />
      <div className="account-form__actions">
        {expired ? (
          <button type="button" className="button" onClick={() => otp.send({ type: 'otp.resend' })}>
            <Trans>ส่งรหัสอีกครั้ง</Trans>
          </button>
        ) : (
          <button type="submit" className="button" disabled={checking}>
            {checking ? <Trans>กำลังตรวจสอบ…</Trans> : <Trans>ยืนยันรหัส</Trans>}
          </button>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => otp.send({ type: 'otp.editPhone' })}
        >
          <Trans>แก้ไขเบอร์โทรศัพท์</Trans>
        </button>
      </div>
    </form>
  );
}
