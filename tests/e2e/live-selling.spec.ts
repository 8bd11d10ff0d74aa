import { freshContact, registerByApi, startOn, visitorCookies } from './support/accounts.ts';
import { becomeAffiliateByApi } from './support/affiliates.ts';
import { panelHeading, placeWith } from './support/checkout-panels.ts';
import { CHECKOUT_WORDS } from './support/checkout-words.ts';
import { exact, expect, expectNoAxeViolations, openPage, test } from './support/fixtures.ts';
import { freeLiveProduct } from './support/live.ts';
import { addAddress, bringPaymentTo } from './support/orders.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS, type Language } from './support/shopper.ts';

// Live selling, the seller's side (issue 36): a verified affiliate connects a page on the
// social-page stand-in (its dialog, as Facebook's), goes live there, builds a post in the shop
// (a price below what the cashback covers is named before anything is sent), starts it; a buyer
// comments a keyword on the stand-in's post, and the seller's dashboard shows the order with its
// verdict and figures without a reload; the seller finishes the post, and the buyer pays it
// through the checkout (at the post's price, by transfer) until staff confirm it. Axe on every
// page.

const WORDS = {
  th: {
    connect: 'เชื่อมต่อเพจ Facebook',
    connected: 'เชื่อมต่อเพจแล้ว',
    newPost: 'สร้างโพสต์ไลฟ์',
    name: 'ชื่อโพสต์ไลฟ์',
    page: 'เพจ',
    post: 'โพสต์ไลฟ์บนเพจ',
    limit: 'จำนวนสูงสุดต่อคน (0 คือไม่จำกัด)',
    add: (name: string) => `เพิ่ม ${name}`,
    price: 'ราคาขายในไลฟ์ (บาท)',
    priceRange: 'ราคาขายต้องอยู่ระหว่าง',
    save: 'บันทึกฉบับร่าง',
    start: 'เริ่มไลฟ์',
    live: 'Live',
    ordered: 'สั่งซื้อแล้ว',
    chatter: 'ความคิดเห็นทั่วไป',
    finish: 'จบการขาย',
    finished: 'จบการขายแล้ว',
    orderedUnits: 'สั่งซื้อแล้ว (ชิ้น)',
    orderBy: 'สั่งซื้อโดยพิมพ์คีย์เวิร์ดในความคิดเห็นของไลฟ์ เช่น CF A1 2',
    orderedOnDetail: 'สั่งซื้อแล้ว 2 ชิ้น',
    take: 'รับคำสั่งซื้อนี้เป็นของบัญชีฉัน',
    seeYours: 'ดูในคำสั่งซื้อจากไลฟ์ของคุณ',
    stillLive: 'ไลฟ์ยังไม่จบ ความคิดเห็นที่สั่งซื้อเพิ่มจะรวมอยู่ในคำสั่งซื้อนี้',
    pay: 'ชำระเงินคำสั่งซื้อนี้',
    paid: /^สั่งซื้อแล้ว เลขอ้างอิง [A-Z0-9]{12}/,
  },
  en: {
    connect: 'Connect a Facebook page',
    connected: 'Page connected',
    newPost: 'New live post',
    name: 'Live post name',
    page: 'Page',
    post: "The page's live post",
    limit: 'Most per person (0 for no limit)',
    add: (name: string) => `Add ${name}`,
    price: 'Live price (baht)',
    priceRange: 'The price must be from',
    save: 'Save draft',
    start: 'Go live',
    live: 'Live',
    ordered: 'Ordered',
    chatter: 'Chatter',
    finish: 'Finish the sale',
    finished: 'Finished',
    orderedUnits: 'Ordered (units)',
    orderBy: "Order by typing the keyword in the live's comments, such as CF A1 2",
    orderedOnDetail: '2 ordered',
    take: "Take this order as my account's",
    seeYours: 'See it in your live orders',
    stillLive: 'The live is still on: more orders by comment join this order.',
    pay: 'Pay for this order',
    paid: /^Ordered, reference [A-Z0-9]{12}/,
  },
} satisfies Record<Language, unknown>;

