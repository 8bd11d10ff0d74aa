import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { AnyMachineSnapshot } from 'xstate';
import { returnReasons, sampleBank } from '../../../machines/qa/return-request-samples';
import {
  type ReturnRequestContext,
  STATUS_POLL_MS,
  TOO_MANY_FILES,
} from '../../../machines/return-request/return-request.machine';
import {
  accountDigitsOf,
  type Order,
  type ReturnInput,
  type ReturnStatus,
  returnableLines,
} from '../../../machines/return-request/return-request-rules';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import { expect } from '../support/fixtures.ts';
import { moveOrder, placeCheckout, postApi } from '../support/orders.ts';
import { API_HEADERS } from '../support/samples.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { E2E_ADMIN_TOKEN } from '../support/staff.ts';
import { exact } from './account-screens.ts';
import { answeredStatus } from './return-request-story.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

// A delivered order's return request on /product/return/{orderId}, against the real server: a
// new shopper's order of one product, paid (by transfer, or by card when the path's first read
// names a card order) and delivered by staff. The machine's calls are held (the order's read,
// the photo, the request sent, the request read), then let through, dropped, or sent on changed
// so the server itself refuses it. What an answer names is made so first: a request created by
// the API (the shopper's other tab) for an order that has one, staff's accept, refuse or receive
// for its status, the receipt confirmed for an order that can no longer be returned. The page's
// clock moves the 30 s poll on.

/** The held calls, by the name the path's steps use. */
const ORDER = 'order';
const PHOTO = 'photo';
const CREATE = 'create';
const RETURN = 'return';

const WORDS = {
  title: 'ขอคืนสินค้า/คืนเงิน คำสั่งซื้อ #',
  loading: 'กำลังโหลดคำสั่งซื้อ…',
  loadFailed: 'โหลดคำสั่งซื้อไม่สำเร็จ',
  retry: 'ลองใหม่',
  next: 'ถัดไป',
  addPhoto: 'เพิ่มรูปภาพ',
  uploading: 'กำลังอัปโหลด…',
  removePhoto: 'ลบรูปที่ 1',
  tooManyFiles: 'จำนวนไฟล์เกินกำหนด แนบรูปได้ไม่เกิน 5 รูป',
  details: 'รายละเอียด',
  toCard: 'คืนเข้าบัตรที่ใช้ชำระ',
  toBank: 'โอนเข้าบัญชีธนาคาร',
  bank: 'ธนาคาร',
  accountName: 'ชื่อบัญชี',
  accountNumber: 'เลขที่บัญชี',
  summary: 'ตรวจสอบคำขอคืนสินค้า',
  back: 'ย้อนกลับ',
  confirm: 'ยืนยันคำขอคืนสินค้า',
  sending: 'กำลังส่งคำขอ…',
  reading: 'กำลังโหลดคำขอคืนสินค้า…',
  readFailed: 'โหลดคำขอคืนสินค้าไม่สำเร็จ',
  refresh: 'ดูสถานะล่าสุด',
  refreshing: 'กำลังโหลด…',
  refusedBecause: 'ไม่อนุมัติคำขอ:',
};

/** The server's labels of a request's status (Thai). */
const STATUS_LABEL: Record<ReturnStatus, string> = {
  waiting: 'รอการตรวจสอบ',
  'in-progress': 'กำลังดำเนินการ',
  completed: 'คืนเงินเรียบร้อย',
  refused: 'ไม่อนุมัติ',
};

/** Why an order cannot be returned, as the page words it (return-words.ts). */
const UNAVAILABLE =
  /ยังไม่ถึงมือคุณ ขอคืนสินค้าได้เมื่อได้รับสินค้าแล้ว|คุณยืนยันการรับสินค้าแล้ว จึงไม่สามารถขอคืนสินค้าได้|เกิน 7 วันหลังได้รับสินค้าแล้ว จึงไม่สามารถขอคืนสินค้าได้/;

