// Outbound e-mail: through a real SMTP server when SMTP_URL is set (one started here, on a random
// loopback port, that asks for the URL's user and password), to the outbox when not. The
// password reset and the buyer's order-placed and payment-confirmed mails, each in the language
// of the request that asked for it or placed the order; what arrived is read as a mail client
// reads it (mailparser), not as nodemailer wrote it. SMS stays in the outbox either way.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { payments } from '../../server/db/schema-orders.ts';
import { mailOrderPlaced, mailPaymentConfirmed } from '../../server/features/orders/order-mail.ts';
import type { OutgoingMessage } from '../../server/features/shared/messaging.ts';
import { messagesTo, newPhone, sendCode } from './support/accounts.ts';
import { newShopper, type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import {
  BOOT_TIMEOUT,
  bootTestServer,
  type CallOptions,
  DRIVERS,
  type TestServer,
  useTestServer,
} from './support/server.ts';

const PUBLIC_URL = 'https://shop.example.test';
const MAIL_FROM = 'Storefront Test <no-reply@shop.example.test>';
const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };
const LEMONADE = { urlKey: 'butterfly-pea-lemonade', option: 'Pack of 6', quantity: 1 };
const CARD = 1;
const TRANSFER = 2;
/** Recipients the SMTP server refuses (550), as a mail server does an unknown mailbox. */
const REFUSED = 'refused.';

interface Arrived {
  /** The envelope's recipients and the user the client authenticated as. */
  rcptTo: string[];
  user: unknown;
  mail: ParsedMail;
}

