// The affiliate's pages (issue 35): their figures, ledger, links, sales and buyers, each for
// the signed-in member only once they are a verified affiliate (anyone else: a 403 saying so).
// Reads only; every amount is worked out in satang and answered in baht.
import type { Handlers } from '../../http/handler.ts';
import { affiliateOf } from '../shared/members.ts';
import { pagingOf } from '../shared/present.ts';
import type { AffiliateServices } from './application.operations.ts';
import { customersOf } from './customers.ts';
import { financeOf } from './finance.ts';
import { ledgerStatement } from './ledger-statement.ts';
import { salesOf } from './sales.ts';
import { sharesOf } from './share-clicks.ts';

export const figureHandlers = {
  getAffiliateFinance: async ({ db, userId }) => financeOf(db, await affiliateOf(db, userId)),

  getAffiliateLedger: async ({ db, userId, query }) =>
    ledgerStatement(db, (await affiliateOf(db, userId)).id, pagingOf(query)),

  getAffiliateShares: async ({ db, userId, query }) =>
    sharesOf(db, (await affiliateOf(db, userId)).id, pagingOf(query)),

  getAffiliateSales: async ({ db, userId, query, culture, services }) =>
    salesOf(
      db,
      (await affiliateOf(db, userId)).id,
      { now: services.now(), culture },
      pagingOf(query),
    ),

  getAffiliateCustomers: async ({ db, userId, query }) =>
    customersOf(db, (await affiliateOf(db, userId)).id, pagingOf(query)),
} satisfies Partial<Handlers<Pick<AffiliateServices, 'now'>>>;
