// The products whose rows a piece of work changed (their stock, as orders move it), noted
// where the work changes them and collected around it. The process's cache of catalogue
// answers drops them as soon as the work is done, before its answer leaves: a shopper who
// placed an order sees the stock it took on the next read. Other processes hear of the change
// from the database (migration 0012's notifications), a moment later.
import { AsyncLocalStorage } from 'node:async_hooks';

const noted = new AsyncLocalStorage<Set<number>>();

/** Notes that `productIds` changed, for the work collecting changes around this call, if any. */
export function noteProductsChanged(productIds: Iterable<number>): void {
  const products = noted.getStore();
  if (products) for (const id of productIds) products.add(id);
}

/**
 * Runs `work`, then hands `changed` the products it noted, whether it succeeded or failed (a
 * rolled-back change drops answers that were right, which costs only a read).
 */
export async function collectingProductChanges<T>(
  work: () => Promise<T>,
  changed: (productIds: Set<number>) => void,
): Promise<T> {
  const products = new Set<number>();
  try {
    return await noted.run(products, work);
  } finally {
    if (products.size) changed(products);
  }
}
