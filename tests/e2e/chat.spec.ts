import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { RETRY_CAP_MS } from '../../machines/chat/chat-socket-rules.ts';
import { DEMO_PASSWORD, DEMO_PERSON, startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, mainLandmark, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS, type Language } from './support/shopper.ts';

// Chat (issue 37), both languages, axe on every page: the demo shopper opens a chat from a
// store's page and writes; the demo seller (the company answering that store's chats) sees the
// count in the header within 2 s, opens it, and answers; the shopper reads the answer without a
// reload. The shop then restarts on its own server: a message typed meanwhile waits as pending,
// goes once the socket is back, and reaches the seller once, after the ones before it.

const STORE = 'baan-phueng-doi-saket';
const SELLER = { email: 'company@example.com' };

const WORDS = {
  th: {
    chatWithStore: 'แชทกับร้านค้า',
    message: 'ข้อความที่จะส่ง',
    send: 'ส่ง',
    messages: 'ข้อความ',
    sending: 'กำลังส่ง…',
    unread: (count: number) => `แชท ยังไม่ได้อ่าน ${count} ข้อความ`,
    conversations: 'การสนทนา',
    disconnected: /ขาดการเชื่อมต่อ/,
    earlier: 'ข้อความก่อนหน้า',
    attach: 'แนบรูป',
    toSend: 'รูปที่จะส่ง',
    notSupported: 'ไม่รองรับรูปแบบไฟล์นี้',
    tooLarge: 'ไฟล์มีขนาดใหญ่เกิน 2 MB',
    sentByMe: 'รูปที่คุณส่ง',
    sentBy: /^รูปจาก /,
  },
  en: {
    chatWithStore: 'Chat with the store',
    message: 'Your message',
    send: 'Send',
    messages: 'Messages',
    sending: 'Sending…',
    unread: (count: number) => `Chat, ${count} unread message${count === 1 ? '' : 's'}`,
    conversations: 'Conversations',
    disconnected: /Disconnected/,
    earlier: 'Earlier messages',
    attach: 'Add a picture',
    toSend: 'Picture to send',
    notSupported: 'The format is not supported',
    tooLarge: 'The file is larger than 2 MB',
    sentByMe: 'Picture you sent',
    sentBy: /^Picture from /,
  },
} satisfies Record<Language, unknown>;

async function signIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', {
    headers: API_HEADERS,
    data: { email, password: DEMO_PASSWORD, type: 2 },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Writes a message over HTTP, as a client that is not on the page would. */
