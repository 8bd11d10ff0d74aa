import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { socialLeaveMachine } from '../../../../machines/social/social-leave.machine.ts';
import {
  SOCIAL_PROVIDERS,
  type SocialIntent,
  type SocialProvider,
} from '../../../../machines/social/social-state.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { SocialConsent } from './SocialConsent.tsx';
import { leaveForProvider } from './social-effects.ts';

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  line: 'LINE',
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
};

/** The social sign-in buttons, after an 'or' divider: leaving for the provider (socialLeave). */
export function SocialButtons({ intent }: { intent: SocialIntent }) {
  const { t } = useLingui();
  const social = useMachineActor(socialLeaveMachine, {
    input: { intent },
    on: { 'social.leave': ({ url, carried }) => leaveForProvider(url, carried) },
  });
  const leaving = useSelector(social, (s) => (s.hasTag('busy') ? s.context.provider : null));

  return (
    <div className="social-sign-in">
      <p className="or-divider">
        <span>
          <Trans>หรือ</Trans>
        </span>
      </p>
      <ul className="social-buttons" aria-label={t`เข้าสู่ระบบด้วยบัญชีโซเชียล`}>
        {SOCIAL_PROVIDERS.map((provider) => {
          const name = PROVIDER_LABELS[provider];
          return (
            <li key={provider}>
              <button
                type="button"
                className={`social-button social-button--${provider}`}
                disabled={leaving !== null}
                aria-busy={leaving === provider}
                onClick={() => social.send({ type: 'social.choose', provider })}
              >
                {intent.register ? t`สมัครด้วย ${name}` : t`เข้าสู่ระบบด้วย ${name}`}
              </button>
            </li>
          );
        })}
      </ul>
      {intent.register && <SocialConsent />}
    </div>
  );
}