let pages = 0;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a seller connects a page, builds and starts a live post; a comment orders; the dashboard shows it (${language})`, {
    tag,
  }, async ({ page, browser, baseURL }) => {
    const words = WORDS[language];
    const base = baseURL ?? '';
    await registerByApi(page.request, freshContact());
    await becomeAffiliateByApi(page.request);

    // The seller connects a page through the stand-in's dialog.
    await startOn(page, '/user/profile/affiliate/live', language, base);
    await expectNoAxeViolations(page);
    await page.getByRole('link', exact(words.connect)).click();
    const pageName = `เพจไลฟ์ ${language} ${process.pid} ${++pages} ${Date.now() % 100_000}`;
    await page.getByLabel('ชื่อเพจ · Page name').fill(pageName);
    await expectNoAxeViolations(page);
    await page.getByRole('button', exact('Allow / อนุญาต')).click();
    await expect(page.getByText(words.connected)).toBeVisible();
    await expect(page.getByRole('main').getByText(pageName)).toBeVisible();

    // The seller goes live on the page (the stand-in's page, as on Facebook).
    const connected = await page.request.get('/api/live/pages', { headers: API_HEADERS });
    const pageId: string = (await connected.json()).detail[0].pageId;
    const social = await browser.newContext({ baseURL: base });
    const facebook = await social.newPage();
    await openPage(facebook, `/stand-in/facebook-page/pages/${pageId}`);
    await expectNoAxeViolations(facebook);
    await facebook.getByLabel("ข้อความของไลฟ์ · Live video's text").fill('ไลฟ์น้ำผึ้งคืนนี้');
    await facebook.getByRole('button', exact('เริ่มไลฟ์ · Go live')).click();
    await expect(facebook.getByRole('heading', { level: 1 })).toContainText('ไลฟ์น้ำผึ้งคืนนี้');

    // A product the post may sell, with cashback to cut the price into.
    const product = await freeLiveProduct(
      page.request,
      language,
      (offer) => offer.cashback >= 1 && offer.stock >= 5,
    );

    // The seller builds the post in the shop.
    await page.getByRole('link', exact(words.newPost)).click();
    const main = page.getByRole('main');
    const postName = `ไลฟ์น้ำผึ้ง ${pageName}`;
    await main.getByLabel(words.name, { exact: true }).fill(postName);
    await main.getByLabel(words.page, { exact: true }).selectOption({ label: pageName });
    await main.getByLabel(words.post, { exact: true }).selectOption({ label: 'ไลฟ์น้ำผึ้งคืนนี้' });
    await main.getByLabel(words.limit).fill('3');
    await main.getByRole('button', exact(words.add(product.name))).click();
    const price = main.getByLabel(words.price);
    // Below the list price less all its cashback: named at once, and nothing is saved.
    await price.fill(String(product.listPrice - product.cashback - 1));
    await expect(main.getByText(words.priceRange)).toBeVisible();
    await main.getByRole('button', exact(words.save)).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/live\/new$/);
    await expectNoAxeViolations(page);
    await price.fill(String(product.listPrice - 1));
    await expect(main.getByText(words.priceRange)).toHaveCount(0);
    await main.getByRole('button', exact(words.save)).click();
    await expect(page).toHaveURL(/\/live\/\d+$/);
    await main.getByRole('button', exact(words.start)).click();
    await expect(main.getByText(words.live, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A buyer finds the live on the shop's live page, and watches its detail.
    const id = /\/live\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const watcher = await social.newPage();
    await visitorCookies(watcher, language, base);
    await openPage(watcher, '/live');
    await expectNoAxeViolations(watcher);
    await watcher.getByRole('link', exact(postName)).click();
    await expect(watcher).toHaveURL(new RegExp(`/live/detail/1/${id}$`));
    await expect(watcher.getByRole('main')).toContainText(words.orderBy);
    await expectNoAxeViolations(watcher);

    // A buyer comments on the live; chatter orders nothing.
    for (const [name, comment] of [
      ['ลูกค้าไลฟ์', 'CF A1 2'],
      ['ลูกค้าไลฟ์', 'สวยมากค่ะ'],
    ] as const) {
      await facebook.getByLabel('ชื่อผู้แสดงความคิดเห็น · Your name').fill(name);
      await facebook.getByLabel('ความคิดเห็น · Comment').fill(comment);
      await facebook.getByRole('button', exact('ส่ง · Comment')).click();
      await expect(facebook.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
    }
    await expectNoAxeViolations(facebook);
    // The detail followed it, without a reload.
    await expect(watcher.getByText(words.orderedOnDetail)).toBeVisible();

    // The page's private reply links the buyer's order; signed in, they take it as theirs.
    const reply = facebook.getByRole('link', { name: /\/live\/order\/1\/\d+\?code=/ });
    const link = new URL((await reply.getAttribute('href')) ?? '');
    await registerByApi(social.request, freshContact());
    await openPage(watcher, `${link.pathname}${link.search}`);
    const order = watcher.getByRole('main');
    await expect(order).toContainText(postName);
    await expectNoAxeViolations(watcher);
    await order.getByRole('button', exact(words.take)).click();
    await order.getByRole('link', exact(words.seeYours)).click();
    await expect(watcher).toHaveURL(/\/live\/transaction\/\d+$/);
    await expect(order).toContainText(words.stillLive);
    await expect(order.getByRole('link', exact(words.pay))).toHaveCount(0);
    await expectNoAxeViolations(watcher);

    // The dashboard shows them, without a reload.
    const comments = main.getByRole(
      'list',
      exact(`${language === 'th' ? 'ความคิดเห็น' : 'Comments'} (2)`),
    );
    await expect(comments.getByRole('listitem')).toHaveCount(2);
    await expect(comments.getByRole('listitem').filter({ hasText: 'CF A1 2' })).toContainText(
      words.ordered,
    );
    await expect(comments.getByRole('listitem').filter({ hasText: 'สวยมากค่ะ' })).toContainText(
      words.chatter,
    );
    const figures = main.getByRole('definition');
    await expect(figures.nth(1)).toHaveText('2');
    await expectNoAxeViolations(page);

    // Finished after a question: it sells no more.
    await main.getByRole('button', exact(words.finish)).click();
    await page.getByRole('dialog').getByRole('button', exact(words.finish)).click();
    await expect(main.getByText(words.finished, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', exact(words.finish))).toHaveCount(0);

    // The buyer pays through the checkout, at the post's price, by transfer.
    const liveOrderUrl = watcher.url();
    await addAddress(social.request);
    await watcher.reload();
    await order.getByRole('link', exact(words.pay)).click();
    await expect(watcher).toHaveURL(/\/live\/transaction\/checkout\?orderId=\d+$/);
    const checkout = CHECKOUT_WORDS[language];
    await expect(panelHeading(watcher, checkout, 1)).toBeVisible();
    // Two units at the post's price, 1 baht below the list price.
    const subtotal = (2 * (product.listPrice - 1)).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    });
    await expect(order).toContainText(`฿${subtotal}`);
    await expectNoAxeViolations(watcher);
    await placeWith(watcher, checkout, checkout.transfer);
    await expect(order.getByRole('img', { name: checkout.qr })).toBeVisible();
    await expectNoAxeViolations(watcher);
    const [placed] = (
      await (await social.request.get('/api/live/orders', { headers: API_HEADERS })).json()
    ).detail.dataList;
    expect(placed.payment.status).toBe('waiting-payment');
    await bringPaymentTo(social.request, placed.payment.cartId, 'paid');
    await openPage(watcher, liveOrderUrl);
    await expect(order.getByText(words.paid)).toBeVisible();
    await social.close();
  });
}
