// Security headers on every answer of the server: API, images, the SPA's HTML and files,
// errors and 404s. The policy allows no inline script (the boot data in index.html is a
// JSON data block, not script: server/http/boot.ts), nothing from other origins, and no
// framing. Inline styles stay allowed: React's `style` props and the rsbuild CSS need them.
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Set before the handler runs, so every response the context builds (c.json, c.body, the
 * error handler's, the static files') carries them without reading the finished response,
 * which would cost @hono/node-server its light response on every request.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  await next();
};
