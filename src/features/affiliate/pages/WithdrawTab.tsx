import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { closedBecause } from '../../../../machines/withdrawal/withdrawal-rules.ts';
import { AFFILIATE_KEY } from '../../../api/queries/affiliate.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredWithdrawalMachine } from '../../../flows/withdrawal.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Price } from '../../../ui/Price.tsx';
import { LoadFailed, LoadStatus } from './LoadStatus.tsx';
import { WithdrawalForm } from './WithdrawalForm.tsx';
import { WithdrawalHistory } from './WithdrawalHistory.tsx';

/** Where the keyboard goes when a step replaces the button it was on: to what the step says. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Withdrawing the balance to the account staff verified, then every withdrawal with where it
 * stands. Staff review, approve and transfer within 3 Thai business days (spec section 9).
 */
export function WithdrawTab({ pageNo }: { pageNo: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const actor = useMachineActor(wiredWithdrawalMachine, {
    input: {},
    on: {
      'withdrawal.requested': () => {
        void queryClient.invalidateQueries({ queryKey: [AFFILIATE_KEY] });
      },
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { page, withdrawal, errorCode, serverMessage, fieldErrors } = snapshot.context;
  // A refusal of the amount is said under the field; any other (the account, the day's
  // limit) above the form.
  const amountRefused = fieldErrors.some((problem) => problem.field === 'body.amount');
  const closed = page ? closedBecause(page) : null;
  const account = page?.account;
  const sending = snapshot.matches('sending');
  return (
    <>
      <section
        className="affiliate-panel"
        aria-labelledby="withdraw-title"
        aria-busy={snapshot.matches('loading') || snapshot.matches({ editing: 'reloading' })}
      >
        <h2 id="withdraw-title">
          <Trans>ถอนเงิน</Trans>
        </h2>
        {snapshot.matches('loading') && <LoadStatus failed={false} />}
        {snapshot.matches('unavailable') && (
          <LoadFailed onRetry={() => actor.send({ type: 'withdrawal.retry' })} />
        )}
        {page && (
          <dl className="affiliate-facts">
            <dt>
              <Trans>ยอดที่ถอนได้</Trans>
            </dt>
            <dd>
              <Price amount={page.balance} />
            </dd>
            <dt>
              <Trans>ถอนขั้นต่ำ</Trans>
            </dt>
            <dd>
              <Price amount={page.minimum} />
            </dd>
            {account && (
              <>
                <dt>
                  <Trans>โอนเข้าบัญชี</Trans>
                </dt>
                <dd>
                  {account.bankName} ···{account.accountNumberEnding} {account.accountName}
                </dd>
              </>
            )}
          </dl>
        )}
        {snapshot.matches('closed') && (
          <p>
            {closed === 'no-account' ? (
              <Trans>บัญชีธนาคารของคุณยังไม่ได้รับการยืนยันจากเจ้าหน้าที่ จึงยังถอนเงินไม่ได้</Trans>
            ) : (
              <Trans>ยอดที่ถอนได้ยังไม่ถึงยอดถอนขั้นต่ำ เงินคืนที่ยืนยันแล้วจะเพิ่มเข้ายอดที่ถอนได้</Trans>
            )}
          </p>
        )}
        {snapshot.matches('editing') && errorCode && !amountRefused && (
          <Alert kind="error">
            {serverMessage ?? <Trans>ส่งคำขอไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>}
          </Alert>
        )}
        {snapshot.matches('editing') && page && (
          <WithdrawalForm
            limits={page}
            typed={snapshot.context.amount}
            problem={snapshot.context.amountProblem}
            refused={fieldErrors}
            onReview={(amount) => actor.send({ type: 'withdrawal.review', amount })}
          />
        )}
        {(snapshot.matches('confirming') || sending) && account && (
          <div className="affiliate-panel">
            <p ref={focusOnMount} tabIndex={-1}>
              <Trans>
                ถอนเงิน <Price amount={snapshot.context.amount ?? 0} /> เข้าบัญชี {account.bankName} ···
                {account.accountNumberEnding} {account.accountName} เจ้าหน้าที่จะตรวจสอบและโอนภายใน 3
                วันทำการ
              </Trans>
            </p>
            {errorCode && !sending && (
              <Alert kind="error">
                <Trans>ส่งคำขอไม่สำเร็จ กดยืนยันอีกครั้งได้โดยไม่เกิดรายการซ้ำ</Trans>
              </Alert>
            )}
            <div className="affiliate-actions">
              <button
                type="button"
                className="button button--ghost"
                disabled={sending}
                onClick={() => actor.send({ type: 'withdrawal.edit' })}
              >
                <Trans>แก้ไขจำนวนเงิน</Trans>
              </button>
              <button
                type="button"
                className="button"
                disabled={sending}
                onClick={() => actor.send({ type: 'withdrawal.confirm' })}
              >
                {sending ? <Trans>กำลังส่งคำขอ…</Trans> : <Trans>ยืนยันการถอนเงิน</Trans>}
              </button>
            </div>
          </div>
        )}
        {snapshot.matches('requested') && withdrawal && (
          <>
            <p role="status" ref={focusOnMount} tabIndex={-1}>
              <Trans>
                ส่งคำขอถอนเงิน <Price amount={withdrawal.amount} /> แล้ว จะโอนภายในวันที่{' '}
                {formatDate(withdrawal.dueBy, i18n.locale as Locale)}
              </Trans>
            </p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => actor.send({ type: 'withdrawal.another' })}
            >
              <Trans>ถอนเงินอีกครั้ง</Trans>
            </button>
          </>
        )}
      </section>
      <section className="affiliate-panel" aria-labelledby="withdraw-history-title">
        <h2 id="withdraw-history-title">{t`ประวัติการถอนเงิน`}</h2>
        <WithdrawalHistory pageNo={pageNo} />
      </section>
    </>
  );
}
