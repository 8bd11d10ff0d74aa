import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/otp/otp.machine.ts';
import type { SocialLanding } from '../../../../machines/social/social-sign-in.machine.ts';
import type { SocialProvider } from '../../../../machines/social/social-state.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredSocialSignInMachine } from '../../../flows/social-sign-in.ts';
import { openAccountModal } from '../../../session/account-modals.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { FlowError } from '../forms/FlowError.tsx';
import { OtpForm } from '../otp/OtpForm.tsx';
import { PROVIDER_LABELS } from './SocialButtons.tsx';
import { SocialConsent } from './SocialConsent.tsx';
import { afterSocialSignIn, forgetKeptCode, goHome, keptCode } from './social-effects.ts';
import '../account.css';

/** What our server put in the address; anything else is dropped (the machine then fails). */
function landingOf(provider: SocialProvider, search: string): SocialLanding {
  const params = new URLSearchParams(search);
  const read = (key: string, pattern: RegExp) => {
    const value = params.get(key);
    return value !== null && pattern.test(value) ? value : null;
  };
  return {
    provider,
    ticket: read('ticket', /^[A-Za-z0-9_-]{43}$/),
    state: read('state', /^[A-Za-z0-9_-]{1,64}$/),
    error: read('error', /^[a-z_]{1,32}$/),
    carried: keptCode(),
  };
}

/** /login/{provider}/redirect/get-login: where the provider's trip ends, through our server. */
export function SocialLandingPage({ provider }: { provider: SocialProvider }) {
  const { t } = useLingui();
  const name = PROVIDER_LABELS[provider];
  const title = t`เข้าสู่ระบบด้วย ${name}`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [landing] = useState(() => landingOf(provider, window.location.search));
  const social = useMachineActor(wiredSocialSignInMachine, {
    input: { landing },
    on: {
      'social.succeeded': ({ created }) => afterSocialSignIn(provider, created),
      'social.reload': goHome,
    },
  });
  const state = useSelector(social, (s) => s);

  useEffect(() => {
    // The ticket is single use, but it need not stay in the address bar or the history.
    void navigate({ to: '.', search: {}, replace: true });
    forgetKeptCode();
  }, [navigate]);

  return (
    <section className="container account-page" aria-labelledby="social-title">
      <h1 id="social-title">{title}</h1>
      {state.matches('code') ? (
        <div className="account-panel">
          <p>
            <Trans>
              บัญชี {name} นี้ยังไม่ได้เชื่อมกับบัญชีของร้าน ยืนยันเบอร์โทรศัพท์ด้วยรหัส OTP เพื่อเข้าสู่ระบบ (ถ้ายังไม่มีบัญชี
              ระบบจะสร้างให้)
            </Trans>
          </p>
          <FlowError error={state.context} />
          <OtpForm otp={state.children.otp as ActorRefFrom<typeof otpMachine>} />
          <SocialConsent />
        </div>
      ) : state.matches('cancelled') ? (
        <div className="account-panel" role="status">
          <p>
            <Trans>ยกเลิกการเข้าสู่ระบบด้วย {name} แล้ว</Trans>
          </p>
          <p className="account-links">
            <button
              type="button"
              className="button"
              onClick={() => openAccountModal({ kind: 'login' })}
            >
              <Trans>เข้าสู่ระบบด้วยวิธีอื่น</Trans>
            </button>
            <Link to="/">
              <Trans>กลับสู่หน้าแรก</Trans>
            </Link>
          </p>
        </div>
      ) : state.matches('failed') || state.matches('reloading') ? (
        <div className="account-panel" role="alert">
          <p>
            <Trans>เข้าสู่ระบบด้วย {name} ไม่สำเร็จ</Trans>
          </p>
          <FlowError error={state.context} />
          <p>
            <Trans>กำลังกลับสู่หน้าแรก…</Trans>
          </p>
        </div>
      ) : state.matches('succeeded') ? (
        <p className="account-panel" role="status">
          <Trans>สำเร็จ กำลังดำเนินการต่อ…</Trans>
        </p>
      ) : (
        <p className="account-panel" role="status" aria-busy="true">
          <Trans>กำลังเข้าสู่ระบบด้วย {name}…</Trans>
        </p>
      )}
    </section>
  );
}
