import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { DOCUMENTS_MISSING } from '../../../../machines/affiliate-application/affiliate-application.machine.ts';
import {
  type ApplicationState,
  missingDocuments,
} from '../../../../machines/affiliate-application/affiliate-application-rules.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredAffiliateApplicationMachine } from '../../../flows/affiliate-application.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { ApplicationFields } from './ApplicationFields.tsx';
import { DocumentField } from './DocumentField.tsx';
import { useDocumentNames } from './document-names.ts';
import '../../../ui/narrow-page.css';
import '../affiliate.css';

/**
 * /user/profile/affiliate: becoming an affiliate. The documents go one by one as they are
 * chosen, then the application; staff answer within 3 business days; a refusal says why.
 */
export default function AffiliateApplicationPage() {
  const { t, i18n } = useLingui();
  const title = t`สมัครเป็นนักขายพันธมิตร`;
  useDocumentTitle(title);
  const actor = useMachineActor(wiredAffiliateApplicationMachine, {});
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const state = context.state;
  const application = state?.application;
  const date = (iso: string | null | undefined) =>
    iso ? formatDate(iso, i18n.locale as Locale) : '';

  return (
    <section
      className="container narrow-page affiliate-page"
      aria-labelledby="affiliate-application-title"
      aria-busy={snapshot.matches('loading')}
    >
      <h1 id="affiliate-application-title">{title}</h1>
      {snapshot.matches('unavailable') && (
        <div className="affiliate-panel">
          <Alert kind="error">
            <Trans>โหลดข้อมูลการสมัครไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
          </Alert>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'application.retry' })}
          >
            <Trans>ลองอีกครั้ง</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('waiting') && application && (
        <div className="affiliate-panel" role="status">
          <p>
            <Trans>
              ส่งใบสมัครแล้ว เจ้าหน้าที่จะตรวจสอบและแจ้งผลภายในวันที่ {date(application.expectedBy)} (1-3
              วันทำการ)
            </Trans>
          </p>
          <ApplicationSummary application={application} banks={state.banks} />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'application.reload' })}
          >
            <Trans>ตรวจสอบสถานะอีกครั้ง</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('refused') && application && (
        <div className="affiliate-panel">
          <Alert kind="error">
            <Trans>ใบสมัครของคุณไม่ผ่านการตรวจสอบ: {application.refusalReason}</Trans>
          </Alert>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'application.reapply' })}
          >
            <Trans>สมัครอีกครั้ง</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('verified') && (
        <div className="affiliate-panel" role="status">
          <Alert kind="success">
            <Trans>คุณเป็นนักขายพันธมิตรแล้ว ลิงก์ที่คุณแชร์จากนี้จะได้รับเงินคืนจากคำสั่งซื้อ</Trans>
          </Alert>
          <Link to="/user/profile/$menu/$tab" params={{ menu: 'affiliate', tab: 'overview' }}>
            <Trans>ไปที่ภาพรวมนักขายพันธมิตร</Trans>
          </Link>
        </div>
      )}
      {snapshot.matches('editing') && state && (
        <>
          <p>
            <Trans>
              ส่งเอกสารทีละฉบับ แล้วกรอกข้อมูลตามบัตรประชาชนและบัญชีธนาคารที่เป็นชื่อของคุณ เจ้าหน้าที่จะตรวจสอบภายใน
              1-3 วันทำการ
            </Trans>
          </p>
          <fieldset className="affiliate-documents">
            <legend>
              <Trans>เอกสาร</Trans>
            </legend>
            {state.requiredDocuments.map((rule) => (
              <DocumentField
                key={rule.kind}
                rule={rule}
                sent={
                  application?.status === 'draft'
                    ? application.documents.find((document) => document.kind === rule.kind)
                    : undefined
                }
                sending={context.upload?.kind === rule.kind}
                busy={snapshot.matches({ editing: 'sending' })}
                refusal={
                  context.document === rule.kind && context.errorCode
                    ? (context.serverMessage ?? t`ส่งเอกสารไม่สำเร็จ กรุณาลองใหม่อีกครั้ง`)
                    : null
                }
                onChosen={(kind, file) => actor.send({ type: 'application.attach', kind, file })}
              />
            ))}
          </fieldset>
          <ApplicationFields
            banks={state.banks}
            refused={context.document ? [] : context.fieldErrors}
            sending={snapshot.matches({ editing: 'submitting' })}
            problem={
              <SubmitProblem
                state={state}
                errorCode={context.document ? null : context.errorCode}
                serverMessage={context.serverMessage}
                fieldsPlaced={context.fieldErrors.length > 0}
              />
            }
            onSubmit={(form) => actor.send({ type: 'application.submit', form })}
          />
        </>
      )}
    </section>
  );
}

/** What stops the application, above its button: documents missing, or the server's refusal. */
function SubmitProblem(props: {
  state: ApplicationState;
  errorCode: string | null;
  serverMessage: string | null;
  fieldsPlaced: boolean;
}) {
  const { t } = useLingui();
  const names = useDocumentNames();
  if (!props.errorCode || props.fieldsPlaced) return null;
  const missing = missingDocuments(props.state)
    .map((kind) => names[kind])
    .join(', ');
  return (
    <p className="form-error" role="alert">
      {props.errorCode === DOCUMENTS_MISSING
        ? t`กรุณาส่งเอกสารให้ครบก่อน: ${missing}`
        : (props.serverMessage ?? t`ส่งใบสมัครไม่สำเร็จ กรุณาลองใหม่อีกครั้ง`)}
    </p>
  );
}

/** The sent application as the member may see it: the card's and account's last digits. */
function ApplicationSummary(props: {
  application: NonNullable<ApplicationState['application']>;
  banks: ApplicationState['banks'];
}) {
  const { application } = props;
  const bank = props.banks.find((candidate) => candidate.code === application.bankCode);
  return (
    <dl className="affiliate-facts">
      <dt>
        <Trans>ชื่อ</Trans>
      </dt>
      <dd>
        {application.firstname} {application.lastname}
      </dd>
      <dt>
        <Trans>เลขบัตรประชาชน</Trans>
      </dt>
      <dd>•••••••••{application.nationalIdEnding}</dd>
      <dt>
        <Trans>บัญชีธนาคาร</Trans>
      </dt>
      <dd>
        {bank?.name} ••••••{application.accountNumberEnding} ({application.accountName})
      </dd>
    </dl>
  );
}
