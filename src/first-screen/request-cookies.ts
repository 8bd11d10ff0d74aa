// js-cookie as the server's render of a first screen sees it (rsbuild.config.ts aliases the
// package to this module in the server's bundle): the request's cookies, read-only. Writing a
// cookie happens in the browser, after an action, never while a screen is drawn.
import { parse } from 'hono/utils/cookie';

let cookies: Record<string, string> = {};

/** The cookies of the request whose first screen is drawn now (renders are one at a time). */
export function readCookiesOf(header: string | null): void {
  cookies = header ? parse(header) : {};
}

const refuse = () => {
  throw new Error('A first screen on the server does not write cookies');
};

export default {
  get: (name: string): string | undefined => cookies[name],
  set: refuse,
  remove: refuse,
};
