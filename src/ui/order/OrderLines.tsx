import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Order } from '../../api/queries/orders.ts';
import { Img } from '../Img.tsx';
import { Price } from '../Price.tsx';
import { lineKey, optionsText } from './order-line.ts';
import '../card-list.css';

type Line = Order['products'][number];

/**
 * The order's lines: product (its page), options, quantity, unit price and line total, and
 * what the shopper may do with a line (review it), when the page offers anything.
 */
export function OrderLines({
  order,
  lineAction,
}: {
  order: Order;
  lineAction?: ((line: Line) => ReactNode) | undefined;
}) {
  return (
    <ul className="card-list">
      {order.products.map((line) => (
        <li key={lineKey(line)} className="order-line">
          <Img src={line.imageUrl} alt="" width={64} height={64} className="order-line__image" />
          <div className="order-line__text">
            <Link to="/product/$urlKey" params={{ urlKey: line.urlKey }}>
              {line.name}
            </Link>
            {line.attribute.length > 0 && (
              <p className="order-line__options">{optionsText(line)}</p>
            )}
            {line.isFreeProduct === 1 && (
              <p className="order-line__gift">
                <Trans>ของแถม</Trans>
              </p>
            )}
            <p>
              <Trans>
                จำนวน {line.quantity} × <Price amount={line.price} />
              </Trans>
            </p>
            {lineAction?.(line)}
          </div>
          <Price amount={line.total} className="order-line__total" />
        </li>
      ))}
    </ul>
  );
}
