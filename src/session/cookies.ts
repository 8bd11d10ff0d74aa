/*
 * The few cookie reads and writes the app makes, on document.cookie directly: they run on
 * every first load, where a cookie library cost ~0.6 kB gz for three calls.
 */

export interface CookieAttributes {
  /** Days from now; without it the cookie ends with the browser session. */
  expires?: number;
  path?: string;
  sameSite?: 'strict' | 'lax' | 'none';
}

export function getCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((each) => each.startsWith(`${name}=`));
  if (pair === undefined) return undefined;
  const value = pair.slice(name.length + 1);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function setCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  let cookie = `${name}=${encodeURIComponent(value)}`;
  if (attributes.expires !== undefined) {
    const expires = new Date(Date.now() + attributes.expires * 86_400_000);
    cookie += `; expires=${expires.toUTCString()}`;
  }
  cookie += `; path=${attributes.path ?? '/'}`;
  if (attributes.sameSite) cookie += `; samesite=${attributes.sameSite}`;
  // The Cookie Store API is missing from Safari 16 and Firefox, which the targets include.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = cookie;
}

export function removeCookie(
  name: string,
  attributes: Omit<CookieAttributes, 'expires'> = {},
): void {
  setCookie(name, '', { ...attributes, expires: -1 });
}
