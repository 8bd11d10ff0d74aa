import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginType } from '../../../../machines/login/login.actors.ts';
import {
  LANDLINE_WITHOUT_ACCOUNT,
  type LoginMethod,
} from '../../../../machines/login/login.machine.ts';
import type { otpMachine } from '../../../../machines/otp/otp.machine.ts';
import { LOGIN_INTENT } from '../../../../machines/social/social-state.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredLoginMachine } from '../../../flows/login.ts';
import { openAccountModal } from '../../../session/account-modals.ts';
import { AccountKindChoice } from '../forms/AccountKindChoice.tsx';
import { FlowError } from '../forms/FlowError.tsx';
import { Segmented } from '../forms/Segmented.tsx';
import { OtpForm } from '../otp/OtpForm.tsx';
import { SocialButtons } from '../social/SocialButtons.tsx';
import { LoginFields } from './LoginFields.tsx';
import { afterLogin, continueToRegister, reloadPage } from './login-effects.ts';

export interface LoginPanelProps {
  method?: LoginMethod;
  /** 4 on the seller route (/seller). */
  type?: LoginType;
  /** A phone to log in with, filled in (the register modal found it has an account). */
  telephone?: string;
  /** Tells the modal whether it may be dismissed (not while a code is awaited). */
  onDismissableChange?: (dismissable: boolean) => void;
  /** Offer the forgot-password modal (the login modal does; the login pages need not). */
  withForgotPassword?: boolean;
}

/** The login machine's screens: the form, the phone code, and what follows a failure. */
export function LoginPanel({
  method,
  type,
  telephone,
  onDismissableChange,
  withForgotPassword,
}: LoginPanelProps) {
  const { t } = useLingui();
  const login = useMachineActor(wiredLoginMachine, {
    input: { method, type, telephone },
    on: {
      'login.succeeded': afterLogin,
      'login.reload': reloadPage,
      'login.register': ({ verified }) => continueToRegister(verified),
    },
  });
  const state = useSelector(login, (s) => s);
  const dismissable = !state.hasTag('undismissable');
  useEffect(() => onDismissableChange?.(dismissable), [dismissable, onDismissableChange]);

  if (state.matches('code')) {
    return (
      <div className="account-panel">
        <OtpForm otp={state.children.otp as ActorRefFrom<typeof otpMachine>} />
        <button
          type="button"
          className="link-button"
          onClick={() => login.send({ type: 'login.back' })}
        >
          <Trans>เข้าสู่ระบบด้วยวิธีอื่น</Trans>
        </button>
      </div>
    );
  }
  if (state.matches('failed') || state.matches('reloading')) {
    return (
      <div className="account-panel" role="alert">
        <FlowError error={state.context} />
        <p>
          <Trans>กำลังโหลดหน้าใหม่…</Trans>
        </p>
      </div>
    );
  }
  if (state.matches('succeeded') || state.matches('registering')) {
    return (
      <p className="account-panel" role="status">
        <Trans>สำเร็จ กำลังดำเนินการต่อ…</Trans>
      </p>
    );
  }

  const { account, method: chosen, rememberMe } = state.context;
  const busy = !state.matches('form');
  return (
    <div className="account-panel">
      <AccountKindChoice
        name="login-account"
        value={account}
        onChange={(value) => login.send({ type: 'login.chooseAccount', account: value })}
      />
      {account === 'person' && (
        <Segmented
          legend={t`เข้าสู่ระบบด้วย`}
          name="login-method"
          options={[
            ['email', t`อีเมล`],
            ['phone', t`เบอร์โทรศัพท์`],
            ['otp', t`รหัส OTP`],
          ]}
          value={chosen}
          onChange={(value) => login.send({ type: 'login.chooseMethod', method: value })}
        />
      )}
      <LoginFields
        key={chosen}
        method={chosen}
        telephone={state.context.telephone}
        busy={busy}
        onSubmit={(values) => login.send({ type: 'login.submit', ...values })}
      >
        <label className="checkbox">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(event) =>
              login.send({ type: 'login.setRememberMe', rememberMe: event.target.checked })
            }
          />
          <Trans>จดจำฉันไว้</Trans>
        </label>
        <FlowError
          error={state.context}
          known={{
            [LANDLINE_WITHOUT_ACCOUNT]: (
              <Trans>ไม่มีบัญชีที่ใช้เบอร์นี้ หากต้องการสมัครสมาชิก กรุณาใช้เบอร์โทรศัพท์มือถือ เพื่อรับรหัส OTP</Trans>
            ),
          }}
        />
      </LoginFields>
      {account === 'person' && <SocialButtons intent={LOGIN_INTENT} />}
      <p className="account-links">
        {withForgotPassword && (
          <button
            type="button"
            className="link-button"
            onClick={() => openAccountModal({ kind: 'forgotPassword' })}
          >
            <Trans>ลืมรหัสผ่าน?</Trans>
          </button>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => openAccountModal({ kind: 'register' })}
        >
          <Trans>ยังไม่มีบัญชี? สมัครสมาชิก</Trans>
        </button>
      </p>
    </div>
  );
}