const asStaff = { 'X-Admin-Token': E2E_ADMIN_TOKEN };

const main = (screen: Screen) => screen.page.getByRole('main');
const mainButton = (screen: Screen, name: string) => main(screen).getByRole('button', exact(name));
const form = (screen: Screen) => main(screen).locator('form.return-form');
const photosField = (screen: Screen) =>
  form(screen)
    .locator('fieldset')
    .filter({ hasText: /รูปภาพ \(\d\/5\)/ });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ReturnRequestContext;

/** A real photo, as a shopper would choose one: a small PNG. */
const photoFile = async () => ({
  name: 'cracked.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#884422' } })
    .png()
    .toBuffer(),
});

/** The shopper's order as the server has it now. */
async function orderNow(api: APIRequestContext, orderId: string): Promise<Order> {
  const answer = await api.get(`/api/Order/${orderId}`, { headers: API_HEADERS });
  return (await answer.json()).detail;
}

/** The order's request, sent by the shopper's other tab: its id kept. */
async function createByApi(screen: Screen, memory: Record<string, string>) {
  if (memory.returnId) return;
  const api = screen.page.request;
  const order = await orderNow(api, memory.orderId ?? '');
  const [line] = returnableLines(order);
  const body: ReturnInput = {
    lines: [{ lineId: line?.lineId ?? 0, quantity: 1 }],
    reason: 'damaged',
    details: 'ขวดแตกระหว่างขนส่ง',
    photoNames: [],
    refundTo: { ...sampleBank, accountNumber: accountDigitsOf(sampleBank.accountNumber) },
  };
  const created = await postApi<{ id: number }>(api, `/Order/${memory.orderId}/return`, body);
  memory.returnId = String(created.id);
  memory.status = 'waiting';
}

/** The id of the request the page sent, read from the shopper's requests once it is there. */
async function sentRequest(screen: Screen, memory: Record<string, string>) {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const answer = await screen.page.request.get('/api/returns', { headers: API_HEADERS });
      id = ((await answer.json()).detail.dataList as { id: number }[])[0]?.id;
      return id;
    })
    .toBeDefined();
  memory.returnId = String(id);
  memory.status = 'waiting';
}

/** Staff move the server's request on to `wanted` (accept, then receive or refuse). */
async function bringRequestTo(
  screen: Screen,
  memory: Record<string, string>,
  wanted: ReturnStatus,
) {
  const api = screen.page.request;
  const move = (action: string, data: unknown) =>
    postApi(api, `/admin/returns/${memory.returnId}/${action}`, data, asStaff);
  if (memory.status === wanted) return;
  if (wanted === 'refused') await move('refuse', { reason: 'สินค้าที่ส่งคืนไม่ตรงกับรูปที่แนบ' });
  else {
    if (memory.status === 'waiting') await move('accept', {});
    if (wanted === 'completed') await move('receive', { reference: 'KB-77' });
  }
  memory.status = wanted;
}

/** The receipt confirmed by the shopper (another tab): the order can no longer be returned. */
async function confirmReceipt(screen: Screen, memory: Record<string, string>) {
  if (memory.received) return;
  await postApi(screen.page.request, `/Order/${memory.orderId}/confirm-receipt`);
  memory.received = 'yes';
}

/** The server made to answer what the order's read says, then the read let through. */
async function answerOrder({ screen, event, memory }: StepContext) {
  const order = event.output.order as Order;
  if (order.returnRequest) {
    await createByApi(screen, memory);
    await bringRequestTo(screen, memory, order.returnRequest.status);
  } else if (!order.canReturn) await confirmReceipt(screen, memory);
  await screen.pass(ORDER);
}

/** Staff bring the request to the status the read answers, then the read goes through. */
async function answerRead({ screen, event, memory }: StepContext) {
  const status = answeredStatus(event);
  if (status) await bringRequestTo(screen, memory, status);
  await screen.pass(RETURN);
}