/** An SMTP server on a random loopback port that keeps every message it is given. */
async function startMailServer() {
  const arrived: Arrived[] = [];
  const smtp = new SMTPServer({
    // Plain SMTP on loopback, with the login the URL carries.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'shop' && auth.password === 's3cret') done(null, { user: 'shop' });
      else done(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, done) {
      if (address.address.startsWith(REFUSED)) done(new Error('No such mailbox'));
      else done();
    },
    onData(stream, session, done) {
      simpleParser(stream).then((mail) => {
        const rcptTo = session.envelope.rcptTo.map((each) => each.address);
        arrived.push({ rcptTo, user: session.user, mail });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://shop:s3cret@127.0.0.1:${port}`,
    arrived,
    /** Every message to `to` whose subject has `subject` in it. */
    to: (to: string, subject = '') =>
      arrived.filter((each) => each.rcptTo.includes(to) && each.mail.subject?.includes(subject)),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

const emailOf = async (server: TestServer, userId: number) => {
  const [user] = await server.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email) throw new Error('the buyer has no e-mail');
  return user.email;
};

/** Waits for what arrives in the background (the order mails are not awaited by the answer). */
const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** The buyer's checkout placed in `culture` (its idempotency key too, for a replay). */
async function placeIn(
  server: TestServer,
  catalogue: Map<string, SeedProduct>,
  culture: CallOptions['culture'],
  paymentTypeId: number,
  ...lines: (typeof HONEY | typeof LEMONADE)[]
) {
  const buyer = await newBuyer(server, catalogue, ...lines);
  const calls = orderCalls(server, buyer.session);
  const { body } = await calls.calculate({ cartId: buyer.cartId, paymentTypeId });
  const request = {
    cartId: buyer.cartId,
    addressId: buyer.addressId,
    paymentTypeId,
    expectedTotal: body.detail.grandTotal,
  };
  const key = randomUUID();
  const placed = await calls.place(request, key, { culture });
  expect(placed.status).toBe(200);
  const payment = placed.body.detail.payment;
  return {
    buyer,
    calls,
    payment,
    email: await emailOf(server, buyer.userId),
    replay: () => calls.place(request, key, { culture }),
  };
}

/** The Thai (Buddhist-era) year of an instant in Bangkok. */
const thaiYear = (iso: string) =>
  String(Number(new Date(Date.parse(iso) + 7 * 3600_000).getUTCFullYear()) + 543);

describe.each(DRIVERS)('on %s', (driver) => {
  describe('with SMTP_URL', () => {
    let mailServer: Awaited<ReturnType<typeof startMailServer>>;
    let server: TestServer;
    let catalogue: Map<string, SeedProduct>;
    const logged: string[] = [];
    beforeAll(async () => {
      mailServer = await startMailServer();
      server = await bootTestServer(driver, {
        adminToken: STAFF_TOKEN,
        publicUrl: PUBLIC_URL,
        smtpUrl: mailServer.url,
        mailFrom: MAIL_FROM,
        log: (message) => logged.push(message),
      });
      catalogue = await seededProducts(server);
    }, BOOT_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await mailServer?.close();
    });

    it('sends the password reset by SMTP in the language asked, and nothing to the outbox; SMS codes still go there', async () => {
      const { email } = await accountWithEmail(server);
      const forgot = (culture: CallOptions['culture']) =>
        server.call('forgotPassword', '/ForgotPassword', { body: { email }, culture });
      expect((await forgot('th')).status).toBe(200);
      // The reset's answer waits for its mail: it has arrived by now.
      const [thai] = mailServer.to(email);
      expect(thai?.user).toBe('shop');
      expect(thai?.mail.from?.value).toEqual([
        { name: 'Storefront Test', address: 'no-reply@shop.example.test' },
      ]);
      expect(thai?.mail.subject).toBe('ตั้งรหัสผ่านใหม่');
      expect(thai?.mail.text).toMatch(
        new RegExp(
          `^เปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่: ${PUBLIC_URL}/user/resetpassword/[\\w-]+\\s*$`,
        ),
      );
      expect((await forgot('en')).status).toBe(200);
      expect(mailServer.to(email, 'Reset your password')[0]?.mail.text).toContain(
        `Open this link within an hour to choose a new password: ${PUBLIC_URL}/user/resetpassword/`,
      );
      expect(await messagesTo(server, email, 'email')).toEqual([]);

      const { code } = await sendCode(server, newPhone());
      expect(code).toMatch(/^\d{6}$/);
    });

    it('tells a Thai buyer of the order placed and of the payment confirmed, in Thai, once each', async () => {
      const { payment, email, calls, replay } = await placeIn(
        server,
        catalogue,
        'th',
        TRANSFER,
        HONEY,
        LEMONADE,
      );
      const ref = payment.referenceCode;
      const [honeyOrder = 0, lemonadeOrder = 0] = payment.orderIds;
      // A retry of the same placement answers it again and mails nothing.
      expect((await replay()).body.detail.payment.referenceCode).toBe(ref);

      const placed = await eventually(() => {
        const [mail] = mailServer.to(email, ref);
        if (!mail) throw new Error('not yet');
        return mail.mail;
      });
      expect(placed.subject).toBe(`ได้รับคำสั่งซื้อ ${ref} แล้ว`);
      const text = placed.text ?? '';
      expect(text).toContain(`เลขที่อ้างอิง: ${ref}`);
      // Each seller's order: its lines, shipping, total and page in My orders.
      expect(text).toContain(`คำสั่งซื้อ #${honeyOrder}`);
      expect(text).toContain(`ค่าจัดส่ง (`);
      expect(text).toContain('ยอดรวม: 770.00 บาท');
      expect(text).toContain(`${PUBLIC_URL}/user/profile/my-order/${honeyOrder}`);
      expect(text).toContain(`คำสั่งซื้อ #${lemonadeOrder}`);
      expect(text).toContain('ยอดรวม: 177.50 บาท');
      expect(text).toContain(`${PUBLIC_URL}/user/profile/my-order/${lemonadeOrder}`);
      // What is due, how, by when (Bangkok time, Buddhist-era year), and where the slip goes.
      expect(text).toContain('ยอดที่ต้องชำระ: 947.50 บาท');
      expect(text).toContain('โอน 947.50 บาท ผ่านธนาคารหรือสแกน QR พร้อมเพย์ ภายใน ');
      expect(text).toContain(thaiYear(payment.expiresAt ?? ''));
      expect(text).toContain(`${PUBLIC_URL}/payment/slip/${payment.cartId}`);

      // Staff work in English; the buyer is still written to in Thai, once.
      expect((await calls.staff(honeyOrder, 'confirm-payment')).body.detail.statusId).toBe(3);
      expect((await calls.staff(lemonadeOrder, 'confirm-payment')).status).toBe(409);
      const paid = await eventually(() => {
        const [mail] = mailServer.to(email, `ชำระเงินคำสั่งซื้อ ${ref}`);
        if (!mail) throw new Error('not yet');
        return mail.mail;
      });
      expect(paid.subject).toBe(`ชำระเงินคำสั่งซื้อ ${ref} เรียบร้อยแล้ว`);
      expect(paid.text).toContain('เราได้รับการชำระเงิน 947.50 บาท ของคุณแล้ว');
      expect(paid.text).toContain(`${PUBLIC_URL}/user/profile/my-order/${honeyOrder}`);
      expect(paid.text).toContain(`${PUBLIC_URL}/user/profile/my-order/${lemonadeOrder}`);
      // Give a stray second mail the time to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailServer.to(email, ref)).toHaveLength(2);
    });

    it('writes to an English buyer paying by card in English, with the order page to pay on', async () => {
      const { payment, email } = await placeIn(server, catalogue, 'en', CARD, HONEY);
      const ref = payment.referenceCode;
      const mail = await eventually(() => {
        const [arrived] = mailServer.to(email, ref);
        if (!arrived) throw new Error('not yet');
        return arrived.mail;
      });
      expect(mail.subject).toBe(`Order ${ref} placed`);
      expect(mail.text).toContain('Thank you for your order.');
      expect(mail.text).toContain('Wild Forest Honey');
      expect(mail.text).toContain('Total: 770.00 baht');
      expect(mail.text).toContain('Amount due: 770.00 baht');
      expect(mail.text).toMatch(
        new RegExp(
          `Pay 770\\.00 baht by credit or debit card by \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} on the order's page: ${PUBLIC_URL}/user/profile/my-order/${payment.orderIds[0]}`,
        ),
      );
    });

    it('answers the placement and the reset alike when the mail server refuses: the failure is logged', async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const refused = `${REFUSED}${buyer.userId}@example.com`;
      await server.db.update(users).set({ email: refused }).where(eq(users.id, buyer.userId));
      const calls = orderCalls(server, buyer.session);
      const placed = await calls.checkOut(buyer, TRANSFER);
      expect(placed.status).toBe(200);
      const ref = placed.body.detail.payment.referenceCode;
      await eventually(() =>
        expect(logged).toContain(`E-mail to ${refused} not sent (Order ${ref} placed)`),
      );
      const forgot = await server.call('forgotPassword', '/ForgotPassword', {
        body: { email: refused },
      });
      expect(forgot.status).toBe(200);
      expect(logged).toContain(`E-mail to ${refused} not sent (Reset your password)`);
      expect(mailServer.arrived.some((each) => each.rcptTo.includes(refused))).toBe(false);
    });
  });

  describe('without SMTP_URL', () => {
    const server = useTestServer(driver, { adminToken: STAFF_TOKEN, publicUrl: PUBLIC_URL });
    let catalogue: Map<string, SeedProduct>;
    beforeAll(async () => {
      catalogue = await seededProducts(server);
    });

    it('writes the reset and the order mails to the outbox, as before', async () => {
      const { email } = await accountWithEmail(server);
      await server.call('forgotPassword', '/ForgotPassword', { body: { email } });
      const [reset] = await messagesTo(server, email, 'email');
      expect(reset?.subject).toBe('Reset your password');
      expect(reset?.data.path).toMatch(/^\/user\/resetpassword\//);

      const {
        payment,
        email: buyerEmail,
        calls,
      } = await placeIn(server, catalogue, 'en', TRANSFER, HONEY);
      const ref = payment.referenceCode;
      const [orderId = 0] = payment.orderIds;
      expect((await calls.staff(orderId, 'confirm-payment')).status).toBe(200);
      const mails = await eventually(async () => {
        const rows = await messagesTo(server, buyerEmail, 'email');
        expect(rows).toHaveLength(2);
        return rows.sort((a, b) => a.id - b.id);
      });
      expect(mails.map((row) => row.subject)).toEqual([
        `Order ${ref} placed`,
        `Payment for order ${ref} confirmed`,
      ]);
      expect(mails[0]?.text).toContain(`${PUBLIC_URL}/payment/slip/${payment.cartId}`);
      expect(mails[1]?.data).toEqual({
        referenceCode: ref,
        link: `${PUBLIC_URL}/user/profile/my-order/${orderId}`,
        path: `/user/profile/my-order/${orderId}`,
      });
    });

    it('sends a buyer without an e-mail none, and never rejects, even when the provider fails', async () => {
      const { payment, buyer } = await placeIn(server, catalogue, 'th', TRANSFER, HONEY);
      const [row] = await server.db
        .select({ id: payments.id, culture: payments.culture })
        .from(payments)
        .where(eq(payments.referenceCode, payment.referenceCode));
      const paymentId = row?.id ?? 0;
      expect(row?.culture).toBe('th');
      const sent: OutgoingMessage[] = [];
      const failures: string[] = [];
      const deps = (send: (message: OutgoingMessage) => Promise<void>) => ({
        messaging: { sms: { send }, email: { send } },
        publicUrl: PUBLIC_URL,
        now: () => new Date(),
        log: (message: string) => failures.push(message),
      });
      const recording = deps(async (message) => {
        sent.push(message);
      });
      await mailOrderPlaced(server.db, recording, paymentId);
      expect(sent.map((message) => message.subject)).toEqual([
        `ได้รับคำสั่งซื้อ ${payment.referenceCode} แล้ว`,
      ]);

      const failing = deps(() => Promise.reject(new Error('the mail service is down')));
      await expect(mailPaymentConfirmed(server.db, failing, paymentId)).resolves.toBeUndefined();
      expect(failures).toEqual([
        `The payment confirmed e-mail of payment ${paymentId} was not sent`,
      ]);

      await server.db.update(users).set({ email: null }).where(eq(users.id, buyer.userId));
      await mailOrderPlaced(server.db, recording, paymentId);
      await mailPaymentConfirmed(server.db, recording, paymentId);
      expect(sent).toHaveLength(1);
    });
  });
});

/** An account with an e-mail (a cart shopper of support/cart.ts), for the reset. */
async function accountWithEmail(server: TestServer) {
  const shopper = await newShopper(server);
  return { ...shopper, email: await emailOf(server, shopper.userId) };
}