async function send(request: APIRequestContext, conversationId: number, text: string) {
  const sent = await request.post(`/api/chat/conversations/${conversationId}/messages`, {
    headers: API_HEADERS,
    data: { clientId: randomUUID(), text },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  await signIn(context.request, email);
  return { context, page: await context.newPage() };
}

/** Steps of the page's clock while it waits to connect again: shorter than the least pause. */
const RETRY_STEP_MS = 100;

/**
 * The page's pause before connecting again, run through on its clock (installed before the
 * page loaded) in short steps until it connects, never past: how the pause grows is the machine
 * tests' (on a SimulatedClock); here, that what waited goes once the socket is back. Once it
 * connects the clock runs at its own pace again, so a slow connection is not given up early.
 */
async function connectAgainNow(page: Page, disconnected: RegExp) {
  const waiting = mainLandmark(page).getByRole('status').filter({ hasText: disconnected });
  for (let waited = 0; waited <= RETRY_CAP_MS && (await waiting.count()); waited += RETRY_STEP_MS)
    await page.clock.runFor(RETRY_STEP_MS);
}

/**
 * The demo shopper and the demo seller signed in on the shared shop, and the shopper's chat
 * with the demo store opened from its page.
 */
async function chatOpened(browser: Browser, base: string, language: Language) {
  const shopper = await signedInPage(browser, base, DEMO_PERSON.email);
  const seller = await signedInPage(browser, base, SELLER.email);
  await startOn(shopper.page, `/store/${STORE}`, language, base);
  await mainLandmark(shopper.page)
    .getByRole('button', exact(WORDS[language].chatWithStore))
    .click();
  await expect(shopper.page).toHaveURL(/\/chat\?c=\d+$/);
  const conversationId = Number(new URL(shopper.page.url()).searchParams.get('c'));
  return { shopper, seller, conversationId };
}

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a shopper and a seller chat, through a restart of the shop, nothing lost or doubled (${language})`, {
    tag,
  }, async ({ browser }) => {
    test.setTimeout(180_000);
    const words = WORDS[language];
    const shop = await ownServer();
    try {
      const base = shop.baseURL;
      const shopper = await signedInPage(browser, base, DEMO_PERSON.email);
      const seller = await signedInPage(browser, base, SELLER.email);
      // Their clocks run as time does, until the restart's pauses are run through.
      await shopper.page.clock.install();
      await seller.page.clock.install();

      // The shopper opens a chat from the store's page and writes.
      await startOn(shopper.page, `/store/${STORE}`, language, base);
      await mainLandmark(shopper.page).getByRole('button', exact(words.chatWithStore)).click();
      await expect(shopper.page).toHaveURL(/\/chat\?c=\d+$/);
      const thread = mainLandmark(shopper.page).getByRole('list', exact(words.messages));
      const box = shopper.page.getByLabel(words.message, { exact: true });
      await box.fill('สวัสดีค่ะ มีน้ำผึ้งลำไยไหมคะ');
      await box.press('Enter');
      await expect(thread.getByRole('listitem').filter({ hasText: 'น้ำผึ้งลำไย' })).toBeVisible();
      await expect(thread.getByText(words.sending)).toHaveCount(0);
      await expectNoAxeViolations(shopper.page);

      // The seller sees it counted in the header within 2 s, opens it and answers.
      await startOn(seller.page, '/chat', language, base);
      await expect(seller.page.getByRole('link', exact(words.unread(1)))).toBeVisible({
        timeout: 2_000,
      });
      const list = mainLandmark(seller.page).getByRole('navigation', exact(words.conversations));
      await list.getByRole('link').first().click();
      const sellerThread = mainLandmark(seller.page).getByRole('list', exact(words.messages));
      await expect(sellerThread).toContainText('สวัสดีค่ะ มีน้ำผึ้งลำไยไหมคะ');
      await expect(seller.page.getByRole('link', exact(words.unread(0)))).toBeVisible();
      await expectNoAxeViolations(seller.page);
      const answer = seller.page.getByLabel(words.message, { exact: true });
      await answer.fill('มีค่ะ ขวดละ 250 บาท');
      await seller.page.getByRole('button', exact(words.send)).click();
      // The shopper reads it without a reload.
      await expect(thread.getByText('มีค่ะ ขวดละ 250 บาท')).toBeVisible();

      // The shop restarts: typed meanwhile, a message waits, then goes once.
      await shop.restart(async () => {
        await expect(mainLandmark(shopper.page).getByRole('status').first()).toContainText(
          words.disconnected,
        );
        await box.fill('ขอสองขวดค่ะ');
        await box.press('Enter');
        await expect(thread.getByText(words.sending)).toBeVisible();
      });
      // The shop is back: each page's pause before connecting again is run through.
      await connectAgainNow(shopper.page, words.disconnected);
      await connectAgainNow(seller.page, words.disconnected);
      const back = { timeout: 20_000 };
      await expect(thread.getByText(words.sending)).toHaveCount(0, back);
      await expect(sellerThread.getByText('ขอสองขวดค่ะ')).toHaveCount(1, back);
      // In order, each once, on both sides.
      for (const messages of [thread, sellerThread])
        await expect(messages.getByRole('listitem')).toHaveText([
          /สวัสดีค่ะ มีน้ำผึ้งลำไยไหมคะ/,
          /มีค่ะ ขวดละ 250 บาท/,
          /ขอสองขวดค่ะ/,
        ]);
      await shopper.context.close();
      await seller.context.close();
    } finally {
      await shop.dispose();
    }
  });
}

// A conversation longer than a page opens at its newest messages; "earlier messages" brings the
// page before, in order, without losing what is shown. Both sides write, each under its own
// per-account limit, on the shared shop (the conversation only grows, so a run marks its own).
for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a long conversation opens at its newest and pages back to its first (${language})`, {
    tag,
  }, async ({ browser, baseURL }) => {
    const words = WORDS[language];
    const base = baseURL ?? '';
    const { shopper, seller, conversationId } = await chatOpened(browser, base, language);

    // 52 messages: the first is two past the newest page of 50.
    const run = randomUUID().slice(0, 8);
    for (let n = 1; n <= 52; n += 1)
      await send((n % 2 ? shopper : seller).context.request, conversationId, `${run} #${n}`);
    await shopper.page.reload();
    const thread = mainLandmark(shopper.page).getByRole('list', exact(words.messages));
    await expect(thread.getByText(`${run} #52`, { exact: true })).toBeVisible();
    await expect(thread.getByText(`${run} #1`, { exact: true })).toHaveCount(0);

    // The other language's run may write between these in parallel: page back until the first.
    const earlier = mainLandmark(shopper.page).getByRole('button', exact(words.earlier));
    const first = thread.getByText(`${run} #1`, { exact: true });
    for (let page = 0; page < 3 && !(await first.count()); page += 1) {
      const shown = await thread.getByRole('listitem').count();
      await earlier.click();
      await expect.poll(() => thread.getByRole('listitem').count()).toBeGreaterThan(shown);
    }
    const texts = await thread.getByText(new RegExp(`^${run} #`)).allTextContents();
    expect(texts).toEqual(Array.from({ length: 52 }, (_, i) => `${run} #${i + 1}`));
    await expectNoAxeViolations(shopper.page);
    await shopper.context.close();
    await seller.context.close();
  });
}