/** The request's status on the page, and whether it can be read again there. */
async function expectFollowing(screen: Screen, snapshot: AnyMachineSnapshot, open: boolean) {
  const status = contextOf(snapshot).returnRequest?.status ?? 'waiting';
  const heading = main(screen).locator('#return-follow-title');
  await expect(heading).toContainText(STATUS_LABEL[status]);
  await expect(form(screen)).toHaveCount(0);
  if (open) await expect(mainButton(screen, WORDS.refresh)).toBeEnabled();
  else await expect(mainButton(screen, WORDS.refresh)).toHaveCount(0);
}

/** The form as the machine has it: its photos, what it says is missing or refused. */
async function expectForm(screen: Screen, snapshot: AnyMachineSnapshot) {
  const context = contextOf(snapshot);
  await expect(
    photosField(screen).getByText(`รูปภาพ (${context.photos.length}/5)`, { exact: true }),
  ).toBeVisible();
  await expect(photosField(screen).getByRole('listitem')).toHaveCount(context.photos.length);
  const photoAlert = photosField(screen).getByRole('alert');
  // A sixth photo is the page's own words; a refused one the server's (not the sample's).
  if (context.photoError === null) await expect(photoAlert).toHaveCount(0);
  else if (context.photoError.errorCode === TOO_MANY_FILES)
    await expect(photoAlert).toHaveText(WORDS.tooManyFiles);
  else {
    await expect(photoAlert).toBeVisible();
    await expect(photoAlert).not.toHaveText(WORDS.tooManyFiles);
  }
  // Under the fields: what going on found missing, and the server's words on a refused field.
  const underFields = form(screen).locator('p.field-error:not([role="alert"])');
  if (context.fieldErrors.length > 0) await expect(underFields.first()).toBeVisible();
  else await expect(underFields).toHaveCount(context.problems.length);
  // Above the form: a refusal that names no field.
  const general = form(screen).locator(':scope > [role="alert"]');
  await expect(general).toHaveCount(context.errorCode && context.fieldErrors.length === 0 ? 1 : 0);
}

