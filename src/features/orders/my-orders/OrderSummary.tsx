import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../api/queries/orders.ts';
import { formatDate } from '../../../format/date.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { lineKey } from '../../../ui/order/order-line.ts';
import { MY_ORDERS_MENU } from '../../../ui/order-tabs.ts';
import { Price } from '../../../ui/Price.tsx';

/** An order in the list: its number (the link to it), store, date, status, lines and total. */
export function OrderSummary({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const headingId = `order-${order.id}`;
  return (
    <article className="card order-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link
          to="/user/profile/$menu/$tab"
          params={{ menu: MY_ORDERS_MENU, tab: String(order.id) }}
        >
          <Trans>คำสั่งซื้อ #{order.id}</Trans>
        </Link>
      </h3>
      <p className="order-card__meta">
        <span>{order.seller.name}</span>
        <time dateTime={order.createdAt}>
          {formatDate(order.createdAt, i18n.locale as Locale, 'dateTime')}
        </time>
        <span className="order-status">{order.status}</span>
      </p>
      <ul className="order-card__lines">
        {order.products.map((line) => (
          <li key={lineKey(line)}>
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <p className="order-card__total">
        <Trans>ยอดรวม</Trans> <Price amount={order.total} />
      </p>
    </article>
  );
}
