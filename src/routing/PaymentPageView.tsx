import { useLocation, useParams, useSearch } from '@tanstack/react-router';
import { CustomerLinksPage } from '../features/payment/CustomerLinksPage.tsx';
import { LinkPaymentPage } from '../features/payment/LinkPaymentPage.tsx';
import { PaymentResultPage } from '../features/payment/PaymentResultPage.tsx';
import { PaymentSlipPage } from '../features/payment/PaymentSlipPage.tsx';

/** Where the card provider sends a payer back: /payment/result/…, and the link's variants. */
const isResultPath = (pathname: string) =>
  /^\/(customer\/|affiliate\/)?payment\/result\//.test(pathname);

/**
 * Every payment route's page, one chunk: the shopper's own (/payment/slip/{cartId}, and
 * /payment/result/{status}/{referenceCode}/{cartId} back from the card provider), an affiliate's
 * customer paying by the link (/customer/…, its code in `referenceCode`), and the affiliate
 * following those links (/affiliate/…; without a code, the list of them).
 */
export function PaymentPageView() {
  const { cartId, status, referenceCode } = useParams({ strict: false });
  const pathname = useLocation({ select: (location) => location.pathname });
  const pageNo = useSearch({ strict: false, select: (search) => search.pageNo }) ?? 1;
  const cardStatus = isResultPath(pathname) ? status : undefined;
  if (pathname.startsWith('/customer/') && referenceCode)
    return <LinkPaymentPage customerCode={referenceCode} payer="customer" status={cardStatus} />;
  if (pathname.startsWith('/affiliate'))
    return referenceCode ? (
      <LinkPaymentPage customerCode={referenceCode} payer="affiliate" status={cardStatus} />
    ) : (
      <CustomerLinksPage pageNo={pageNo} />
    );
  return cardStatus !== undefined && cartId !== undefined ? (
    <PaymentResultPage cartId={cartId} status={status} />
  ) : (
    <PaymentSlipPage cartId={cartId} />
  );
}