export const returnRequestScreens: ScreenModel = {
  async open(screen, _input, memory, events) {
    const { page } = screen;
    await signInNewShopper(page);
    const read = events.find((event) => event.type === 'xstate.done.actor.loadOrder');
    const kind =
      (read?.output.order as Order | undefined)?.paymentKind === 'card' ? 'card' : 'transfer';
    const { payment } = await placeCheckout(page.request, kind, 'th');
    const orderId = payment.orderIds[0] ?? 0;
    for (const move of ['confirm-payment', 'ship', 'deliver'] as const)
      await moveOrder(page.request, orderId, move);
    memory.orderId = String(orderId);
    await screen.hold('/Order/*', (request) => request.method() === 'GET', ORDER);
    await screen.hold('/returns/photos', (request) => request.method() === 'POST', PHOTO);
    await screen.hold('/Order/*/return', (request) => request.method() === 'POST', CREATE);
    await screen.hold(
      '/returns/*',
      (request) =>
        request.method() === 'GET' && /\/returns\/\d+$/.test(new URL(request.url()).pathname),
      RETURN,
    );
    await page.clock.install();
    // Not startOn: its wait for the network to settle would wait out the held calls.
    await visitorCookies(page, 'th', screen.baseURL);
    await page.goto(withoutPopup(`/product/return/${orderId}`));
    await expect(
      main(screen).getByRole('heading', { level: 1, ...exact(`${WORDS.title}${orderId}`) }),
    ).toBeVisible();
  },
  states: {
    'returnRequest.loading': async (screen) => {
      await expect(main(screen).locator('section[aria-busy="true"]')).toBeVisible();
      await expect(
        main(screen).getByRole('status').filter({ hasText: WORDS.loading }),
      ).toBeVisible();
    },
    'returnRequest.loadFailed': async (screen) => {
      await expect(main(screen).getByRole('alert')).toContainText(WORDS.loadFailed);
      await expect(mainButton(screen, WORDS.retry)).toBeVisible();
    },
    // The server's reason, not always the sample's: its clock is the real one, so an order past
    // its 7 days is made one whose receipt was confirmed.
    'returnRequest.unavailable': async (screen) => {
      await expect(main(screen).locator('.alert--warning')).toHaveText(UNAVAILABLE);
      await expect(form(screen)).toHaveCount(0);
    },
    'returnRequest.editing.idle': async (screen, snapshot) => {
      await expect(mainButton(screen, WORDS.next)).toBeEnabled();
      await expect(form(screen).getByText(WORDS.addPhoto, { exact: true })).toBeVisible();
      await expectForm(screen, snapshot);
    },
    // One photo at a time: the form can be edited meanwhile, not sent.
    'returnRequest.editing.uploading': async (screen, snapshot) => {
      await expect(mainButton(screen, WORDS.next)).toBeDisabled();
      await expect(form(screen).getByText(WORDS.uploading, { exact: true })).toBeVisible();
      await expectForm(screen, snapshot);
    },
    'returnRequest.confirming': async (screen, snapshot) => {
      await expect(main(screen).getByRole('heading', exact(WORDS.summary))).toBeVisible();
      await expect(mainButton(screen, WORDS.confirm)).toBeEnabled();
      await expect(mainButton(screen, WORDS.back)).toBeEnabled();
      const problem = main(screen).locator('.return-summary [role="alert"]');
      await expect(problem).toHaveCount(contextOf(snapshot).errorCode ? 1 : 0);
    },
    'returnRequest.submitting': async (screen) => {
      await expect(main(screen).locator('section[aria-busy="true"]')).toBeVisible();
      await expect(mainButton(screen, WORDS.sending)).toBeDisabled();
      await expect(mainButton(screen, WORDS.back)).toBeDisabled();
    },
    'returnRequest.following.reading': async (screen) => {
      await expect(
        main(screen).getByRole('status').filter({ hasText: WORDS.reading }),
      ).toBeVisible();
    },
    'returnRequest.following.readFailed': async (screen) => {
      await expect(main(screen).getByRole('alert')).toContainText(WORDS.readFailed);
      await expect(mainButton(screen, WORDS.retry)).toBeVisible();
    },
    'returnRequest.following.waitingForReview': (screen, snapshot) =>
      expectFollowing(screen, snapshot, true),
    'returnRequest.following.inProgress': (screen, snapshot) =>
      expectFollowing(screen, snapshot, true),
    // Read again: the request as last read, and no read to ask for meanwhile (the page drops
    // its button while the read runs: ReturnFollow's busy label is never shown).
    'returnRequest.following.refreshing': async (screen, snapshot) => {
      const status = contextOf(snapshot).returnRequest?.status ?? 'waiting';
      await expect(main(screen).locator('#return-follow-title')).toContainText(
        STATUS_LABEL[status],
      );
      await expect(mainButton(screen, WORDS.refresh)).toHaveCount(0);
      const busy = mainButton(screen, WORDS.refreshing);
      if (await busy.count()) await expect(busy).toBeDisabled();
    },
    'returnRequest.following.completed': (screen, snapshot) =>
      expectFollowing(screen, snapshot, false),
    'returnRequest.following.refused': async (screen, snapshot) => {
      await expectFollowing(screen, snapshot, false);
      await expect(main(screen).locator('.return-follow')).toContainText(WORDS.refusedBecause);
    },
  },
  events: {
    'xstate.done.actor.loadOrder': answerOrder,
    'xstate.error.actor.loadOrder': ({ screen }) => screen.drop(ORDER),
    'return.retry': ({ screen }) => mainButton(screen, WORDS.retry).click(),
    // The order's one product (bought once): ticked, all of it goes back; unticked, none.
    'return.lineSet': async ({ screen, event }) => {
      const line = form(screen).getByRole('checkbox').first();
      if (event.quantity > 0) await line.check();
      else await line.uncheck();
    },
    'return.reasonChosen': async ({ screen, event }) => {
      const name = returnReasons.find((reason) => reason.code === event.reason)?.name ?? '';
      await form(screen).getByRole('radio', exact(name)).check();
    },
    'return.detailsChanged': ({ screen, event }) =>
      form(screen).getByRole('textbox', exact(WORDS.details)).fill(event.details),
    'return.refundToChanged': async ({ screen, event }) => {
      const to = event.refundTo as ReturnInput['refundTo'];
      if (to.kind === 'card') {
        await form(screen).getByRole('radio', exact(WORDS.toCard)).check();
        return;
      }
      // A card order offers the bank beside the card; any other has the bank alone.
      const bank = form(screen).getByRole('radio', exact(WORDS.toBank));
      if (await bank.count()) await bank.check();
      const field = (name: string) => form(screen).getByRole('textbox', exact(name));
      await field(WORDS.bank).fill(to.bankName);
      await field(WORDS.accountName).fill(to.accountName);
      await field(WORDS.accountNumber).fill(to.accountNumber);
    },
    'return.photoChosen': async ({ screen }) =>
      form(screen)
        .getByLabel(WORDS.addPhoto, { exact: true })
        .setInputFiles(await photoFile()),
    'xstate.done.actor.uploadPhoto': ({ screen }) => screen.pass(PHOTO),
    // Bytes that are no picture: the server's own refusal.
    'xstate.error.actor.uploadPhoto': ({ screen }) =>
      screen.passChanged(PHOTO, () => ({ postData: 'not a picture' })),
    // With no photo it changes nothing, and there is nothing to press (the playable rule).
    'return.photoRemoved': async ({ screen }) => {
      const remove = mainButton(screen, WORDS.removePhoto);
      if (await remove.count()) await remove.click();
    },
    'return.next': ({ screen }) => mainButton(screen, WORDS.next).click(),
    'return.back': ({ screen }) => mainButton(screen, WORDS.back).click(),
    'return.confirm': ({ screen }) => mainButton(screen, WORDS.confirm).click(),
    'xstate.done.actor.createReturn': async ({ screen, memory }) => {
      await screen.pass(CREATE);
      await sentRequest(screen, memory);
    },
    'xstate.error.actor.createReturn': async ({ screen, event, memory }) => {
      if (event.error?.status === 409 && event.error.returnRequest) {
        // The other tab sent one first, and staff moved it on: the 409 carries it.
        await createByApi(screen, memory);
        await bringRequestTo(screen, memory, event.error.returnRequest.status);
        await screen.pass(CREATE);
      } else if (event.error?.status === 409) {
        await confirmReceipt(screen, memory);
        await screen.pass(CREATE);
      } else if (event.error?.status === 400)
        // More units than were bought: the server's refusal, on body.lines.
        await screen.passChanged(CREATE, (request) => {
          const body = request.postDataJSON() as ReturnInput;
          return {
            postData: JSON.stringify({
              ...body,
              lines: body.lines.map((line) => ({ ...line, quantity: 99 })),
            }),
          };
        });
      else await screen.drop(CREATE);
    },
    'xstate.done.actor.readReturn': answerRead,
    'xstate.error.actor.readReturn': ({ screen }) => screen.drop(RETURN),
    'xstate.done.actor.refreshReturn': answerRead,
    'xstate.error.actor.refreshReturn': ({ screen }) => screen.drop(RETURN),
    'return.refresh': ({ screen }) => mainButton(screen, WORDS.refresh).click(),
    'xstate.after.statusPoll.returnRequest.following.waitingForReview': ({ screen }) =>
      screen.page.clock.fastForward(STATUS_POLL_MS),
    'xstate.after.statusPoll.returnRequest.following.inProgress': ({ screen }) =>
      screen.page.clock.fastForward(STATUS_POLL_MS),
  },
};
