// The stand-in provider's consent page (shared/stand-in-page.ts: plain HTML, no script).
import { escapeHtml as html, standInPage as page } from '../../shared/stand-in-page.ts';
import type { SocialProvider } from './providers.ts';
import { PROVIDER_NAMES } from './providers.ts';

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
