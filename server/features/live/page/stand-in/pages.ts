// The social-page stand-in's own pages (shared/stand-in-page.ts: plain HTML, no script): the
// dialog a seller connects a page on, the page with its posts and a button to go live, and a
// post with its comments and a comment box for buyers.
import { escapeHtml as html, standInPage as page } from '../../../shared/stand-in-page.ts';
import type { StandInComment, StandInPost } from './store.ts';

export const STAND_IN_PAGE_PATH = '/stand-in/facebook-page';

const HEADING = 'Facebook Page (เพจจำลอง · stand-in)';
const INTRO = `<p>หน้านี้ทำหน้าที่แทนเพจ Facebook ระหว่างพัฒนาและทดสอบ ไม่มีการติดต่อ Facebook จริง ·
This page stands in for a Facebook page in development and tests; nothing goes to Facebook.</p>`;

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `<input type="hidden" name="${html(key)}" value="${html(value)}">`)
    .join('\n');

const errorLine = (error: string | undefined) =>
  error ? `<p id="form-error" class="error" role="alert">${html(error)}</p>` : '';

const time = (date: Date) =>
  date.toLocaleTimeString('th-TH', { timeZone: 'Asia/Bangkok', hour12: false });

export function connectPage(request: Record<string, string>, pageName: string, error?: string) {
  return page(
    HEADING,
    `<h1>${html(HEADING)}</h1>
${INTRO}
<p>ร้านค้าขอสิทธิ์อ่านความคิดเห็นของเพจ · The shop asks to read your page's comments:
<code>${html(request.scope ?? '')}</code></p>
${errorLine(error)}
<form method="post" action="${STAND_IN_PAGE_PATH}/dialog/oauth">
${hiddenFields(request)}
<div class="field">
<label for="page-name">ชื่อเพจ · Page name</label>
<input id="page-name" name="page_name" value="${html(pageName)}" required maxlength="100" aria-describedby="page-hint">
<p id="page-hint" class="hint">ชื่อเดิมคือเพจเดิม · The same name is the same page.</p>
</div>
<div class="actions">
<button type="submit" class="allow" name="decision" value="allow">Allow / อนุญาต</button>
<button type="submit" class="cancel" name="decision" value="cancel" formnovalidate>Cancel / ยกเลิก</button>
</div>
</form>`,
  );
}

export function pageView(pageId: string, name: string, posts: StandInPost[]) {
  const list = posts.length
    ? `<ul>${posts
        .map(
          (post) =>
            `<li><a href="${STAND_IN_PAGE_PATH}/posts/${html(post.id)}">${html(post.message || post.id)}</a> · <code>${html(post.id)}</code></li>`,
        )
        .join('\n')}</ul>`
    : '<p>ยังไม่มีโพสต์ · No posts yet.</p>';
  return page(
    name,
    `<h1>${html(name)}</h1>
${INTRO}
<h2>โพสต์ · Posts</h2>
${list}
<form method="post" action="${STAND_IN_PAGE_PATH}/pages/${html(pageId)}/posts">
<div class="field">
<label for="message">ข้อความของไลฟ์ · Live video's text</label>
<input id="message" name="message" required maxlength="500" value="ไลฟ์สด ลดราคาทั้งร้าน">
</div>
<div class="actions"><button type="submit" class="allow">เริ่มไลฟ์ · Go live</button></div>
</form>`,
  );
}

/** The page's private reply, its link made one (the stand-in shows what Messenger would). */
function replyOf(comment: StandInComment) {
  if (!comment.reply) return '';
  const linked = html(comment.reply).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
  return `<br><span class="hint">ตอบกลับส่วนตัวจากเพจ · The page's private reply: ${linked}</span>`;
}

export interface PostView {
  post: StandInPost;
  pageName: string;
  comments: StandInComment[];
  /** What the comment box last held, kept after a refusal or for the next comment. */
  name: string;
  error?: string | undefined;
}

const DELIVERIES = [
  ['once', 'ส่งครั้งเดียว · Deliver once'],
  ['twice', 'ส่งซ้ำสองครั้ง · Deliver twice (a retry)'],
  ['none', 'ไม่ส่ง (รอการดึงรอบถัดไป) · Drop it (the next poll finds it)'],
] as const;

export function postView(view: PostView) {
  const comments = view.comments.length
    ? `<ol>${view.comments
        .slice(-200)
        .map(
          (comment) =>
            `<li><strong>${html(comment.from.name)}</strong> ${html(comment.message)} <small>${time(comment.createdAt)}</small>${replyOf(comment)}</li>`,
        )
        .join('\n')}</ol>`
    : '<p>ยังไม่มีความคิดเห็น · No comments yet.</p>';
  const options = DELIVERIES.map(
    ([value, label], i) =>
      `<div><input type="radio" id="delivery-${value}" name="delivery" value="${value}"${i === 0 ? ' checked' : ''}> <label for="delivery-${value}" style="display:inline">${label}</label></div>`,
  ).join('\n');
  return page(
    view.post.message || view.post.id,
    `<h1>${html(view.pageName)}: ${html(view.post.message)}</h1>
${INTRO}
<p>โพสต์ · Post <code>${html(view.post.id)}</code> ·
<a href="${STAND_IN_PAGE_PATH}/pages/${html(view.post.pageId)}">กลับไปที่เพจ · Back to the page</a></p>
<h2>ความคิดเห็น · Comments</h2>
${comments}
${errorLine(view.error)}
<form method="post" action="${STAND_IN_PAGE_PATH}/posts/${html(view.post.id)}/comments">
<div class="field">
<label for="name">ชื่อผู้แสดงความคิดเห็น · Your name</label>
<input id="name" name="name" required maxlength="100" value="${html(view.name)}" aria-describedby="name-hint">
<p id="name-hint" class="hint">ชื่อเดิมคือผู้ซื้อคนเดิม · The same name is the same buyer.</p>
</div>
<div class="field">
<label for="comment">ความคิดเห็น · Comment</label>
<input id="comment" name="message" required maxlength="8000" autocomplete="off" placeholder="CF A1 2">
</div>
<fieldset class="field"><legend>การส่งให้ร้าน (webhook) · Delivery to the shop</legend>
${options}
</fieldset>
<div class="actions"><button type="submit" class="allow">ส่ง · Comment</button></div>
</form>`,
  );
}

export function refusal(reason: string) {
  return page(
    HEADING,
    `<h1>${html(HEADING)}</h1>
<p class="error" role="alert">${html(reason)}</p>`,
  );
}
