/**
 * Sets one query parameter of a link (or removes it, given null) and keeps the rest of the
 * link as it was: path, the other parameters in their order, and the hash.
 * Commas stay readable because the storefront's multi-value filters are comma separated.
 */
export function withQueryParam(href: string, name: string, value: string | null): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  // URLSearchParams drops one leading '?': give it the link's own, so a query like '??' survives.
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt));
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString().replaceAll('%2C', ',');
  return `${path}${query === '' ? '' : `?${query}`}${hash}`;
}

/**
 * A path of this site to return to, or null: only a path that starts with one '/' (no
 * scheme, no '//' or '/\' host), so a value planted in a cookie cannot send anyone away.
 */
export function sameSitePath(raw: string | undefined): string | null {
  if (raw === undefined || !/^\/(?![/\\])/.test(raw) || /[\s\\]/.test(raw)) return null;
  return raw;
}
