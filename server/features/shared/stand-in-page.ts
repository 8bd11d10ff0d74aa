// The pages of the server's stand-ins for outside services (the social sign-in provider, the
// card payment gateway): plain HTML with no script at all (the server's CSP allows only our
// own script files, and forms only to our own origin), Thai first with the English beside it,
// labelled fields, a visible focus ring and colours that pass WCAG AA.
import type { Context } from 'hono';

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, sans-serif; font-size: 1rem;
    line-height: 1.5; color: #1a1a1a; background: #f4f4f5; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff;
    border: 1px solid #767676; border-radius: 0.5rem; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  p { margin: 0 0 1rem; }
  .field { margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.5rem;
    color: #1a1a1a; background: #fff; border: 1px solid #595959; border-radius: 0.25rem; }
  .hint { font-size: 0.875rem; color: #4a4a4a; margin: 0.25rem 0 0; }
  .error { color: #a4001d; font-weight: 600; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 0.25rem;
    cursor: pointer; border: 2px solid #0b5d2a; }
  .allow { color: #fff; background: #0b5d2a; }
  .cancel { color: #1a1a1a; background: #fff; border-color: #595959; }
  :focus-visible { outline: 3px solid #1747c9; outline-offset: 2px; }
  code { font-size: 0.9em; }
  a { color: #1747c9; display: inline-block; padding-block: 0.375rem; }
`;

export function standInPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** An application/x-www-form-urlencoded body; anything else reads as no parameters. */
export async function formOf(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return new URLSearchParams();
  return new URLSearchParams(await c.req.text());
}
