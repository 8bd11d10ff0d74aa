import type { BrowserContext } from '@playwright/test';
import { freshContact, registerByApi, startOn, visitorCookies } from './support/accounts.ts';
import { becomeAffiliateByApi } from './support/affiliates.ts';
import { productsOfDifferentStores } from './support/cart.ts';
import {
  exact,
  expect,
  expectNoAxeViolations,
  type Language,
  openPage,
  test,
} from './support/fixtures.ts';
import { confirmCashback, moveOrder, placeCartCheckout } from './support/orders.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// An affiliate's share, end to end (issue 35): the link the share modal gives carries their
// code; a shopper in a browser of their own (with a cart from before) opens it, the landing
// keeps the three cookies and the cart's next write carries them, the order placed from that
// cart earns the affiliate cashback, which waits and is confirmed once the order is complete
// and its return window has passed (a staff command decides as at a later day: no real
// waiting).

const WORDS = {
  th: {
    share: 'แชร์',
    link: 'ลิงก์',
    add: 'เพิ่มลงตะกร้า',
    added: 'เพิ่มลงตะกร้าแล้ว',
    statement: 'รายการเงินคืนและการถอนเงิน',
    waiting: 'เงินคืนรอยืนยัน',
    expected: 'คาดว่าจะยืนยันภายใน',
    confirmed: 'เงินคืนยืนยันแล้ว',
    balance: 'ยอดที่ถอนได้',
    sales: 'คำสั่งซื้อจากลิงก์ของคุณ',
    shares: 'ลิงก์ที่คุณแชร์',
    customers: 'ลูกค้าที่ซื้อผ่านลิงก์ของคุณ',
  },
  en: {
    share: 'Share',
    link: 'Link',
    add: 'Add to cart',
    added: 'Added to the cart.',
    statement: 'Cashback and withdrawals',
    waiting: 'Cashback waiting',
    expected: 'Expected to be confirmed by',
    confirmed: 'Cashback confirmed',
    balance: 'Can be withdrawn',
    sales: 'Orders through your links',
    shares: 'Links you shared',
    customers: 'Customers who bought through your links',
  },
} satisfies Record<Language, Record<string, string>>;

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((candidate) => candidate.name === name)?.value;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  const words = WORDS[language];

  test(`${language}: a shopper buys through an affiliate's shared link in another browser, and the cashback waits, then is confirmed`, {
    tag,
  }, async ({ page, browser, baseURL }) => {
    const base = baseURL ?? '';
    // The affiliate: a member staff have verified.
    await registerByApi(page.request, freshContact());
    const code = await becomeAffiliateByApi(page.request);

    const [product, before] = await productsOfDifferentStores(page.request, 2, language);
    if (!product || !before) throw new Error('no products to share and to have in the cart');
    await startOn(page, `/product/${product.urlKey}`, language, base);
    await page.getByRole('main').getByRole('button', exact(words.share)).click();
    const dialog = page.getByRole('dialog', exact(words.share));
    const link = new URL(await dialog.getByRole('textbox', exact(words.link)).inputValue());
    expect(link.searchParams.get('aff')).toBe(code);
    expect(link.searchParams.get('ref')).toBe('copy');

    // The shopper, signed in, in a browser of their own.
    const shopper = await browser.newContext({ baseURL: base });
    const buyer = await shopper.newPage();
    await registerByApi(buyer.request, freshContact());
    // A cart from before the landing: adding to it is an update, which carries the click too.
    const earlier = await buyer.request.post('/api/transaction/save', {
      headers: API_HEADERS,
      data: {
        orders: [
          {
            sellerId: before.storeId,
            products: [{ productId: before.id, optionIds: [], quantity: 1 }],
          },
        ],
      },
    });
    expect(earlier.status(), await earlier.text()).toBe(200);
    await visitorCookies(buyer, language, base);
    await openPage(buyer, `${link.pathname}${link.search}`);
    await expect(buyer).toHaveURL(new RegExp(`/product/${product.urlKey}$`));
    await expect.poll(() => cookie(shopper, 'affiliat_from')).toBe(code);
    expect(await cookie(shopper, 'affiliat_code_share')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await cookie(shopper, 'social_referer')).toBe('copy');

    await buyer.getByRole('main').getByRole('button', exact(words.add)).click();
    await expect(
      buyer.getByRole('main').getByRole('status').filter({ hasText: words.added }),
    ).toBeVisible();
    const account = await buyer.request.get('/api/transaction/GetCart', { headers: API_HEADERS });
    const { cartId } = (await account.json()).detail;
    const cart = await (
      await buyer.request.get(`/api/transaction/${cartId}`, { headers: API_HEADERS })
    ).json();
    expect(cart.detail).toMatchObject({ affiliateCode: code, referer: 'copy' });

    // Cash on delivery: ready to ship at once, its cashback waits from placement.
    const payment = await placeCartCheckout(buyer.request, cartId, 'cod');
    await shopper.close();

    // The affiliate's statement: the cashback waits, with its order and the date it is due.
    const tab = (name: string) => startOn(page, `/user/profile/affiliate/${name}`, language, base);
    const main = page.getByRole('main');
    await tab('finance');
    const statement = main.getByRole('region', exact(words.statement));
    // One entry per order: the cart held two stores' products.
    const waiting = statement.getByRole('row').filter({ hasText: words.waiting });
    await expect(waiting).toHaveCount(payment.orderIds.length);
    for (const row of await waiting.all()) {
      await expect(row).toContainText(payment.referenceCode);
      await expect(row).toContainText(words.expected);
    }
    await expectNoAxeViolations(page);

    // Shipped and complete; staff decide as at 8 days on: the return window has passed.
    for (const orderId of payment.orderIds) {
      await moveOrder(page.request, orderId, 'ship');
      await moveOrder(page.request, orderId, 'complete');
    }
    await confirmCashback(page.request, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    await page.reload();
    const confirmed = statement.getByRole('row').filter({ hasText: words.confirmed });
    await expect(confirmed).toHaveCount(payment.orderIds.length);
    // Each row's first figure is its amount; together they are what can be withdrawn.
    const amounts = await confirmed.evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelector('data')?.getAttribute('value'))),
    );
    const amount = amounts.reduce((sum, each) => sum + each, 0).toFixed(2);
    expect(Number(amount)).toBeGreaterThan(0);

    await tab('overview');
    await expect(
      main
        .getByRole('definition')
        .filter({ has: page.locator(`data[value="${amount}"]`) })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await tab('sales');
    await expect(main.getByRole('region', exact(words.sales))).toContainText(payment.referenceCode);
    await expectNoAxeViolations(page);
    await tab('shares');
    const shared = main.getByRole('region', exact(words.shares)).getByRole('row').nth(1);
    // The click counts where it landed: the short link's redirect keeps the code.
    await expect(shared).toContainText(`/product/${product.urlKey}`);
    await expect(shared).toContainText('copy 1');
    await tab('customers');
    await expect(main.getByRole('region', exact(words.customers)).getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
