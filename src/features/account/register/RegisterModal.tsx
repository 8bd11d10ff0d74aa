import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CodeCheck } from '../../../../machines/otp/otp.actors.ts';
import type { otpMachine } from '../../../../machines/otp/otp.machine.ts';
import { registerIntentOf } from '../../../../machines/social/social-state.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredRegisterMachine } from '../../../flows/register.ts';
import { closeAccountModal, openAccountModal } from '../../../session/account-modals.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { AccountKindChoice } from '../forms/AccountKindChoice.tsx';
import { FieldErrorList } from '../forms/FieldErrorList.tsx';
import { FlowError } from '../forms/FlowError.tsx';
import { reloadPage } from '../login/login-effects.ts';
import { OtpForm } from '../otp/OtpForm.tsx';
import { SocialButtons } from '../social/SocialButtons.tsx';
import { AccountStep } from './AccountStep.tsx';
import { CompanyStep } from './CompanyStep.tsx';
import { PurposesStep } from './PurposesStep.tsx';
import { afterRegister } from './register-effects.ts';
import { TermsView } from './TermsView.tsx';
import '../account.css';

/** The register modal: the register machine's steps, its terms view and its success screen. */
export default function RegisterModal({ verified }: { verified?: CodeCheck }) {
  const { t } = useLingui();
  const register = useMachineActor(wiredRegisterMachine, {
    input: { verified },
    on: { 'register.succeeded': () => afterRegister(), 'register.reload': reloadPage },
  });
  const state = useSelector(register, (s) => s);
  const { context } = state;
  const checkEmail = useCallback(
    (email: string) => register.send({ type: 'register.checkContact', email }),
    [register],
  );

  const company = context.account === 'company';
  const steps = company ? 3 : 2;
  const step = state.matches('company') ? 1 : state.matches('purposes') ? steps - 1 : steps;
  const inPhone = state.matches({ verify: 'phone' });
  // A refused code is renewed with the form held: it stays mounted, hidden, meanwhile.
  const renewing = inPhone && context.pending !== null;
  const inAccountForm =
    state.matches({ verify: 'account' }) || state.matches('submitting') || renewing;
  const inTerms = state.matches({ verify: { account: { form: 'terms' } } });
  const succeeded = state.matches('succeeded') || state.matches('reloading');

  return (
    <Dialog
      title={t`สมัครสมาชิก`}
      onClose={succeeded ? undefined : closeAccountModal}
      className="account-modal"
    >
      {succeeded ? (
        <div className="account-panel" role="status">
          <p className="account-success">
            <Trans>สมัครสมาชิกสำเร็จ ยินดีต้อนรับ!</Trans>
          </p>
        </div>
      ) : (
        <div className="account-panel">
          {(state.matches('company') || (state.matches('purposes') && !company)) && (
            <AccountKindChoice
              name="register-account"
              value={context.account}
              onChange={(value) =>
                register.send({ type: 'register.chooseAccount', account: value })
              }
            />
          )}
          <p className="account-step">
            <Trans>
              ขั้นตอนที่ {step} จาก {steps}
            </Trans>
          </p>
          {state.matches('company') && (
            <CompanyStep
              initial={context}
              onNext={(values) => register.send({ type: 'register.setCompany', ...values })}
            />
          )}
          {state.matches('purposes') && (
            <PurposesStep
              initial={context.purposes}
              onNext={(purposes) => register.send({ type: 'register.setPurposes', purposes })}
              onBack={company ? () => register.send({ type: 'register.back' }) : undefined}
            />
          )}
          {inPhone && (
            <OtpForm
              otp={state.children.otp as ActorRefFrom<typeof otpMachine>}
              codeNotice={
                renewing && (
                  // Why a new code, once it is on its way (not over a phone found taken).
                  <div className="form-error" role="alert">
                    <p>
                      <Trans>
                        รหัสเดิมใช้ไม่ได้แล้ว และได้ส่งรหัสใหม่แล้ว กรอกรหัสใหม่เพื่อสมัครต่อ ข้อมูลที่กรอกไว้ยังอยู่ครบ
                      </Trans>
                    </p>
                    <FieldErrorList messages={context.fieldErrors.map((error) => error.message)} />
                  </div>
                )
              }
            />
          )}
          {inAccountForm && (
            // Kept mounted under the terms view and while a refused code is renewed, so
            // nothing typed is lost.
            <div hidden={inTerms || renewing}>
              <AccountStep
                busy={state.matches('submitting')}
                clash={
                  state.matches({ verify: { account: { contact: 'taken' } } })
                    ? context.contact
                    : null
                }
                fieldErrors={context.fieldErrors}
                onCheckEmail={checkEmail}
                onShowTerms={(document) => register.send({ type: 'register.showTerms', document })}
                onSubmit={(form) => register.send({ type: 'register.submit', form })}
              />
              {context.fieldErrors.length === 0 && <FlowError error={context} />}
              {context.account === 'person' && context.verified && (
                <SocialButtons intent={registerIntentOf(context.verified)} />
              )}
            </div>
          )}
          {state.matches('verify') && !inTerms && !renewing && (
            // Back to the purposes from the phone code or the account form (a checked phone
            // is kept); not while a refused code is renewed, which would lose the form.
            <button
              type="button"
              className="link-button"
              onClick={() => register.send({ type: 'register.back' })}
            >
              <Trans>ย้อนกลับ</Trans>
            </button>
          )}
          {inTerms && (
            <TermsView
              document={context.termsDocument}
              accepted={context.accepted}
              onAccept={(accepted) => register.send({ type: 'register.setAccepted', accepted })}
              onContinue={() => register.send({ type: 'register.continue' })}
              onClose={() => register.send({ type: 'register.closeTerms' })}
            />
          )}
          <p className="account-links">
            <button
              type="button"
              className="link-button"
              onClick={() => openAccountModal({ kind: 'login' })}
            >
              <Trans>มีบัญชีอยู่แล้ว? เข้าสู่ระบบ</Trans>
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