// A picture in a chat: what is not a PNG or JPEG of 2 MB at most is named before it is sent;
// one that is goes with its caption, and the store's seller opens it at its full size in the
// layout's image viewer, which closes with Escape back to the picture.
for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a picture goes in a message and opens in the image viewer (${language})`, {
    tag,
  }, async ({ browser, baseURL }) => {
    const words = WORDS[language];
    const base = baseURL ?? '';
    const { shopper, seller, conversationId } = await chatOpened(browser, base, language);
    const main = mainLandmark(shopper.page);
    const attach = main.getByLabel(words.attach, { exact: true });

    // Text named .png, then a PNG over 2 MB: each named, nothing uploaded.
    await attach.setInputFiles({
      name: 'honey.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture, only notes about honey'),
    });
    await expect(main.getByRole('alert')).toHaveText(words.notSupported);
    const noise = await sharp(
      Buffer.alloc(1000 * 1000 * 3).map(() => Math.random() * 256),
      {
        raw: { width: 1000, height: 1000, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    await attach.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: noise });
    await expect(main.getByRole('alert')).toHaveText(words.tooLarge);

    const picture = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#e0a030' },
    })
      .jpeg()
      .toBuffer();
    await attach.setInputFiles({ name: 'honey.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(main.getByRole('img', exact(words.toSend))).toBeVisible();
    const caption = `${randomUUID().slice(0, 8)} สีนี้ค่ะ`;
    const box = shopper.page.getByLabel(words.message, { exact: true });
    await box.fill(caption);
    await box.press('Enter');
    const thread = main.getByRole('list', exact(words.messages));
    const mine = thread.getByRole('listitem').filter({ hasText: caption });
    await expect(mine.getByRole('button', exact(words.sentByMe))).toBeVisible();
    await expect(thread.getByText(words.sending)).toHaveCount(0);
    await expect(main.getByRole('img', exact(words.toSend))).toHaveCount(0);

    // The seller sees it, opens it at its full size, and closes it with Escape.
    await startOn(seller.page, `/chat?c=${conversationId}`, language, base);
    const theirs = mainLandmark(seller.page)
      .getByRole('list', exact(words.messages))
      .getByRole('listitem')
      .filter({ hasText: caption });
    const opener = theirs.getByRole('button', { name: words.sentBy });
    await opener.click();
    const viewer = seller.page.getByRole('dialog', { name: words.sentBy });
    await expect(viewer.getByRole('img')).toHaveJSProperty('naturalWidth', 600);
    await expectNoAxeViolations(seller.page);
    await seller.page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
    await shopper.context.close();
    await seller.context.close();
  });
}
