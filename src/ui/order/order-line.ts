import type { Order } from '../../api/queries/orders.ts';

type OrderLine = Order['products'][number];

/** A line's identity in its order: the product with its options, a free gift apart. */
export const lineKey = (line: OrderLine) =>
  [line.productId, ...line.attribute.map(({ option }) => option.id), line.isFreeProduct].join('-');

/** The options chosen, as "Colour: Red, Size: M". */
export const optionsText = (line: OrderLine) =>
  line.attribute.map(({ name, option }) => `${name}: ${option.label}`).join(', ');
