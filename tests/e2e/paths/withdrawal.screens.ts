import type { AnyMachineSnapshot } from 'xstate';
import type { WithdrawalContext } from '../../../machines/withdrawal/withdrawal.machine';
import { closedBecause } from '../../../machines/withdrawal/withdrawal-rules';
import { visitorCookies, withoutPopup } from '../support/accounts.ts';
import { becomeAffiliateByApi, creditByApi } from '../support/affiliates.ts';
import { expect } from '../support/fixtures.ts';
import { signInNewShopper } from '../support/shopper.ts';
import { exact } from './account-screens.ts';
import type { Screen, ScreenModel, StepContext } from './screen-model.ts';

// An affiliate's withdrawal on /user/profile/affiliate/withdraw, against the real server: the
// page's read of the balance (GET …?perPage=1; the history's own read goes by) and its request
// are held, then let through, dropped, or sent on changed so the server itself refuses it.
// "Open" is made so by staff's credit to the balance (support/affiliates.ts creditByApi).

const LOAD = 'load';
const REQUEST = 'request';
/** Enough for the path's withdrawal of ฿120 and, after it, the minimum of ฿100 still there. */
const EARNED = 250;

const WORDS = {
  title: 'นักขายพันธมิตร: ถอนเงิน',
  amount: 'จำนวนเงินที่ต้องการถอน (บาท)',
  review: 'ตรวจสอบก่อนถอน',
  edit: 'แก้ไขจำนวนเงิน',
  confirm: 'ยืนยันการถอนเงิน',
  sending: 'กำลังส่งคำขอ…',
  unconfirmed: 'ส่งคำขอไม่สำเร็จ',
  unavailable: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  requested: 'ส่งคำขอถอนเงิน',
  again: 'ถอนเงินอีกครั้ง',
  belowMinimum: 'ยอดที่ถอนได้ยังไม่ถึงยอดถอนขั้นต่ำ',
  noAccount: 'บัญชีธนาคารของคุณยังไม่ได้รับการยืนยัน',
};

const main = (screen: Screen) => screen.page.getByRole('main');
const amountField = (screen: Screen) => main(screen).getByRole('textbox', exact(WORDS.amount));
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawalContext;

/** Makes the next read of the page answer what the path says: open needs a balance. */
async function answerLoad({ screen, event, memory }: StepContext) {
  const open = event.output && closedBecause(event.output) === null;
  if (open && !memory.earned) {
    await creditByApi(screen.page.request, memory.affiliateCode ?? '', EARNED);
    memory.earned = 'yes';
  }
  await screen.pass(LOAD);
}

export const withdrawalScreens: ScreenModel = {
  async open(screen, _input, memory) {
    await signInNewShopper(screen.page);
    memory.affiliateCode = await becomeAffiliateByApi(screen.page.request);
    await screen.hold(
      '/affiliate/withdrawals*',
      (held) => held.method() === 'GET' && new URL(held.url()).searchParams.get('perPage') === '1',
      LOAD,
    );
    await screen.hold('/affiliate/withdrawals', (held) => held.method() === 'POST', REQUEST);
    // Not startOn: its wait for the network to settle would wait out the held calls.
    await visitorCookies(screen.page, 'th', screen.baseURL);
    await screen.page.goto(withoutPopup('/user/profile/affiliate/withdraw'));
    await expect(
      main(screen).getByRole('heading', { level: 1, ...exact(WORDS.title) }),
    ).toBeVisible();
  },
  states: {
    'withdrawal.loading': async (screen) => {
      await expect(main(screen).locator('section[aria-busy="true"]')).toBeVisible();
    },
    'withdrawal.unavailable': async (screen) => {
      await expect(main(screen).getByRole('alert')).toContainText(WORDS.unavailable);
      await expect(main(screen).getByRole('button', exact(WORDS.retry))).toBeVisible();
    },
    'withdrawal.closed': async (screen, snapshot) => {
      const page = contextOf(snapshot).page;
      const why =
        page && closedBecause(page) === 'no-account' ? WORDS.noAccount : WORDS.belowMinimum;
      await expect(main(screen).getByText(why)).toBeVisible();
      await expect(amountField(screen)).toHaveCount(0);
    },
    'withdrawal.editing.reloading': async (screen) => {
      await expect(main(screen).locator('section[aria-busy="true"]')).toBeVisible();
      await expect(amountField(screen)).toHaveAttribute('aria-invalid', 'true');
    },
    'withdrawal.editing.idle': async (screen, snapshot) => {
      const context = contextOf(snapshot);
      const field = amountField(screen);
      await expect(field).toBeVisible();
      if (context.amountProblem || context.fieldErrors.length > 0) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveValue(String(context.amount));
      } else await expect(field).not.toHaveAttribute('aria-invalid');
    },
    'withdrawal.confirming': async (screen, snapshot) => {
      await expect(main(screen).getByRole('button', exact(WORDS.confirm))).toBeEnabled();
      const problem = main(screen).getByRole('alert').filter({ hasText: WORDS.unconfirmed });
      await expect(problem).toHaveCount(contextOf(snapshot).errorCode ? 1 : 0);
    },
    'withdrawal.sending': async (screen) => {
      const button = main(screen).getByRole('button', exact(WORDS.sending));
      await expect(button).toBeDisabled();
    },
    'withdrawal.requested': async (screen) => {
      await expect(main(screen).getByRole('status')).toContainText(WORDS.requested);
    },
  },
  events: {
    'xstate.done.actor.loadWithdrawals': answerLoad,
    'xstate.error.actor.loadWithdrawals': ({ screen }) => screen.drop(LOAD),
    'xstate.done.actor.reloadWithdrawals': answerLoad,
    'xstate.error.actor.reloadWithdrawals': ({ screen }) => screen.drop(LOAD),
    'withdrawal.retry': ({ screen }) =>
      main(screen).getByRole('button', exact(WORDS.retry)).click(),
    'withdrawal.review': async ({ screen, event }) => {
      await amountField(screen).fill(String(event.amount));
      await main(screen).getByRole('button', exact(WORDS.review)).click();
    },
    'withdrawal.edit': ({ screen }) => main(screen).getByRole('button', exact(WORDS.edit)).click(),
    'withdrawal.confirm': ({ screen }) =>
      main(screen).getByRole('button', exact(WORDS.confirm)).click(),
    'xstate.done.actor.requestWithdrawal': ({ screen }) => screen.pass(REQUEST),
    'xstate.error.actor.requestWithdrawal': ({ screen, event }) =>
      event.error?.status === 400
        ? // More than any balance: the server's own refusal, on body.amount.
          screen.passChanged(REQUEST, () => ({ postData: JSON.stringify({ amount: 9_999_999 }) }))
        : screen.drop(REQUEST),
    'withdrawal.another': ({ screen }) =>
      main(screen).getByRole('button', exact(WORDS.again)).click(),
  },
};
