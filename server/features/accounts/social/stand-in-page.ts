// The stand-in provider's consent page: plain HTML with no script at all (the server's CSP
// allows only our own script files, and forms only to our own origin), Thai first with the
// English beside it, labelled fields, a visible focus ring and colours that pass WCAG AA.
import type { SocialProvider } from './providers.ts';
import { PROVIDER_NAMES } from './providers.ts';

const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: Sarabun, system-ui, sans-serif; font-size: 1rem;
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
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const headingOf = (provider: SocialProvider) =>
  `${PROVIDER_NAMES[provider]} (ผู้ให้บริการจำลอง · stand-in provider)`;

export interface ConsentPage {
  provider: SocialProvider;
  /** The authorise request's parameters, carried through the form unchanged. */
  request: Record<string, string>;
  scope: string;
  sub: string;
  email: string;
  /** A problem with what was typed, shown under the form's heading. */
  error?: string;
}

export function consentPage(view: ConsentPage): string {
  const name = PROVIDER_NAMES[view.provider];
  const hidden = Object.entries(view.request)
    .map(([key, value]) => `<input type="hidden" name="${html(key)}" value="${html(value)}">`)
    .join('\n');
  const error = view.error
    ? `<p id="form-error" class="error" role="alert">${html(view.error)}</p>`
    : '';
  const described = view.error
    ? ' aria-describedby="form-error sub-hint"'
    : ' aria-describedby="sub-hint"';
  return page(
    headingOf(view.provider),
    `<h1>${html(headingOf(view.provider))}</h1>
<p>หน้านี้ทำหน้าที่แทน ${html(name)} ระหว่างพัฒนาและทดสอบ ไม่มีการติดต่อ ${html(name)} จริง ·
This page stands in for ${html(name)} in development and tests; nothing goes to ${html(name)}.</p>
<p>ร้านค้าขอสิทธิ์ · The shop asks for: <code>${html(view.scope)}</code></p>
${error}
<form method="post" action="/stand-in/${view.provider}/authorize">
${hidden}
<div class="field">
<label for="sub">User id / รหัสผู้ใช้</label>
<input id="sub" name="sub" value="${html(view.sub)}" required maxlength="64" pattern="[A-Za-z0-9._@\\-]{1,64}" autocomplete="off" spellcheck="false"${described}>
<p id="sub-hint" class="hint">พิมพ์รหัสอื่นเพื่อลองบัญชีใหม่ · Type another id to try a new identity (letters, digits, <code>. _ @ -</code>).</p>
</div>
<div class="field">
<label for="email">E-mail / อีเมล</label>
<input id="email" name="email" type="email" value="${html(view.email)}" maxlength="254" autocomplete="off" aria-describedby="email-hint">
<p id="email-hint" class="hint">เว้นว่างได้ถ้าไม่ให้อีเมล · Leave it empty for a provider that gives no e-mail.</p>
</div>
<div class="actions">
<button type="submit" class="allow" name="decision" value="allow">Allow / อนุญาต</button>
<button type="submit" class="cancel" name="decision" value="cancel" formnovalidate>Cancel / ยกเลิก</button>
</div>
</form>`,
  );
}

/** A request the stand-in refuses without redirecting (unknown client or redirect address). */
export function refusalPage(provider: SocialProvider, reason: string): string {
  return page(
    headingOf(provider),
    `<h1>${html(headingOf(provider))}</h1>
<p class="error" role="alert">คำขอไม่ถูกต้อง · This sign-in request is refused: ${html(reason)}</p>`,
  );
}
