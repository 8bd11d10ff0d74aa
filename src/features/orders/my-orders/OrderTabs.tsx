import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderStatusCount, OrderStatusId } from '../../../api/queries/orders.ts';
import { formatCount } from '../../../format/number.ts';
import { MY_ORDERS_MENU, STATUS_TABS } from '../../../ui/order-tabs.ts';
import '../../../ui/inline-list.css';
import '../../../ui/pill-tabs.css';

/** One link per status with its count; the current one is marked for assistive technology. */
export function OrderTabs(props: {
  counts: (OrderStatusCount & { id: OrderStatusId })[];
  current: OrderStatusId;
}) {
  const { t } = useLingui();
  return (
    <nav className="order-tabs" aria-label={t`สถานะคำสั่งซื้อ`}>
      <ul className="inline-list">
        {props.counts.map(({ id, name, count }) => (
          <li key={id}>
            <Link
              to="/user/profile/$menu/$tab"
              params={{ menu: MY_ORDERS_MENU, tab: STATUS_TABS[id] }}
              aria-current={id === props.current ? 'page' : undefined}
              className="pill-tab"
            >
              {name} <span className="order-tabs__count">({formatCount(count)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
