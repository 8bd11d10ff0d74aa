import sharp from 'sharp';
import { freshContact, registerByApi } from './support/accounts.ts';
import {
  acceptCookies,
  expect,
  expectNoAxeViolations,
  type Language,
  openPage,
  test,
  useLanguage,
} from './support/fixtures.ts';

// The profile photo on my-profile: checked in the browser before it is sent (PNG or JPEG by
// its bytes, 2 MB at most), previewed, uploaded, and served back by the server.

const WORDS = {
  th: {
    change: 'เปลี่ยนรูป',
    preview: 'ตัวอย่างรูปโปรไฟล์ใหม่',
    save: 'บันทึกรูป',
    saved: 'บันทึกรูปโปรไฟล์เรียบร้อยแล้ว',
    photo: 'รูปโปรไฟล์ของคุณ',
    remove: 'ลบรูป',
    none: 'ยังไม่มีรูปโปรไฟล์',
    format: 'ไม่รองรับรูปแบบไฟล์นี้',
    size: 'ไฟล์มีขนาดใหญ่เกิน 2 MB',
  },
  en: {
    change: 'Change photo',
    preview: 'Preview of your new profile photo',
    save: 'Save photo',
    saved: 'Your profile photo is saved.',
    photo: 'Your profile photo',
    remove: 'Remove photo',
    none: 'No profile photo yet',
    format: 'The format is not supported',
    size: 'The file is larger than 2 MB',
  },
} satisfies Record<Language, Record<string, string>>;

const MY_PROFILE = '/user/profile/my-profile?hidePopup=true';

/** Text with a .png name: the browser calls it image/png, its bytes say otherwise. */
const NOT_A_PICTURE = {
  name: 'holiday.png',
  mimeType: 'image/png',
  buffer: Buffer.from('these are my holiday notes, not a picture'),
};

test('a new shopper uploads a photo, sees it after a reload, and is refused a text file named .png', {
  tag: '@phone',
}, async ({ page, baseURL, consoleErrors }) => {
  const base = baseURL ?? '';
  // Waited for from the start: Playwright asks the browser to hand it file choosers as a
  // listener is added, without waiting for the answer, and a key press sent right after could
  // open the chooser first (3 runs in 30 waited for nothing).
  const chooser = page.waitForEvent('filechooser');
  await acceptCookies(page.context(), base);
  await page.context().addCookies([{ name: 'popup_banner_seen', value: '1', url: base }]);
  await useLanguage(page.context(), base, 'th');
  // Registering through the page's own request context signs the page in.
  await registerByApi(page.request, freshContact());
  await openPage(page, MY_PROFILE);

  const main = page.getByRole('main');
  const th = WORDS.th;
  const fileInput = main.getByLabel(th.change, { exact: true });
  await expect(main.getByText(th.none)).toBeAttached();
  await expectNoAxeViolations(page);

  // By keyboard: Tab reaches the file input (its label shows the focus), Enter opens the
  // file chooser. The text file is refused in the browser, in Thai: nothing is sent.
  for (let presses = 0; presses < 40; presses++) {
    if (await fileInput.evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(fileInput).toBeFocused();
  await expect(main.locator(`label:has-text("${th.change}")`)).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(NOT_A_PICTURE);
  await expect(main.getByRole('alert')).toHaveText(th.format);
  await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A real PNG: previewed, then saved; the server's square photo replaces the preview.
  const png = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#e0a030' },
  })
    .png()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(main.getByRole('img', { name: th.preview })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: th.save, exact: true }).click();
  await expect(main.getByText(th.saved)).toBeVisible();
  const photo = main.getByRole('img', { name: th.photo, exact: true });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/profile\/[\w-]{22}\.webp$/);
  const src = (await photo.getAttribute('src')) ?? '';

  // After a reload the page shows the same photo, loaded from the server, square.
  await openPage(page, MY_PROFILE);
  await expect(photo).toHaveAttribute('src', src);
  const loaded = (img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight];
  await expect.poll(() => photo.evaluate(loaded)).toEqual([true, 200, 200]);
  await expectNoAxeViolations(page);

  // In English: the same checks in English words, then the photo removed.
  await useLanguage(page.context(), base, 'en');
  await openPage(page, MY_PROFILE);
  const en = WORDS.en;
  await expect(main.getByRole('img', { name: en.photo, exact: true })).toHaveAttribute('src', src);
  const englishInput = main.getByLabel(en.change, { exact: true });
  await englishInput.setInputFiles(NOT_A_PICTURE);
  await expect(main.getByRole('alert')).toHaveText(en.format);
  const tooBig = Buffer.alloc(2 * 1024 * 1024 + 1);
  png.copy(tooBig);
  await englishInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: tooBig });
  await expect(main.getByRole('alert')).toHaveText(en.size);
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: en.remove, exact: true }).click();
  await expect(main.getByText(en.none)).toBeAttached();
  await expect(main.getByRole('img', { name: en.photo, exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
