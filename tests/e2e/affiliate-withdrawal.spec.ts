import { freshContact, registerByApi, startOn } from './support/accounts.ts';
import { becomeAffiliateByApi, creditByApi, withdrawableByApi } from './support/affiliates.ts';
import { exact, expect, expectNoAxeViolations, type Language, test } from './support/fixtures.ts';
import { postApi } from './support/orders.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';
import { E2E_ADMIN_TOKEN } from './support/staff.ts';

// An affiliate withdraws (issue 35): with a balance (staff's credit here; the attribution test
// earns one through a buyer's order), they ask
// for an amount (one below the minimum is named before anything is sent), confirm where it
// goes, and see it requested with the day it is due; staff review, approve and transfer it, and
// the history says so with the bank's reference; the balance went down by exactly the amount.

const WORDS = {
  th: {
    amount: 'จำนวนเงินที่ต้องการถอน (บาท)',
    review: 'ตรวจสอบก่อนถอน',
    everything: 'ถอนทั้งหมด',
    belowMinimum: 'ถอนได้ครั้งละไม่น้อยกว่า ฿100.00',
    confirm: 'ยืนยันการถอนเงิน',
    requested: 'ส่งคำขอถอนเงิน',
    dueBy: 'จะโอนภายในวันที่',
    history: 'ประวัติการถอนเงิน',
    statusRequested: 'ส่งคำขอแล้ว',
    statusTransferred: 'โอนแล้ว',
    reference: 'เลขอ้างอิงการโอน: KB-0042',
    account: 'ธนาคารกสิกรไทย ···7890',
  },
  en: {
    amount: 'Amount to withdraw (baht)',
    review: 'Review',
    everything: 'Withdraw everything',
    belowMinimum: 'Each withdrawal must be at least ฿100.00',
    confirm: 'Confirm the withdrawal',
    requested: 'Your withdrawal of',
    dueBy: 'it will be transferred by',
    history: 'Withdrawal history',
    statusRequested: 'Requested',
    statusTransferred: 'Transferred',
    reference: 'Transfer reference: KB-0042',
    account: 'Kasikornbank ···7890',
  },
} satisfies Record<Language, Record<string, string>>;

for (const [language, tag] of LANGUAGE_PROJECTS) {
  const words = WORDS[language];

  test(`${language}: an affiliate withdraws confirmed cashback; staff transfer it`, {
    tag,
  }, async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    await registerByApi(page.request, freshContact());
    await creditByApi(page.request, await becomeAffiliateByApi(page.request), 150);
    const before = await withdrawableByApi(page.request);

    await startOn(page, '/user/profile/affiliate/withdraw', language, base);
    const main = page.getByRole('main');
    const amount = main.getByRole('textbox', exact(words.amount));
    await amount.fill('99.99');
    await main.getByRole('button', exact(words.review)).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(words.belowMinimum);
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('99.99');
    await expectNoAxeViolations(page);

    await amount.fill('120.50');
    await main.getByRole('button', exact(words.review)).click();
    // The keyboard moves to what the step says: the amount and where it goes.
    const focused = page.locator(':focus');
    await expect(focused).toContainText('฿120.50');
    await expect(focused).toContainText(words.account);
    await expectNoAxeViolations(page);
    await main.getByRole('button', exact(words.confirm)).click();
    const requested = main.getByRole('status').filter({ hasText: words.requested });
    await expect(requested).toContainText('฿120.50');
    await expect(requested).toContainText(words.dueBy);
    await expect(requested).toBeFocused();
    const history = main.getByRole('region', exact(words.history));
    const row = history.getByRole('row').nth(1);
    await expect(row).toContainText('฿120.50');
    await expect(row).toContainText(words.statusRequested);
    const after = await withdrawableByApi(page.request);
    expect(Math.round(after.balance * 100)).toBe(Math.round(before.balance * 100) - 120_50);
    // The page's balance is the one left.
    await expect(main.locator('dd data').first()).toHaveAttribute(
      'value',
      after.balance.toFixed(2),
    );
    await expectNoAxeViolations(page);

    // Staff take it through review and approval to the transfer, with the bank's reference.
    const withdrawals = await (
      await page.request.get('/api/affiliate/withdrawals', { headers: API_HEADERS })
    ).json();
    const id: number = withdrawals.detail.dataList[0].id;
    const asStaff = { 'X-Admin-Token': E2E_ADMIN_TOKEN };
    await postApi(page.request, `/admin/withdrawals/${id}/review`, {}, asStaff);
    await postApi(page.request, `/admin/withdrawals/${id}/approve`, {}, asStaff);
    await postApi(
      page.request,
      `/admin/withdrawals/${id}/transfer`,
      { reference: 'KB-0042' },
      asStaff,
    );
    await page.reload();
    await expect(row).toContainText(words.statusTransferred);
    await expect(row).toContainText(words.reference);
  });
}
