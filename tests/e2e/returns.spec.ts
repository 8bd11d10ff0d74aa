import sharp from 'sharp';
import { startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { moveOrder, placeCheckout, postApi } from './support/orders.ts';
import { API_HEADERS } from './support/samples.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';
import { E2E_ADMIN_TOKEN } from './support/staff.ts';

// Returns and refunds (issue 38) on the real server: a delivered order's page leads to its
// return request; going on without a line, a reason, details or an account says what is
// missing; two photos are attached and one taken out; the summary is confirmed and the request waits for review;
// staff accept it and receive the goods with the transfer's reference, and the page, read
// again, shows it in progress, then refunded. The return requests menu lists it, and its
// status's tab alone.

const WORDS = {
  th: {
    ask: 'ขอคืนสินค้า/คืนเงิน',
    next: 'ถัดไป',
    missingLine: 'เลือกสินค้าที่ต้องการคืนอย่างน้อย 1 รายการ',
    missingReason: 'กรุณาเลือกเหตุผลการคืนสินค้า',
    missingAccount: 'เลขที่บัญชีต้องเป็นตัวเลข 10–12 หลัก',
    reason: 'สินค้าชำรุดหรือเสียหาย',
    details: 'รายละเอียด',
    addPhoto: 'เพิ่มรูปภาพ',
    photo: 'รูปที่ 1',
    photo2: 'รูปที่ 2',
    removePhoto2: 'ลบรูปที่ 2',
    bank: 'ธนาคาร',
    accountName: 'ชื่อบัญชี',
    accountNumber: 'เลขที่บัญชี',
    check: 'ตรวจสอบคำขอคืนสินค้า',
    confirm: 'ยืนยันคำขอคืนสินค้า',
    waiting: 'รอการตรวจสอบ',
    inProgress: 'กำลังดำเนินการ',
    completed: 'คืนเงินเรียบร้อย',
    refresh: 'ดูสถานะล่าสุด',
    menu: 'คำขอคืนสินค้า',
    statuses: 'สถานะคำขอคืนสินค้า',
    noneInTab: 'ไม่มีคำขอคืนสินค้าในสถานะนี้',
  },
  en: {
    ask: 'Return or refund',
    next: 'Next',
    missingLine: 'Choose at least one product to return',
    missingReason: 'Please choose a reason for the return',
    missingAccount: 'The account number must be 10–12 digits',
    reason: 'Damaged',
    details: 'Details',
    addPhoto: 'Add photos',
    photo: 'Photo 1',
    photo2: 'Photo 2',
    removePhoto2: 'Remove photo 2',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    check: 'Check your return request',
    confirm: 'Confirm the return request',
    waiting: 'Waiting for review',
    inProgress: 'In progress',
    completed: 'Completed with refund',
    refresh: 'See the latest status',
    menu: 'Return requests',
    statuses: 'Return request status',
    noneInTab: 'No return requests in this status',
  },
} satisfies Record<Language, unknown>;

const asStaff = { 'X-Admin-Token': E2E_ADMIN_TOKEN };

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a delivered order returned: asked for, accepted, refunded (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    const words = WORDS[language];
    await signInNewShopper(page);
    const { payment, product } = await placeCheckout(page.request, 'transfer', language);
    const [orderId = 0] = payment.orderIds;
    for (const move of ['confirm-payment', 'ship', 'deliver'] as const)
      await moveOrder(page.request, orderId, move);

    await startOn(page, `/user/profile/my-order/${orderId}`, language, baseURL ?? '');
    const main = page.getByRole('main');
    await main.getByRole('link', exact(words.ask)).click();
    const next = main.getByRole('button', exact(words.next));
    await expect(next).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing chosen: each missing part is named at its field.
    await next.click();
    await expect(main.getByText(words.missingLine)).toBeVisible();
    await expect(main.getByText(words.missingReason)).toBeVisible();
    await expect(main.getByText(words.missingAccount)).toBeVisible();
    await expectNoAxeViolations(page);

    await main
      .getByRole('checkbox', { name: new RegExp(product.name.replace(/[()]/g, '.')) })
      .check();
    await main.getByRole('radio', exact(words.reason)).check();
    await main.getByRole('textbox', exact(words.details)).fill('The jar arrived cracked');
    // Two photos, one at a time; the second taken out again.
    for (const colour of ['#884422', '#224488']) {
      await main.getByLabel(words.addPhoto).setInputFiles({
        name: 'cracked.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 320, height: 240, channels: 3, background: colour },
        })
          .png()
          .toBuffer(),
      });
      await expect(main.getByLabel(words.addPhoto)).toBeEnabled();
    }
    await expect(main.getByText(words.photo2, { exact: true })).toBeVisible();
    await main.getByRole('button', exact(words.removePhoto2)).click();
    await expect(main.getByText(words.photo2, { exact: true })).toHaveCount(0);
    await expect(main.getByText(words.photo, { exact: true })).toBeVisible();
    await main.getByRole('textbox', exact(words.bank)).fill('KBank');
    await main.getByRole('textbox', exact(words.accountName)).fill('Somsri Rakthai');
    await main.getByRole('textbox', exact(words.accountNumber)).fill('123-4-56789-0');
    await next.click();

    await expect(main.getByRole('heading', exact(words.check))).toBeVisible();
    await expect(main).toContainText('KBank');
    await expectNoAxeViolations(page);
    await main.getByRole('button', exact(words.confirm)).click();
    await expect(main.getByText(words.waiting, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Staff accept it: read again, it is in progress; the goods arrive: refunded.
    const list = await page.request.get('/api/returns', { headers: API_HEADERS });
    const returnId = ((await list.json()).detail.dataList[0] as { id: number }).id;
    await postApi(page.request, `/admin/returns/${returnId}/accept`, {}, asStaff);
    await main.getByRole('button', exact(words.refresh)).click();
    await expect(main.getByText(words.inProgress, { exact: true })).toBeVisible();
    await postApi(
      page.request,
      `/admin/returns/${returnId}/receive`,
      { reference: 'KB-77' },
      asStaff,
    );
    await main.getByRole('button', exact(words.refresh)).click();
    await expect(main.getByText(words.completed, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', exact(words.refresh))).toHaveCount(0);

    // The return requests menu lists it, under every request and its status's tab alone.
    await page.goto('/user/profile/return-requests');
    await expect(main.getByRole('heading', exact(words.menu))).toBeVisible();
    const card = main.getByRole('listitem').filter({ hasText: `#${orderId}` });
    await expect(card.getByText(words.completed, { exact: true })).toBeVisible();
    const tabs = main.getByRole('navigation', exact(words.statuses));
    await tabs.getByRole('link', exact(words.waiting)).click();
    await expect(page).toHaveURL(/\/user\/profile\/return-requests\/waiting$/);
    await expect(main.getByText(words.noneInTab)).toBeVisible();
    await tabs.getByRole('link', exact(words.completed)).click();
    await expect(card).toBeVisible();
    await expect(tabs.getByRole('link', exact(words.completed))).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
  });
}
