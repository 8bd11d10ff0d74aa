import { type APIRequestContext, request as requests } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { CartContext, CartInput } from '../../../machines/cart/cart.machine';
import { ACCOUNT_CART_ID, GUEST_CART_ID } from '../../../machines/qa/cart-samples';
import type { components } from '../../../openapi/storefront';
import { freshContact, registerByApi } from '../support/accounts.ts';
import { type CartProduct, cartButton, productsOfDifferentStores } from '../support/cart.ts';
import { acceptCookies, expect, mainLandmark, useLanguage } from '../support/fixtures.ts';
import { API_HEADERS } from '../support/samples.ts';
import { exact } from './account-screens.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

// The cart machine on the real screens: a page whose session is still loading (GET /user held),
// so the path decides whether it is a guest's or a signed-in shopper's; every cart call held,
// so the path decides how each ends. The header's cart icon says whether the cart is busy
// (starting, or a change not yet written) and, once started, its count; the error dialog shows
// when a write was refused. Where a path names what the server answers (the account has a cart
// of its own, the guest cart is gone), the server is made so before the answer goes through.

const CART = '/transaction/**';
const SESSION = '/user';

interface Shopper {
  /** A, B (the guest cart's, when there is one) and C (the account's own cart). */
  products: CartProduct[];
  /** Calls as nobody: a guest cart answers to whoever holds its id. */
  guest: APIRequestContext;
  guestCartId: string | undefined;
  /** The page's clock stands still (a quantity's 500 ms wait is the path's to end). */
  paused: boolean;
}
const shoppers = new WeakMap<Screen, Shopper>();
const shopperOf = (screen: Screen) => {
  const shopper = shoppers.get(screen);
  if (!shopper) throw new Error('the cart screens were not opened');
  return shopper;
};

