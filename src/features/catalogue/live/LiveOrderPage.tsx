import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../api/api-error.ts';
import { claimLiveOrder, liveOrderQuery } from '../../../api/queries/live-feed.ts';
import { useSessionUser } from '../../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { LiveOrderView } from './LiveOrderView.tsx';
import { AskToLogIn, Loading } from './page-status.tsx';
import '../catalogue-page.css';
import './live-pages.css';

/**
 * /live/order/{postTypeId}/{id}?code=…: the link the page's private reply gave the commenter.
 * Anyone with it sees the order; a member takes it as theirs (a guest is asked to log in or
 * register first), and then finds it among their live orders.
 */
export function LiveOrderPage({ id, code }: { id: number; code: string | undefined }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const member = user?.telephone ?? null;
  const query = liveOrderQuery(id, code, member);
  const order = useQuery(query);
  const take = useMutation({
    mutationFn: () => claimLiveOrder(id, code ?? ''),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });
  useDocumentTitle(t`คำสั่งซื้อจากไลฟ์`);
  const missing = isApiError(order.error) && order.error.status === 404;
  return (
    <div className="catalogue-page container">
      <h1 className="catalogue-page__title">
        <Trans>คำสั่งซื้อจากไลฟ์</Trans>
      </h1>
      {order.isPending && <Loading />}
      {order.isError && (
        <p role="alert">
          {missing ? (
            <Trans>ไม่พบคำสั่งซื้อนี้ ตรวจสอบลิงก์จากข้อความตอบกลับของเพจอีกครั้ง</Trans>
          ) : (
            <Trans>โหลดคำสั่งซื้อนี้ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
          )}
        </p>
      )}
      {order.data && (
        <>
          <LiveOrderView order={order.data} />
          {order.data.claim === 'yours' && (
            <p role="status">
              <Trans>
                คำสั่งซื้อนี้เป็นของบัญชีคุณแล้ว{' '}
                <Link
                  to="/live/transaction/{-$transactionId}"
                  params={{ transactionId: String(id) }}
                >
                  ดูในคำสั่งซื้อจากไลฟ์ของคุณ
                </Link>
              </Trans>
            </p>
          )}
          {order.data.claim === 'others' && (
            <p role="alert">
              <Trans>คำสั่งซื้อนี้ถูกบัญชีอื่นรับไปแล้ว</Trans>
            </p>
          )}
          {order.data.claim === 'none' && order.data.status === 'open' && (
            <div className="live-order__take">
              {user ? (
                <button
                  type="button"
                  className="button"
                  disabled={take.isPending}
                  onClick={() => take.mutate()}
                >
                  <Trans>รับคำสั่งซื้อนี้เป็นของบัญชีฉัน</Trans>
                </button>
              ) : (
                <AskToLogIn>
                  <Trans>เข้าสู่ระบบหรือสมัครสมาชิกเพื่อรับคำสั่งซื้อนี้เป็นของบัญชีคุณ</Trans>
                </AskToLogIn>
              )}
              {take.isError && !(isApiError(take.error) && take.error.status === 409) && (
                <p role="alert">
                  <Trans>ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
                </p>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
