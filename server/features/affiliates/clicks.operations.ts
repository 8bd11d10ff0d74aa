// A landing through an affiliate's share, counted (issue 35): the SPA posts it when a page is
// opened with `?aff=` (a GET never writes here: prefetchers and bots open pages too) and keeps
// the click's id in the cookie a cart names (shared/attribution.ts). Stored: the affiliate, the
// link, the network and the time; nothing about the visitor, whose address only counts towards
// the rate limit.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { affiliateClicks, users } from '../../db/tables.ts';
import { fieldError } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { attributionEndsAt, linkOf } from '../shared/attribution-rules.ts';
import type { AffiliateServices } from './application.operations.ts';

/** 128 random bits, base64url (22 characters): a click id cannot be guessed to be named. */
const newClickId = () => randomBytes(16).toString('base64url');

export const clickHandlers = {
  recordAffiliateClick: async ({ db, body, client, services }) => {
    // Counted before the look-up, so codes cannot be tried for free either.
    await services.limits.consume('affiliateClicksPerAddress', client.address);
    const [affiliate] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.affiliateCode, body.affiliateCode));
    if (!affiliate) throw fieldError('body.affiliateCode', msg('affiliate.unknownCode'));
    const now = services.now();
    const [click] = await db
      .insert(affiliateClicks)
      .values({
        id: newClickId(),
        affiliateUserId: affiliate.id,
        link: linkOf(body.path),
        referer: body.referer ?? null,
        createdAt: now,
      })
      .returning({ id: affiliateClicks.id });
    if (!click) throw new Error('the click was not inserted');
    return {
      clickId: click.id,
      affiliateCode: body.affiliateCode,
      expiresAt: attributionEndsAt(now).toISOString(),
    };
  },
} satisfies Partial<Handlers<Pick<AffiliateServices, 'now' | 'limits'>>>;
