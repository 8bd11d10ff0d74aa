import type { Db } from '../../../db/client.ts';
import type { PageProvider } from './page-provider.ts';

/** What the page's webhook, its poll and the replies to buyers need. */
export interface PageWebhookDeps {
  db: Db;
  provider: PageProvider;
  now: () => Date;
  /** The shop's address, for the order's link in the reply to its buyer. */
  publicUrl: string;
  log: (message: string, error: unknown) => void;
  /** Told of the products whose stock the comments took (the catalogue's kept answers). */
  productsChanged?: (productIds: Set<number>) => void;
}
