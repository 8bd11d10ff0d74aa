// Landing through an affiliate's link (issue 35, spec section 3's cookies): the click is
// counted (`POST /affiliate/clicks`, which answers its id and how long it counts), and the
// cookies say who brought the shopper, by which click, from which network, for that long; the
// cart's writes carry them to the server. The link's parameters then leave the address bar, so
// a shared or reloaded page does not count again. A later link replaces them: the last click
// wins.
import type { AnyRouter } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { AFFILIATE_PARAM, REFERER_PARAM } from '../../machines/share/share-params.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { ATTRIBUTION_COOKIES } from './attribution-cookies.ts';
import { LANDED_EVENT } from './landed.ts';

type ClickReferer = components['schemas']['ClickReferer'];

/** The networks the server counts (the contract's enum, checked whole by the compiler). */
const REFERERS: Record<ClickReferer, true> = {
  facebook: true,
  twitter: true,
  line: true,
  email: true,
  messenger: true,
  copy: true,
  other: true,
};

/** A link's network as the server counts it: one it does not know is "other". */
const refererOf = (param: string | null): ClickReferer | undefined =>
  param === null ? undefined : Object.hasOwn(REFERERS, param) ? (param as ClickReferer) : 'other';

export async function recordLanding(router: AnyRouter): Promise<void> {
  const url = new URL(window.location.href);
  const affiliateCode = url.searchParams.get(AFFILIATE_PARAM);
  const referer = refererOf(url.searchParams.get(REFERER_PARAM));
  if (!affiliateCode) return;
  url.searchParams.delete(AFFILIATE_PARAM);
  url.searchParams.delete(REFERER_PARAM);
  router.history.replace(`${url.pathname}${url.search}${url.hash}`, router.history.location.state);
  try {
    const click = unwrap(
      await api.POST('/affiliate/clicks', {
        body: { affiliateCode, path: url.pathname, ...(referer ? { referer } : {}) },
      }),
    );
    const options: Cookies.CookieAttributes = {
      expires: new Date(click.expiresAt),
      path: '/',
      sameSite: 'lax',
    };
    Cookies.set(ATTRIBUTION_COOKIES.affiliateCode, click.affiliateCode, options);
    Cookies.set(ATTRIBUTION_COOKIES.codeShare, click.clickId, options);
    if (referer) Cookies.set(ATTRIBUTION_COOKIES.referer, referer, options);
    else Cookies.remove(ATTRIBUTION_COOKIES.referer, { path: '/' });
    window.dispatchEvent(new Event(LANDED_EVENT));
  } catch {
    // An unknown code, a link no longer an affiliate's, too many clicks: the visit goes on as
    // any other, and the cookies of an earlier click stay.
  }
}
