// Every operation of openapi/storefront.yaml answers a valid request with a 200 whose body
// matches the contract (in th and en), and every operation is exercised here.

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { products, settings, users } from '../../server/db/schema.ts';
import { createTicket } from '../../server/features/accounts/social/tickets.ts';
import { appendEntry, closeSource } from '../../server/features/shared/ledger.ts';
import { seedCatalogue } from '../../server/seed/data/index.ts';
import { png } from '../fuzz/media.ts';
import { lastMessageTo, newEmail, registerForm, sendCode, sessionOf } from './support/accounts.ts';
import { makeAffiliate, newAffiliate } from './support/affiliates.ts';
import { newShopper, seededProducts } from './support/cart.ts';
import { newSeller } from './support/chat.ts';
import { operations } from './support/contract.ts';
import { connectThroughDialog } from './support/live.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, issueToken, useTestServer } from './support/server.ts';

const ADMIN_TOKEN = 'contract-admin-token';

// Every static page the seed has (tests/unit/seed-data.test.ts checks the spec's are there).
const STATIC_PAGES = seedCatalogue.staticPages.map((page) => page.slug);

// [operationId, url] pairs: one valid call per operation (more where the shape varies).
const calls: [string, string][] = [
  ['getBusinessNameTh', '/Setting/BusinessNameTH'],
  ['getBusinessNameEn', '/Setting/BusinessNameEN'],
  ['getLogo', '/Setting/Logo'],
  ['getFooterSetting', '/Setting/Footer'],
  ['getFooterConfig', '/ContactUs/ConfigFooter'],
  ['getSiteMode', '/Setting/SiteMode'],
  ['listLanguages', '/language'],
  ['getClosureBanner', '/Bannerclose'],
  ['getClosureBannerAlias', '/BannerClose'],
  ['listArticleBanners', '/Banner/ArticleList'],
  ['listLiveBanners', '/Banner/LiveList'],
  ['listProductBanners', '/Banner/BannerProductList'],
  ['listPopupBanners', '/Banner/BannerPopup'],
  ['listCategories', '/category/List'],
  ['listCategoriesAlias', '/Category/List'],
  ['listCategorySellers', '/category/sellerList'],
  ['listCategorySellers', '/category/sellerList?category=honey'],
  ['listProducts', '/product/list'],
  ['listProducts', '/product/list?search=honey&sortBy=priceAsc&pageNo=1&perPage=60'],
  ['suggestProducts', '/product/suggest?search=honey&PerPage=10'],
  ['listBestSellers', '/product/BestSeller/page/1/perpage/15'],
  ['getProduct', '/product/longan-blossom-honey'],
  ['getProductShare', '/product/longan-blossom-honey/share'],
  ['getCurrentCampaign', '/campaign'],
  ['getCampaign', '/campaign/new-year-gift-festival'],
  ['listPromotions', '/promotion/list'],
  ['listPromotions', '/promotion/list?promotionTypeId=5'],
  ['getPromotion', '/promotion/1'],
  ['getPromotion', '/promotion/3'],
  ['getPromotionShare', '/promotion/1/share'],
  ['listStores', '/store/list'],
  ['getStore', '/store/baan-phueng-doi-saket'],
  ['listPaymentChannels', '/paymentChannel/List'],
  ['listShippingMethods', '/shipping/List'],
  ['resolveShareLink', '/share/Hn7pLq2'],
  ['listUserTargetTypes', '/UserTargetType'],
  ['listUserBusinessTypes', '/UserBusinessType'],
  ['checkEmail', '/EmailCheck?email=somchai%40example.com'],
  ...STATIC_PAGES.map((slug): [string, string] => ['getStaticPage', `/StaticPage/${slug}`]),
];

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, { adminToken: ADMIN_TOKEN });
  let token: string;
  beforeAll(async () => {
    token = await issueToken(server, 1);
  });

  describe.each(['th', 'en'] as const)('every operation in %s', (culture) => {
    it.each(calls)('%s %s answers 200 as the contract says', async (operationId, url) => {
      const { status, body } = await server.call(operationId as never, url, { culture });
      expect(status).toBe(200);
      expect(body.result).toBe(1);
    });

    it('listRecentSearches answers 200 with a bearer token', async () => {
      const { status } = await server.call('listRecentSearches', '/product/RecentSearch', {
        culture,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(status).toBe(200);
    });
  });

  describe('the cart, in one journey', () => {
    // Each answer is checked against the contract; the cart's behaviour and abuse have their
    // own tests (cart.test.ts, cart-abuse.test.ts).
    it.each(['th', 'en'] as const)(
      'a guest makes, reads, changes and empties a cart (%s)',
      async (culture) => {
        const [mango] = await server.db
          .select({ id: products.id, storeId: products.storeId })
          .from(products)
          .where(eq(products.urlKey, 'dried-mango-200g'));
        const line = { productId: mango?.id, optionIds: [], quantity: 1 };
        const made = await server.call('saveCart', '/transaction/save', {
          culture,
          body: { orders: [{ sellerId: mango?.storeId, products: [line] }] },
        });
        expect(made.status).toBe(200);
        const { cartId, version } = made.body.detail;
        expect((await server.call('getCart', `/transaction/${cartId}`, { culture })).status).toBe(
          200,
        );
        const updated = await server.call('updateCart', `/transaction/${cartId}/update`, {
          culture,
          body: { version, changes: [{ ...line, quantity: 2 }] },
        });
        expect(updated.status).toBe(200);
        const emptied = await server.call(
          'deleteSellerCart',
          `/transaction/${cartId}/seller/${mango?.storeId}?version=${version + 1}`,
          { culture },
        );
        expect(emptied.body.detail.orders).toEqual([]);
      },
    );

    it("answers the demo person's cart id", async () => {
      const { body } = await server.call('getAccountCartId', '/transaction/GetCart', {
        session: token,
      });
      expect(body.detail.cartId).toEqual(expect.any(String));
    });
  });

  describe('checkout and orders, in one journey', () => {
    // Each answer is checked against the contract; the behaviour has its own tests
    // (orders.test.ts, checkout-rules.test.ts).
    it.each(['th', 'en'] as const)(
      'a shopper works out a checkout, places it and follows the order to complete (%s)',
      async (culture) => {
        const buyer = await newBuyer(server, await seededProducts(server), {
          urlKey: 'dried-mango-200g',
          quantity: 1,
        });
        const calls = orderCalls(server, buyer.session, ADMIN_TOKEN);
        const ok = async (answer: Promise<{ status: number }>) =>
          expect((await answer).status).toBe(200);
        const { body } = await calls.calculate(
          { cartId: buyer.cartId, paymentTypeId: 2 },
          { culture },
        );
        const placed = await calls.place({
          cartId: buyer.cartId,
          addressId: buyer.addressId,
          paymentTypeId: 2,
          expectedTotal: body.detail.grandTotal,
        });
        expect(placed.status).toBe(200);
        const [orderId = 0] = placed.body.detail.payment.orderIds;
        await ok(calls.payment(buyer.cartId));
        await ok(calls.counts());
        await ok(calls.list('?statusId=1&pageNo=1&perPage=10'));
        await ok(calls.order(orderId));
        const { amount, referenceCode } = placed.body.detail.payment;
        const at = encodeURIComponent(new Date().toISOString());
        await ok(
          server.call(
            'uploadSlip',
            `/payment/${buyer.cartId}/slip?amount=${amount}&transferredAt=${at}`,
            {
              session: buyer.session,
              bytes: { data: png(8, 8, [10, 120, 200]), contentType: 'image/png' },
            },
          ),
        );
        const staffHeaders = { headers: { 'X-Admin-Token': ADMIN_TOKEN } };
        await ok(server.call('staffPayment', `/admin/payments/${referenceCode}`, staffHeaders));
        await ok(
          server.call('staffSlipFile', `/admin/payments/${referenceCode}/slip`, staffHeaders),
        );
        await ok(
          server.call('rejectSlip', `/admin/payments/${referenceCode}/reject-slip`, {
            headers: { 'X-Admin-Token': ADMIN_TOKEN },
            body: { reason: 'ยอดโอนไม่ตรง' },
          }),
        );
        await ok(
          server.call('listAllOrders', '/admin/orders?statusId=1', {
            headers: { 'X-Admin-Token': ADMIN_TOKEN },
          }),
        );
        await ok(calls.staff(orderId, 'confirm-payment'));
        await ok(calls.staff(orderId, 'ship'));
        await ok(calls.confirmReceipt(orderId));
      },
    );

    it("a shopper paying by card is sent to the provider's page, and back asks it how it ended", async () => {
      const buyer = await newBuyer(server, await seededProducts(server), {
        urlKey: 'dried-mango-200g',
        quantity: 1,
      });
      const calls = orderCalls(server, buyer.session, ADMIN_TOKEN);
      expect((await calls.checkOut(buyer, 1)).status).toBe(200);
      const started = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
        session: buyer.session,
      });
      expect(started.status).toBe(200);
      const back = await server.call(
        'confirmCardPayment',
        `/payment/${buyer.cartId}/card/confirm`,
        {
          session: buyer.session,
        },
      );
      expect(back.body.detail.status).toBe('waiting-payment');
    });
  });

  describe('every account operation, in one journey', () => {
    // Each step's answer is checked against the contract by server.call; the behaviour of
    // each call has its own tests (otp, sign-in, profile, email-links).
    it('registers, keeps a profile, refreshes, verifies its e-mail, resets and signs out', async () => {
      const ok = async (answer: Promise<{ status: number }>) =>
        expect((await answer).status).toBe(200);
      await ok(
        server.call('validateEmailTelephone', '/ValidateEmailTelephone', {
          body: { email: newEmail(), telephone: '0812345678' },
        }),
      );
      const form = await registerForm(server);
      await ok(
        server.call('validateOtp', '/OTP/Validate', {
          body: { telephone: form.telephone, otp: form.otp, reference: form.reference, type: 1 },
        }),
      );
      const registered = await server.call('register', '/Register', { body: form });
      expect(registered.status).toBe(200);
      let session = sessionOf(registered.headers);
      await ok(server.call('getUser', '/user', { session, culture: 'en' }));
      await ok(
        server.call('updateUser', '/user', {
          session,
          body: {
            firstname: 'มานี',
            lastname: 'มีนา',
            genderId: 2,
            birthday: '2543-02-29',
            isConsent: true,
          },
        }),
      );
      await ok(
        server.call('uploadProfileImage', '/user/image', {
          session,
          bytes: { data: png(16, 16, [240, 160, 40]), contentType: 'image/png' },
        }),
      );
      await ok(server.call('deleteProfileImage', '/user/image', { session }));
      await ok(server.call('listUserAddresses', '/UserAddresses', { session }));
      await ok(server.call('listProvinces', '/Address/Province'));
      await ok(server.call('listDistricts', '/Address/District/38'));
      await ok(server.call('listSubDistricts', '/Address/SubDistrict/5001'));
      await ok(server.call('findByZipCode', '/Address/ZipCode/50200'));
      const address = {
        typeAddress: 2,
        userAddressTypeId: 2,
        name: 'สำนักงาน',
        firstname: 'บริษัท ตัวอย่าง จำกัด',
        lastname: '',
        telephone: '021234567',
        address: '1 อาคารตัวอย่าง ชั้น 2',
        road: 'ถนนวิทยุ',
        provinceId: 1,
        districtId: 1007,
        subdistrictId: 100704,
        zipCode: '10330',
        taxId: '0105555123450',
      };
      const added = await server.call('addUserAddress', '/UserAddresses', {
        session,
        body: address,
      });
      const addressId = added.body.detail.userAddresses.at(-1)?.id;
      await ok(
        server.call('updateUserAddress', `/UserAddresses/${addressId}`, {
          session,
          body: { ...address, road: '' },
        }),
      );
      await ok(
        server.call('setDefaultShippingAddress', `/UserAddresses/${addressId}/default-shipping`, {
          session,
        }),
      );
      await ok(
        server.call('setDefaultBillingAddress', `/UserAddresses/${addressId}/default-billing`, {
          session,
        }),
      );
      await ok(server.call('deleteUserAddress', `/UserAddresses/${addressId}`, { session }));
      await ok(
        server.call('saveRecentSearch', '/product/RecentSearch', {
          session,
          body: { search: 'ชา' },
        }),
      );
      const refreshed = await server.call('refreshToken', '/refreshtoken', { session });
      expect(refreshed.status).toBe(200);
      session = sessionOf(refreshed.headers);
      await ok(server.call('requestEmailVerification', '/user/VerifyEmail', { session }));
      const verification = await lastMessageTo(server, form.email);
      await ok(
        server.call('confirmEmailVerification', '/user/VerifyEmail/confirm', {
          body: { token: verification?.data.token },
        }),
      );
      await ok(server.call('logout', '/logout', { session }));
      await ok(
        server.call('login', '/login', {
          body: { email: form.email, password: form.password, type: 2 },
        }),
      );
      await ok(server.call('forgotPassword', '/ForgotPassword', { body: { email: form.email } }));
      await ok(
        server.call('forgotPasswordAlias', '/forgotPassword', { body: { email: form.email } }),
      );
      const reset = await lastMessageTo(server, form.email);
      await ok(
        server.call('resetPassword', '/ResetPassword', {
          body: { token: reset?.data.token, password: 'Another456', confirmPassword: 'Another456' },
        }),
      );
      // The demo company signs in by phone code (its phone had no code yet: no resend wait).
      const code = await sendCode(server, '0898765432', { culture: 'en' });
      await ok(
        server.call('login', '/login', {
          body: { telephone: code.telephone, otp: code.code, reference: code.reference, type: 2 },
        }),
      );
    });

    it('approves a company with the staff token', async () => {
      const form = await registerForm(server, {
        type: 2,
        company: 'บริษัท ทดสอบ จำกัด',
        userTargetTypeId: [1],
        businessTypeId: 2,
      });
      const registered = await server.call('register', '/Register', { body: form });
      const me = await server.call('getUser', '/user', { session: sessionOf(registered.headers) });
      const [row] = await server.db
        .select()
        .from(users)
        .where(eq(users.crmMemberId, me.body.detail.user.crmMemberId));
      const approved = await server.call('approveCompany', `/admin/companies/${row?.id}/approve`, {
        headers: { 'X-Admin-Token': ADMIN_TOKEN },
      });
      expect(approved.status).toBe(200);
    });

    // The tickets come from the sign-in callback (tests/server/social.test.ts walks it).
    it('signs in with a social ticket: first with a phone code, then with the ticket alone', async () => {
      const identity = { providerUserId: `contract-${process.pid}`, email: null };
      const ticket = () => createTicket(server.db, 'line', identity, new Date());
      const first = await ticket();
      // The browser the callback answered carries the ticket in a cookie too.
      const cookieOf = (value: string) => ({ headers: { Cookie: `social_ticket=${value}` } });
      const checked = await server.call('validateAccount', '/ValidateAccout', {
        ...cookieOf(first),
        body: { Provider: 'Line', Ticket: first },
      });
      expect(checked.body.detail).toEqual({ isHaveAccount: false, email: null });
      const { code, reference, telephone } = await sendCode(server, '0812345678');
      const linked = await server.call('loginExternal', '/LoginExternal', {
        ...cookieOf(first),
        body: {
          Provider: 'Line',
          Ticket: first,
          type: 2,
          telephone,
          OTP: code,
          reference,
          isAccept: true,
        },
      });
      expect(linked.body.detail.crmMemberId).toBe('M1000000001');
      const second = await ticket();
      const again = await server.call('loginExternal', '/LoginExternal', {
        ...cookieOf(second),
        body: { Provider: 'Line', Ticket: second, type: 4 },
      });
      expect(again.status).toBe(200);
    });
  });

  describe('localized text', () => {
    it('follows the Culture header, Thai by default', async () => {
      const th = await server.call('getProduct', '/product/longan-blossom-honey', {
        culture: null,
      });
      const en = await server.call('getProduct', '/product/longan-blossom-honey', {
        culture: 'en',
      });
      expect(th.body.detail.name).toMatch(/[\u0E00-\u0E7F]/);
      expect(en.body.detail.name).toBe('Longan Blossom Honey');
      expect(th.body.detail.price).toBe(en.body.detail.price);
    });

    it('keeps the business names explicit whatever the Culture', async () => {
      const th = await server.call('getBusinessNameTh', '/Setting/BusinessNameTH', {
        culture: 'en',
      });
      const en = await server.call('getBusinessNameEn', '/Setting/BusinessNameEN', {
        culture: 'th',
      });
      expect(th.body.detail).toMatch(/[\u0E00-\u0E7F]/);
      expect(en.body.detail).not.toMatch(/[\u0E00-\u0E7F]/);
    });
  });

  describe('site settings', () => {
    it('the footer config carries the trust mark, an image of our own with its size', async () => {
      const { body } = await server.call('getFooterConfig', '/ContactUs/ConfigFooter', {
        culture: 'en',
      });
      const trustMark = body.detail.trustMark;
      expect(trustMark?.image.url).toMatch(/^\/images\//);
      expect(trustMark?.image.alt).toMatch(/trust mark/i);
      expect(new URL(trustMark?.linkUrl ?? '').protocol).toBe('https:');
    });

    it('the site mode is an open shop with live selling until an operator switches it', async () => {
      const before = await server.call('getSiteMode', '/Setting/SiteMode');
      expect(before.body.detail).toEqual({ visitorOnly: false, liveSelling: true, demo: false });
      await server.db.update(settings).set({ visitorOnly: true, liveSelling: false });
      try {
        const after = await server.call('getSiteMode', '/Setting/SiteMode');
        expect(after.body.detail).toEqual({ visitorOnly: true, liveSelling: false, demo: false });
      } finally {
        await server.db.update(settings).set({ visitorOnly: false, liveSelling: true });
      }
    });
  });

  describe('product detail', () => {
    it('has sized images, baht prices, options, store, promotions, shipping and payment', async () => {
      const { body } = await server.call('getProduct', '/product/longan-blossom-honey', {
        culture: 'en',
      });
      const product = body.detail;
      expect(product.images.length).toBeGreaterThan(0);
      for (const image of product.images) expect(image.width * image.height).toBeGreaterThan(0);
      expect(product.price).toBeLessThanOrEqual(product.fullPrice);
      expect(Number.isInteger(product.price * 100)).toBe(true);
      expect(product.store.productCount).toBeGreaterThan(0);
      expect(product.shippingMethods.length).toBeGreaterThan(0);
      expect(product.paymentChannels.length).toBeGreaterThan(0);
      expect(product.category.urlKey).toBe('honey');
    });

    it('lists running promotions of types 1, 5 and 7 with their terms', async () => {
      const { body } = await server.call('listPromotions', '/promotion/list?perPage=60');
      const types = new Set(body.detail.dataList.map((p) => p.promotionTypeId));
      expect([...types].sort()).toEqual([1, 5, 7]);
      for (const promotion of body.detail.dataList) {
        if (promotion.promotionTypeId === 1) expect(promotion.discountBaht).toBeGreaterThan(0);
        if (promotion.promotionTypeId === 5) expect(promotion.freeProduct).not.toBeNull();
        if (promotion.promotionTypeId === 7) expect(promotion.discountPercent).toBeGreaterThan(0);
      }
    });
  });

  describe('share links', () => {
    it('a product share link resolves back to the product page', async () => {
      const share = await server.call(
        'getProductShare',
        '/product/lychee-blossom-honey-450g/share',
      );
      const again = await server.call(
        'getProductShare',
        '/product/lychee-blossom-honey-450g/share',
      );
      expect(again.body.detail.shortLink).toBe(share.body.detail.shortLink);
      const target = await server.call('resolveShareLink', `/share/${share.body.detail.shortLink}`);
      expect(target.body.detail).toEqual({
        type: 'product',
        urlKey: 'lychee-blossom-honey-450g',
        path: '/product/lychee-blossom-honey-450g',
      });
    });

    it('hands out one short link when first shares arrive together', async () => {
      const shares = await Promise.all(
        Array.from({ length: 6 }, () =>
          server.call('getProductShare', '/product/sunflower-honey-500g/share'),
        ),
      );
      const links = new Set(shares.map((share) => share.body.detail.shortLink));
      expect(links.size).toBe(1);
    });

    it('seeded links keep their codes; home points at /', async () => {
      const product = await server.call('getProductShare', '/product/longan-blossom-honey/share');
      expect(product.body.detail.shortLink).toBe('Hn7pLq2');
      const home = await server.call('resolveShareLink', '/share/Hm0bRm4');
      expect(home.body.detail).toEqual({ type: 'home', urlKey: '', path: '/' });
    });
  });

  describe('becoming an affiliate', () => {
    it('a member sends documents and an application; staff read it and decide once', async () => {
      const [shopper] = await server.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.memberTypeId, 1))
        .limit(1);
      const session = await issueToken(server, shopper?.id ?? 0);
      const staff = { headers: { 'X-Admin-Token': ADMIN_TOKEN } };
      const state = await server.call('getAffiliateApplication', '/affiliate/application', {
        session,
      });
      expect(state.body.detail.requiredDocuments.map((rule) => rule.kind)).toEqual([
        'identityCard',
        'bankBook',
      ]);
      for (const kind of ['identityCard', 'bankBook'])
        await server.call('putAffiliateDocument', `/affiliate/application/documents/${kind}`, {
          session,
          method: 'PUT',
          bytes: { data: png(3, 3, [0, 0, 0]), contentType: 'image/png' },
        });
      const sent = await server.call('submitAffiliateApplication', '/affiliate/application', {
        session,
        body: {
          firstname: 'A',
          lastname: 'B',
          nationalId: '1101700207030',
          bankCode: '014',
          accountNumber: '1234567890',
          accountName: 'A B',
        },
      });
      const id = sent.body.detail.application?.id ?? 0;
      const list = await server.call(
        'staffAffiliateApplications',
        '/admin/affiliate-applications',
        staff,
      );
      expect(list.body.detail.map((application) => application.id)).toContain(id);
      const one = await server.call(
        'staffAffiliateApplication',
        `/admin/affiliate-applications/${id}`,
        staff,
      );
      expect(one.body.detail.documents).toHaveLength(2);
      const file = await server.call(
        'staffAffiliateDocument',
        `/admin/affiliate-applications/${id}/documents/identityCard`,
        staff,
      );
      expect(file.body.detail.mediaType).toBe('image/png');
      const refused = await server.call(
        'refuseAffiliateApplication',
        `/admin/affiliate-applications/${id}/refuse`,
        { ...staff, body: { reason: 'unreadable' } },
      );
      expect(refused.body.detail.status).toBe('refused');
      const late = await server.call(
        'verifyAffiliateApplication',
        `/admin/affiliate-applications/${id}/verify`,
        staff,
      );
      expect(late.status).toBe(409);
    });

    it("counts a landing through an affiliate's share; staff confirm the cashback due", async () => {
      const [member] = await server.db.select({ id: users.id }).from(users).limit(1);
      await server.db
        .update(users)
        .set({ affiliateCode: 'CNTRACT2' })
        .where(eq(users.id, member?.id ?? 0));
      const click = await server.call('recordAffiliateClick', '/affiliate/clicks', {
        body: { affiliateCode: 'CNTRACT2', path: '/pd/hN3x9a', referer: 'facebook' },
      });
      expect(click.body.detail.affiliateCode).toBe('CNTRACT2');
      const confirmed = await server.call('confirmCashback', '/admin/cashback/confirm', {
        headers: { 'X-Admin-Token': ADMIN_TOKEN },
        body: { asOf: '2027-01-01T00:00:00.000Z' },
      });
      expect(confirmed.body.detail).toMatchObject({ asOf: '2027-01-01T00:00:00.000Z' });
    });

    it.each(['th', 'en'] as const)(
      'an affiliate reads their figures, ledger, links, sales and buyers (%s)',
      async (culture) => {
        const { session } = await newAffiliate(server);
        const reads: [string, string][] = [
          ['getAffiliateFinance', '/Affiliate/web/getfin/share'],
          ['getAffiliateLedger', '/affiliate/ledger'],
          ['getAffiliateShares', '/affiliate/shares?pageNo=1&perPage=60'],
          ['getAffiliateSales', '/affiliate/sales'],
          ['getAffiliateCustomers', '/affiliate/customers?pageNo=2'],
        ];
        for (const [operationId, url] of reads) {
          const { status, body } = await server.call(operationId as never, url, {
            session,
            culture,
          });
          expect(status, url).toBe(200);
          expect(body.result).toBe(1);
        }
      },
    );
  });

  it('an affiliate withdraws; staff credit them, list, review, approve and transfer it', async () => {
    const affiliate = await newAffiliate(server);
    const sourceId = `contract-${affiliate.userId}`;
    const now = new Date();
    const earned = { userId: affiliate.userId, sourceId, amountSatang: 200_00, now };
    await appendEntry(server.db, { ...earned, kind: 'cashback.waiting' });
    await closeSource(server.db, { kind: 'cashback.confirmed', sourceId, now });
    const asked = await server.call('requestAffiliateWithdrawal', '/affiliate/withdrawals', {
      session: affiliate.session,
      headers: { 'Idempotency-Key': '7d1c3f0e-2b4a-4c5d-9e6f-0a1b2c3d4e5f' },
      body: { amount: 150 },
    });
    expect(asked.body.detail.balance).toBe(50);
    const adjusted = await server.call('adjustAffiliateLedger', '/admin/ledger/adjustments', {
      headers: {
        'X-Admin-Token': ADMIN_TOKEN,
        'Idempotency-Key': '7d1c3f0e-2b4a-4c5d-9e6f-0a1b2c3d4e60',
      },
      body: { affiliateCode: affiliate.affiliateCode, amount: 25, reason: 'bonus' },
    });
    expect(adjusted.body.detail.balance).toBe(75);
    const listed = await server.call('getAffiliateWithdrawals', '/affiliate/withdrawals', {
      session: affiliate.session,
    });
    expect(listed.body.detail.count).toBe(1);
    const staff = { headers: { 'X-Admin-Token': ADMIN_TOKEN } };
    const waiting = await server.call('staffWithdrawals', '/admin/withdrawals', staff);
    expect(waiting.body.detail.map((row) => row.withdrawal.id)).toContain(
      asked.body.detail.withdrawal.id,
    );
    for (const [move, body] of [
      ['review', {}],
      ['approve', {}],
      ['transfer', { reference: 'KB-1' }],
    ] as const) {
      const moved = await server.call(
        'moveWithdrawal',
        `/admin/withdrawals/${asked.body.detail.withdrawal.id}/${move}`,
        { ...staff, body },
      );
      expect(moved.status).toBe(200);
    }
  });

  it('an affiliate places a checkout for a customer, who reads it and pays by its link', async () => {
    const affiliate = await newBuyer(server, await seededProducts(server), {
      urlKey: 'dried-mango-200g',
      quantity: 1,
    });
    await makeAffiliate(server, affiliate.userId);
    const calls = orderCalls(server, affiliate.session, ADMIN_TOKEN);
    const { body } = await calls.calculate({ cartId: affiliate.cartId, paymentTypeId: 1 });
    const placed = await calls.place({
      cartId: affiliate.cartId,
      addressId: affiliate.addressId,
      paymentTypeId: 1,
      expectedTotal: body.detail.grandTotal,
      forCustomer: true,
    });
    const code = placed.body.detail.payment.customerCode ?? '';
    const listed = await server.call('listCustomerOrders', '/affiliate/customer-orders', {
      session: affiliate.session,
    });
    expect(listed.body.detail.count).toBe(1);
    expect((await server.call('getCustomerOrder', `/customer/${code}`)).status).toBe(200);
    const payment = await server.call('getCustomerPayment', `/customer/${code}/payment`);
    expect(payment.body.detail.customerCode).toBe(code);
    const started = await server.call('startCustomerCard', `/customer/${code}/card`);
    expect(started.status).toBe(200);
    const back = await server.call('confirmCustomerCard', `/customer/${code}/card/confirm`);
    expect(back.body.detail.status).toBe('waiting-payment');
    const at = encodeURIComponent(new Date().toISOString());
    const slip = await server.call(
      'uploadCustomerSlip',
      `/customer/${code}/slip?amount=${back.body.detail.amount}&transferredAt=${at}`,
      { bytes: { data: png(8, 8, [10, 120, 200]), contentType: 'image/png' } },
    );
    // Paid by card, the checkout takes no slip: its payment comes back with the 409.
    expect(slip.status).toBe(409);
  });

  it('a member follows an affiliate, who lists their followers; then stops', async () => {
    const affiliate = await newAffiliate(server);
    const { session } = await newShopper(server);
    const path = `/affiliates/${affiliate.affiliateCode}`;
    expect((await server.call('getAffiliateProfile', path)).status).toBe(200);
    const followed = await server.call('followAffiliate', `${path}/follower`, { session });
    expect(followed.body.detail.following).toBe(true);
    const listed = await server.call('getAffiliateFollowers', '/affiliate/followers', {
      session: affiliate.session,
    });
    expect(listed.body.detail.count).toBe(1);
    const stopped = await server.call('unfollowAffiliate', `${path}/follower`, { session });
    expect(stopped.body.detail.followers).toBe(0);
  });

  it('an affiliate connects a page, makes a live post on it, starts and finishes it; anyone reads it', async () => {
    const affiliate = await newAffiliate(server);
    const session = affiliate.session;
    await connectThroughDialog(server.app, session, 'เพจสัญญา');
    const pages = await server.call('listLivePages', '/live/pages', { session });
    const pageId = pages.body.detail[0]?.pageId ?? '';
    await server.app.request(`/stand-in/facebook-page/pages/${pageId}/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'message=live',
    });
    const posts = await server.call('listLivePagePosts', `/live/pages/${pageId}/posts`, {
      session,
    });
    const postId = posts.body.detail[0]?.postId ?? '';
    expect(postId).toMatch(new RegExp(`^${pageId}_`));
    const [product] = await rowsOf<{ id: number; priceSatang: number }>(
      server.db,
      sql`select id, price_satang as "priceSatang" from products p
        where not exists (select 1 from product_attributes a where a.product_id = p.id)
        order by id desc limit 1`,
    );
    const request = {
      name: 'ไลฟ์',
      limitPerPerson: 0,
      pageId,
      postId,
      products: [
        { productId: product?.id ?? 0, keyword: 'A1', price: (product?.priceSatang ?? 0) / 100 },
      ],
    };
    const offered = await server.call('listLiveProducts', '/live/products?search=%E0%B8%99', {
      session,
    });
    expect(offered.body.detail.count).toBeGreaterThan(0);
    const made = await server.call('createLivePost', '/live/posts', { session, body: request });
    const path = `/live/posts/${made.body.detail.id}`;
    expect((await server.call('updateLivePost', path, { session, body: request })).status).toBe(
      200,
    );
    expect(
      (await server.call('listMyLivePosts', '/live/posts', { session })).body.detail.count,
    ).toBe(1);
    expect((await server.call('moveLivePost', `${path}/start`, { session })).status).toBe(200);
    const read = await server.call('getLivePost', `/livePost/${made.body.detail.id}`);
    expect(read.body.detail.isSuccess).toBe(true);
    // A buyer's comment orders; the page's reply (on the stand-in's post) links the order.
    await server.db
      .update(products)
      .set({ stock: 5 })
      .where(eq(products.id, product?.id ?? 0));
    await server.app.request(`/stand-in/facebook-page/posts/${postId}/comments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'ผู้ซื้อ', message: 'CF A1', delivery: 'once' }).toString(),
    });
    const standInPost = await (
      await server.app.request(`/stand-in/facebook-page/posts/${postId}`)
    ).text();
    const [, orderId, code] = /\/live\/order\/1\/(\d+)\?code=([\w-]+)/.exec(standInPost) ?? [];
    const buyer = await newShopper(server);
    const order = await server.call('getLiveOrder', `/live/orders/${orderId}?code=${code}`);
    expect(order.body.detail).toMatchObject({ claim: 'none', status: 'open' });
    const taken = await server.call('claimLiveOrder', `/live/orders/${orderId}/claim`, {
      session: buyer.session,
      body: { code },
    });
    expect(taken.body.detail.claim).toBe('yours');
    const mine = await server.call('listMyLiveOrders', '/live/orders', { session: buyer.session });
    expect(mine.body.detail.count).toBe(1);
    const feed = await server.call('listLiveFeed', '/live/feed/1');
    expect(feed.body.detail.dataList[0]).toMatchObject({ id: made.body.detail.id, active: true });
    expect((await server.call('moveLivePost', `${path}/finish`, { session })).status).toBe(200);
    const comments = await server.call('listLivePostComments', `${path}/comments`, { session });
    expect(comments.body.detail).toMatchObject({ count: 1, dataList: [{ verdict: 'ordered' }] });
  });

  it('a shopper starts a chat with a store, whose seller reads and answers it', async () => {
    const shopper = await newShopper(server);
    const [store] = await rowsOf<{ id: number }>(server.db, sql`select id from stores limit 1`);
    const seller = await newSeller(server, store?.id ?? 0);
    const started = await server.call('startChatConversation', '/chat/conversations', {
      session: shopper.session,
      body: { storeId: store?.id },
    });
    const path = `/chat/conversations/${started.body.detail.id}`;
    const sent = await server.call('sendChatMessage', `${path}/messages`, {
      session: shopper.session,
      body: { clientId: randomUUID(), text: 'สวัสดีค่ะ' },
    });
    expect(sent.body.detail.seq).toBe(1);
    expect(
      (await server.call('chatUnread', '/chat/unread', { session: seller.session })).status,
    ).toBe(200);
    const read = await server.call('readChatConversation', `${path}/read`, {
      session: seller.session,
      body: { seq: 1 },
    });
    expect(read.status).toBe(200);
    const history = await server.call('listChatMessages', `${path}/messages`, {
      session: seller.session,
    });
    expect(history.body.detail.messages).toHaveLength(1);
    const list = await server.call('listChatConversations', '/chat/conversations', {
      session: seller.session,
    });
    expect(list.body.detail.map((c) => c.role)).toContain('seller');
    const picture = await server.call('uploadChatImage', `${path}/images`, {
      session: seller.session,
      bytes: { data: png(16, 16, [240, 160, 40]), contentType: 'image/png' },
    });
    expect(picture.body.detail).toMatchObject({ width: 16, height: 16 });
    const answered = await server.call('sendChatMessage', `${path}/messages`, {
      session: seller.session,
      body: { clientId: randomUUID(), imageName: picture.body.detail.name },
    });
    expect(answered.body.detail).toMatchObject({ seq: 2, text: '', image: picture.body.detail });
  });

  it('a shopper lists the coupons they can use now', async () => {
    const { session } = await newShopper(server);
    const coupons = await server.call('listMyCoupons', '/user/coupons', { session });
    expect(coupons.body.detail.map((coupon) => coupon.code)).toContain('HONEY10');
  });

  it('a shopper keeps a product on the wishlist, lists it and takes it off', async () => {
    const { session } = await newShopper(server);
    const [product] = await rowsOf<{ id: number }>(server.db, sql`select id from products limit 1`);
    const id = product?.id ?? 0;
    const saved = await server.call('saveWishListProduct', `/product/SaveWishList/${id}`, {
      session,
    });
    expect(saved.body.detail).toBeNull();
    const ids = await server.call('listWishListProductIds', '/product/WishlistProductIds', {
      session,
    });
    expect(ids.body.detail).toEqual({ dataList: [id], count: 1 });
    const cards = await server.call('listWishList', '/product/WishList', { session });
    expect(cards.body.detail.dataList.map((card) => card.id)).toEqual([id]);
    const removed = await server.call('removeWishListProduct', `/product/RemoveWishList/${id}`, {
      session,
    });
    expect(removed.status).toBe(200);
  });

  it('a buyer asks to return a delivered order with a photo; staff accept and receive it', async () => {
    const buyer = await newBuyer(server, await seededProducts(server), {
      urlKey: 'longan-honey-sticks-20',
      quantity: 2,
    });
    const calls = orderCalls(server, buyer.session, ADMIN_TOKEN);
    const [orderId = 0] = (await calls.checkOut(buyer, 2)).body.detail.payment.orderIds;
    for (const action of ['confirm-payment', 'ship', 'deliver'])
      expect((await calls.staff(orderId, action)).status).toBe(200);
    const session = { session: buyer.session };
    const reasons = await server.call('listReturnReasons', '/returns/reasons');
    const photo = await server.call('uploadReturnPhoto', '/returns/photos', {
      ...session,
      bytes: { data: png(8, 8, [10, 120, 200]), contentType: 'image/png' },
    });
    const lineId = (await calls.order(orderId)).body.detail.products[0]?.lineId ?? 0;
    const asked = await server.call('createReturn', `/Order/${orderId}/return`, {
      ...session,
      body: {
        lines: [{ lineId, quantity: 1 }],
        reason: reasons.body.detail[0]?.code,
        details: 'ซองรั่ว',
        photoNames: [photo.body.detail.name],
        refundTo: {
          kind: 'bank',
          bankName: 'KBank',
          accountName: 'สมศรี',
          accountNumber: '1234567890',
        },
      },
    });
    const id = asked.body.detail.id;
    expect((await server.call('listReturns', '/returns', session)).body.detail.count).toBe(1);
    expect((await server.call('getReturn', `/returns/${id}`, session)).body.detail).toEqual(
      asked.body.detail,
    );
    const staff = { headers: { 'X-Admin-Token': ADMIN_TOKEN } };
    const waiting = await server.call('staffReturns', '/admin/returns?status=waiting', staff);
    expect(waiting.body.detail.map((row) => row.returnRequest.id)).toContain(id);
    const one = await server.call('staffReturn', `/admin/returns/${id}`, staff);
    expect(one.body.detail.returnRequest).toEqual(asked.body.detail);
    const name = photo.body.detail.name;
    const kept = await server.call(
      'staffReturnPhoto',
      `/admin/returns/${id}/photos/${name}`,
      staff,
    );
    expect(kept.body.detail.mediaType).toBe('image/webp');
    for (const [move, body] of [
      ['accept', {}],
      ['receive', { reference: 'KB-9' }],
    ] as const) {
      const moved = await server.call('moveReturn', `/admin/returns/${id}/${move}`, {
        ...staff,
        body,
      });
      expect(moved.status).toBe(200);
    }
  });

  it('a buyer reviews a delivered product with a photo; the seller answers; staff hide it', async () => {
    const buyer = await newBuyer(server, await seededProducts(server), {
      urlKey: 'longan-honey-sticks-20',
      quantity: 1,
    });
    const calls = orderCalls(server, buyer.session, ADMIN_TOKEN);
    const [orderId = 0] = (await calls.checkOut(buyer, 2)).body.detail.payment.orderIds;
    for (const action of ['confirm-payment', 'ship', 'deliver'])
      expect((await calls.staff(orderId, action)).status).toBe(200);
    const session = { session: buyer.session };
    const line = (await calls.order(orderId)).body.detail.products[0];
    const productId = line?.productId ?? 0;
    const photo = await server.call('uploadReviewPhoto', '/reviews/photos', {
      ...session,
      bytes: { data: png(8, 8, [200, 120, 10]), contentType: 'image/png' },
    });
    const url = `/orders/${orderId}/products/${productId}/review`;
    const written = await server.call('writeReview', url, {
      ...session,
      body: { stars: 4, text: 'หวานกำลังดี', photoNames: [photo.body.detail.name] },
    });
    expect(written.status).toBe(200);
    expect((await server.call('getMyReview', url, session)).body.detail).toEqual(
      written.body.detail,
    );
    const listed = await server.call(
      'listProductReviews',
      `/product/${line?.urlKey}/reviews?filter=with-photos`,
    );
    expect(listed.body.detail.dataList[0]?.id).toBe(written.body.detail.id);
    const [product] = await rowsOf<{ storeId: number }>(
      server.db,
      sql`select store_id as "storeId" from products where id = ${productId}`,
    );
    const seller = await newSeller(server, product?.storeId ?? 0);
    const id = written.body.detail.id;
    const answered = await server.call('answerReview', `/seller/reviews/${id}/answer`, {
      session: seller.session,
      body: { answer: 'ขอบคุณค่ะ' },
    });
    expect(answered.status).toBe(200);
    const hidden = await server.call('hideReview', `/admin/reviews/${id}/hide`, {
      headers: { 'X-Admin-Token': ADMIN_TOKEN },
      body: { reason: 'ทดสอบ' },
    });
    expect(hidden.body.detail.hiddenReason).toBe('ทดสอบ');
  });

  it('exercises every operation of the contract', () => {
    const untested = operations.map((op) => op.operationId).filter((id) => !server.called.has(id));
    expect(untested).toEqual([]);
  });
});
