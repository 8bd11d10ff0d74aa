// The cookies a landing through an affiliate's link leaves (spec section 3), read by the
// cart's save: the server keeps them on the cart only when they name a real click of that
// affiliate still in its window.
import Cookies from 'js-cookie';

export const ATTRIBUTION_COOKIES = {
  affiliateCode: 'affiliat_from',
  codeShare: 'affiliat_code_share',
  referer: 'social_referer',
} as const;

type Codes = Partial<Record<keyof typeof ATTRIBUTION_COOKIES, string>>;

/** The codes the browser holds, for the cart's save (none: the cart keeps its own). */
export function attributionCodes(): Codes {
  const codes: Codes = {};
  for (const [name, cookie] of Object.entries(ATTRIBUTION_COOKIES) as Array<
    [keyof Codes, string]
  >) {
    const value = Cookies.get(cookie);
    if (value) codes[name] = value;
  }
  return codes;
}
