import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { RETURN_EXISTS } from '../../../../machines/return-request/return-request.machine.ts';
import { unavailableReasonOf } from '../../../../machines/return-request/return-request-rules.ts';
import { ORDERS_KEY } from '../../../api/queries/orders.ts';
import { RETURNS_KEY } from '../../../api/queries/returns.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredReturnRequestMachine } from '../../../flows/return-request.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { MY_ORDERS_MENU } from '../../../ui/order-tabs.ts';
import { ReturnFollow } from './ReturnFollow.tsx';
import { ReturnForm } from './ReturnForm.tsx';
import { ReturnSummary } from './ReturnSummary.tsx';
import { useReturnWords } from './return-words.ts';
import '../../../ui/narrow-page.css';
import './returns.css';

/**
 * /product/return/{orderId}: asking to return lines of a delivered order, or following the
 * request asked for (spec sections 4, 5 and 9), as the return-request machine has it: the form,
 * its summary to confirm, and where the request stands once sent (it cannot be changed then).
 */
export default function ReturnRequestPage({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const words = useReturnWords();
  const queryClient = useQueryClient();
  const title = t`ขอคืนสินค้า/คืนเงิน คำสั่งซื้อ #${orderId}`;
  useDocumentTitle(title);
  const actor = useMachineActor(wiredReturnRequestMachine, {
    input: { orderId },
    on: {
      'return.submitted': () => {
        void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
        void queryClient.invalidateQueries({ queryKey: [RETURNS_KEY] });
      },
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const unavailable = context.order ? unavailableReasonOf(context.order) : null;
  return (
    <section
      className="container narrow-page returns-page"
      aria-labelledby="return-title"
      aria-busy={snapshot.matches('loading') || snapshot.matches('submitting')}
    >
      <Link to="/user/profile/$menu/$tab" params={{ menu: MY_ORDERS_MENU, tab: String(orderId) }}>
        <Trans>กลับไปที่คำสั่งซื้อ</Trans>
      </Link>
      <h1 id="return-title">{title}</h1>
      {snapshot.matches('loading') && (
        <p role="status">
          <Trans>กำลังโหลดคำสั่งซื้อ…</Trans>
        </p>
      )}
      {snapshot.matches('loadFailed') && (
        <Alert kind="error">
          {context.serverMessage ?? <Trans>โหลดคำสั่งซื้อไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>}{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'return.retry' })}
          >
            <Trans>ลองใหม่</Trans>
          </button>
        </Alert>
      )}
      {snapshot.matches('unavailable') && unavailable && (
        <Alert kind="warning">{words.unavailable[unavailable]}</Alert>
      )}
      {snapshot.matches('editing') && context.order && (
        <ReturnForm
          order={context.order}
          context={context}
          uploading={snapshot.matches({ editing: 'uploading' })}
          send={actor.send}
        />
      )}
      {(snapshot.matches('confirming') || snapshot.matches('submitting')) && context.order && (
        <ReturnSummary
          order={context.order}
          context={context}
          sending={snapshot.matches('submitting')}
          send={actor.send}
        />
      )}
      {snapshot.matches('following') && (
        <ReturnFollow
          request={context.returnRequest}
          reading={
            snapshot.matches({ following: 'reading' }) ||
            snapshot.matches({ following: 'refreshing' })
          }
          failed={snapshot.matches({ following: 'readFailed' })}
          open={
            snapshot.matches({ following: 'waitingForReview' }) ||
            snapshot.matches({ following: 'inProgress' }) ||
            snapshot.matches({ following: 'refreshing' })
          }
          alreadyAsked={context.errorCode === RETURN_EXISTS ? context.serverMessage : null}
          send={actor.send}
        />
      )}
    </section>
  );
}