type Cart = components['schemas']['Cart'];
async function cartCall(
  api: APIRequestContext,
  method: 'get' | 'post' | 'delete',
  path: string,
  data?: object,
) {
  const answer = await api.fetch(`/api/transaction/${path}`, {
    method,
    headers: API_HEADERS,
    data,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).detail as Cart;
}

/** A cart emptied store by store: the server deletes it, and its id answers 404. */
async function deleteCart(api: APIRequestContext, cartId: string) {
  let cart = await cartCall(api, 'get', cartId);
  for (const { sellerId } of cart.orders)
    cart = await cartCall(api, 'delete', `${cartId}/seller/${sellerId}?version=${cart.version}`);
}

/** The server made to answer what the path's account look-up says. */
async function accountAsFound(screen: Screen, found: string | null) {
  const shopper = shopperOf(screen);
  const [, , own] = shopper.products;
  // page.request carries the page's cookies: the shopper's session.
  if (found === ACCOUNT_CART_ID && own)
    await cartCall(screen.page.request, 'post', 'save', {
      orders: [
        { sellerId: own.storeId, products: [{ productId: own.id, optionIds: [], quantity: 1 }] },
      ],
    });
  if (found === GUEST_CART_ID && shopper.guestCartId) {
    // The account takes the guest cart as its own (saved by the shopper with its lines).
    const guest = await cartCall(shopper.guest, 'get', shopper.guestCartId);
    await cartCall(screen.page.request, 'post', 'save', {
      cartId: guest.cartId,
      version: guest.version,
      orders: guest.orders.map((order) => ({
        sellerId: order.sellerId,
        products: order.products
          .filter((product) => product.isFreeProduct === 0)
          .map((product) => ({
            productId: product.productId,
            optionIds: [],
            quantity: product.quantity,
          })),
      })),
    });
  }
}

const pathnameOf = (screen: Screen) => new URL(screen.page.url()).pathname;

/** The cart page, reached in the app (the bottom menu's link): no reload, the cart stays. */
async function onCartPage(screen: Screen) {
  const { page } = screen;
  if (pathnameOf(screen) !== '/cart') {
    await page.getByRole('navigation').getByRole('link', { name: 'ตะกร้า', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cart', { waitUntil: 'commit' });
  }
  return mainLandmark(page);
}

/** Home, reached in the app (the header's logo): its cards add to the cart. */
async function onHome(screen: Screen) {
  const { page } = screen;
  if (pathnameOf(screen) !== '/') {
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  }
  return mainLandmark(page);
}

/** The cart this browser keeps (its cookie): the one the held write is about. */
const cartIdOf = async (screen: Screen) =>
  (await screen.page.context().cookies()).find((cookie) => cookie.name === 'cartId')?.value;

/** The same cart written from elsewhere (its first line as it is): its version moves on. */
async function writeElsewhere(screen: Screen) {
  const id = await cartIdOf(screen);
  if (!id) return;
  const cart = await cartCall(screen.page.request, 'get', id);
  const line = cart.orders[0]?.products[0];
  if (!line) return;
  await cartCall(screen.page.request, 'post', `${id}/update`, {
    version: cart.version,
    changes: [
      {
        productId: line.productId,
        optionIds: line.attribute.map((attribute) => attribute.option.id),
        quantity: line.quantity,
      },
    ],
  });
}

/** Time stands still on the page until a path moves it: the quantity's wait ends on cue. */
async function stopClock(screen: Screen) {
  const shopper = shopperOf(screen);
  if (shopper.paused) return;
  shopper.paused = true;
  await screen.page.clock.pauseAt(Date.now() + 1_000);
}

async function runClock(screen: Screen) {
  const shopper = shopperOf(screen);
  if (!shopper.paused) return;
  shopper.paused = false;
  await screen.page.clock.resume();
}

const busyIs = async (screen: Screen, busy: boolean) =>
  expect(cartButton(screen.page)).toHaveAttribute('aria-busy', String(busy));

async function expectCartScreen(screen: Screen, context: CartContext, busy: boolean) {
  await busyIs(screen, busy);
  const error = screen.page.getByRole('dialog', exact('ไม่สามารถอัพเดทตะกร้าได้'));
  if (context.errorCode) await expect(error).toBeVisible();
  else await expect(error).toHaveCount(0);
}

const starting = (screen: Screen, { context }: { context: unknown }) =>
  expectCartScreen(screen, context as CartContext, true);
const working = starting;

const outcome = (event: AnyEventObject) =>
  event as AnyEventObject & { output?: unknown; error?: { status?: number } };

export const cartScreens: ScreenModel = {
  async open(screen, input) {
    const { page, baseURL } = screen;
    const guest = await requests.newContext({ baseURL });
    const products = await productsOfDifferentStores(guest, 3);
    const [a, b] = products;
    let guestCartId: string | undefined;
    if ((input as CartInput).cartId && a && b) {
      const cart = await cartCall(guest, 'post', 'save', {
        orders: [a, b].map((product) => ({
          sellerId: product.storeId,
          products: [{ productId: product.id, optionIds: [], quantity: 1 }],
        })),
      });
      guestCartId = cart.cartId;
      await page.context().addCookies([{ name: 'cartId', value: cart.cartId, url: baseURL }]);
    }
    shoppers.set(screen, { products, guest, guestCartId, paused: false });
    // A session that is still loading when the cart starts: the path says how it ends.
    await registerByApi(page.request, freshContact());
    await screen.hold(SESSION);
    await screen.hold(CART);
    await acceptCookies(page.context(), baseURL);
    await page.context().addCookies([{ name: 'popup_banner_seen', value: '1', url: baseURL }]);
    // biome-ignore lint/correctness/useHookAtTopLevel: a Playwright helper named like a hook
    await useLanguage(page.context(), baseURL, 'th');
    await page.clock.install();
    await page.goto('/?hidePopup=true');
    await busyIs(screen, true);
  },
  states: {
    'cart.waitingForSession': starting,
    'cart.loadingGuestCart': starting,
    'cart.findingAccountCart': starting,
    'cart.merging': starting,
    'cart.loadingAccountCart': starting,
    'cart.claiming': starting,
    'cart.ready.writing': working,
    'cart.ready.debouncing': working,
    'cart.ready.refreshing': working,
    'cart.ready.following': working,
    'cart.ready.idle': async (screen, { context }) => {
      await expectCartScreen(screen, context as CartContext, false);
      // Started: the icon counts the cart's lines.
      await expect(cartButton(screen.page).locator('.cart-link__badge')).toHaveText(/^\d+$/);
    },
  },
  events: {
    'session.signedIn': ({ screen }) => screen.pass(SESSION),
    'session.guest': ({ screen }) => screen.drop(SESSION),
    'cart.add': async ({ screen }) => {
      // A card's quick add: the product's options and quantity in a dialog, then added. Its
      // chunk is revealed on a timer of React's: time runs again.
      await runClock(screen);
      const main = await onHome(screen);
      await main
        .getByRole('button', { name: /^เพิ่ม .+ ลงตะกร้า$/ })
        .and(main.locator(':enabled'))
        .first()
        .click();
      const quickAdd = screen.page.getByRole('dialog');
      await quickAdd.getByRole('button', exact('เพิ่มลงตะกร้า')).click();
      await quickAdd.getByRole('button', exact('ปิด')).click();
    },
    'cart.quantity.change': async ({ screen }) => {
      const main = await onCartPage(screen);
      await stopClock(screen);
      await main
        .getByRole('button', exact('เพิ่มจำนวน'))
        .and(main.locator(':enabled'))
        .first()
        .click();
    },
    'cart.line.remove': async ({ screen }) => {
      const main = await onCartPage(screen);
      await main
        .getByRole('button', { name: /^ลบ .+ ออกจากตะกร้า$/ })
        .first()
        .click();
    },
    'cart.select': async ({ screen }) => {
      const main = await onCartPage(screen);
      await main
        .getByRole('checkbox', { name: /^เลือก / })
        .and(main.locator(':enabled'))
        .first()
        .click();
    },
    'cart.seller.remove': async ({ screen }) => {
      const main = await onCartPage(screen);
      await main
        .getByRole('button', { name: /^ลบสินค้าทั้งหมดของร้าน / })
        .first()
        .click();
    },
    'cart.flush': async ({ screen }) => {
      await screen.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    },
    'cart.refresh': async ({ screen }) => {
      const main = await onCartPage(screen);
      await main.getByRole('button', exact('อัพเดทตะกร้า')).click();
    },
    // Without an error there is nothing to close: the event changes nothing then.
    'cart.error.dismiss': async ({ screen }) => {
      const error = screen.page.getByRole('dialog', exact('ไม่สามารถอัพเดทตะกร้าได้'));
      if (await error.isVisible()) await error.getByRole('button', exact('ปิด')).click();
    },
    'cart.changed.elsewhere': async ({ screen }) => {
      // Another tab of this browser adds B: its write is told to this tab.
      const [, b] = shopperOf(screen).products;
      const other = await screen.page.context().newPage();
      await other.goto(`/product/${encodeURIComponent(b?.urlKey ?? '')}?hidePopup=true`);
      await mainLandmark(other).getByRole('button', exact('เพิ่มลงตะกร้า')).click();
      await expect(
        mainLandmark(other).getByRole('status').filter({ hasText: 'เพิ่มลงตะกร้าแล้ว' }),
      ).toBeVisible();
      await other.close();
    },
    'xstate.after.quantityDebounce.cart.ready.debouncing': ({ screen }) =>
      screen.page.clock.fastForward(500),
    'xstate.done.actor.findAccountCart': async ({ screen, event }: StepContext) => {
      await accountAsFound(screen, outcome(event).output as string | null);
      await screen.pass(CART);
    },
    'xstate.error.actor.findAccountCart': ({ screen }) => screen.drop(CART),
    'xstate.done.actor.loadGuestCart': async ({ screen, event }) => {
      const { guest, guestCartId } = shopperOf(screen);
      if (outcome(event).output === null && guestCartId) await deleteCart(guest, guestCartId);
      await screen.pass(CART);
    },
    'xstate.error.actor.loadGuestCart': ({ screen }) => screen.drop(CART),
    'xstate.done.actor.loadAccountCart': ({ screen }) => screen.pass(CART),
    'xstate.error.actor.loadAccountCart': ({ screen }) => screen.drop(CART),
    'xstate.done.actor.mergeCarts': ({ screen }) => screen.passAll(CART),
    'xstate.error.actor.mergeCarts': ({ screen }) => screen.drop(CART),
    'xstate.done.actor.claimCart': ({ screen }) => screen.passAll(CART),
    'xstate.error.actor.claimCart': ({ screen }) => screen.drop(CART),
    'xstate.done.actor.writeCart': ({ screen }) => screen.passAll(CART),
    'xstate.error.actor.writeCart': async ({ screen, event }) => {
      const status = outcome(event).error?.status;
      if (status === 409) await writeElsewhere(screen);
      const id = await cartIdOf(screen);
      if (status === 404 && id) await deleteCart(screen.page.request, id);
      if (status === 409 || status === 404) await screen.pass(CART);
      else await screen.drop(CART);
    },
    'xstate.done.actor.refreshCart': ({ screen }) => screen.pass(CART),
    'xstate.error.actor.refreshCart': ({ screen }) => screen.drop(CART),
    'xstate.done.actor.followCart': ({ screen }) => screen.pass(CART),
    'xstate.error.actor.followCart': ({ screen }) => screen.drop(CART),
  },
};
