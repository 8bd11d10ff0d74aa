import sharp from 'sharp';
import { startOn } from './support/accounts.ts';
import { exact, expect, expectNoAxeViolations, openPage, test } from './support/fixtures.ts';
import { moveOrder, placeCheckout } from './support/orders.ts';
import { LANGUAGE_PROJECTS, type Language, signInNewShopper } from './support/shopper.ts';

// Reviews (issue 38) on the real server: a buyer's order is shipped and delivered by staff; its
// page offers a review of the line; the review page refuses a sixth photo ('Too many files')
// and takes stars, words and two photos; the profile's review details show it; the product page
// lists it among the newest, under "with photos" and not under "5 stars", pages through the
// others 5 at a time, and opens its photos as a slideshow.

const WORDS = {
  th: {
    write: 'เขียนรีวิว',
    stars: (n: number) => `${n} ดาว`,
    text: 'รีวิวของคุณ',
    addPhotos: 'เพิ่มรูปภาพ',
    tooMany: 'จำนวนไฟล์เกินกำหนด แนบรูปได้ไม่เกิน 5 รูป',
    photo: (n: number) => `รูปที่ ${n}`,
    send: 'ส่งรีวิว',
    mine: 'รีวิวของฉัน',
    reviews: 'รีวิวจากผู้ซื้อ',
    withPhotos: /^มีรูปภาพ \(/,
    fiveStars: /^5 ดาว \(/,
    all: /^ทั้งหมด \(/,
    next: 'ถัดไป',
    previous: 'ก่อนหน้า',
    pages: 'หน้าของรีวิว',
    pageOf: (n: number) => new RegExp(`^หน้า ${n} จาก \\d+$`),
    words: 'น้ำผึ้งหอมมาก แต่ฝาขวดหลวมนิดหน่อย',
  },
  en: {
    write: 'Write a review',
    stars: (n: number) => `${n} stars`,
    text: 'Your review',
    addPhotos: 'Add photos',
    tooMany: 'Too many files: attach at most 5 photos',
    photo: (n: number) => `Photo ${n}`,
    send: 'Send review',
    mine: 'My review',
    reviews: "Buyers' reviews",
    withPhotos: /^With photos \(/,
    fiveStars: /^5 stars \(/,
    all: /^All \(/,
    next: 'Next',
    previous: 'Previous',
    pages: 'Review pages',
    pageOf: (n: number) => new RegExp(`^Page ${n} of \\d+$`),
    words: 'Lovely honey, though the lid was a little loose.',
  },
} satisfies Record<Language, unknown>;

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`a delivered order reviewed with photos, shown on the product page by each filter (${language})`, {
    tag,
  }, async ({ page, baseURL }) => {
    const words = WORDS[language];
    // Its own words: the same product may hold this test's reviews from earlier runs.
    const said = `${words.words} #${Date.now().toString(36)}`;
    await signInNewShopper(page);
    const { payment, product } = await placeCheckout(page.request, 'transfer', language);
    const [orderId = 0] = payment.orderIds;
    await moveOrder(page.request, orderId, 'confirm-payment');
    await moveOrder(page.request, orderId, 'ship');
    await moveOrder(page.request, orderId, 'deliver');

    await startOn(page, `/user/profile/my-order/${orderId}`, language, baseURL ?? '');
    const main = page.getByRole('main');
    await main.getByRole('link', exact(words.write)).click();
    await expect(main.getByRole('heading', exact(words.write))).toBeVisible();
    await expect(main.getByText(product.name)).toBeVisible();
    await expectNoAxeViolations(page);

    // Six photos at once are too many, and none of them is taken.
    const input = main.getByLabel(words.addPhotos);
    const six = await Promise.all(
      ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa', '#aa00aa'].map((colour, i) =>
        photo(`p${i}.png`, colour),
      ),
    );
    await input.setInputFiles(six);
    await expect(main.getByRole('alert')).toHaveText(words.tooMany);
    await expect(main.getByRole('img', exact(words.photo(1)))).toHaveCount(0);

    await main.getByRole('radio', exact(words.stars(4))).check();
    await main.getByRole('textbox', exact(words.text)).fill(said);
    await input.setInputFiles(six.slice(0, 2));
    await expect(main.getByRole('img', exact(words.photo(2)))).toBeVisible();
    await main.getByRole('button', exact(words.send)).click();

    // The profile's review details show it.
    await expect(main.getByRole('heading', exact(words.mine))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/user/profile/my-order/${orderId}/${product.id}$`));
    await expect(main.getByText(said)).toBeVisible();
    await expect(main.locator('.review__photo')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The product page: first of all, under "with photos", not under "5 stars".
    await openPage(page, `/product/${product.urlKey}`);
    const reviews = main.getByRole('region', exact(words.reviews));
    // Newest first: among the first page (another test may review the same product meanwhile).
    const first = reviews.getByRole('listitem').filter({ hasText: said });
    await expect(first).toBeVisible();
    await reviews.getByRole('button', { name: words.withPhotos }).click();
    await expect(reviews.getByRole('button', { name: words.withPhotos })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first).toBeVisible();
    await reviews.getByRole('button', { name: words.fiveStars }).click();
    await expect(reviews.getByText(said)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await reviews.getByRole('button', { name: words.all }).click();
    await expect(first).toBeVisible();

    // Pages of 5 (the seed gave every product 10 reviews): the next page holds 5 others.
    const pages = reviews.getByRole('navigation', exact(words.pages));
    await expect(pages.getByText(words.pageOf(1))).toBeVisible();
    await pages.getByRole('button', exact(words.next)).click();
    await expect(pages.getByText(words.pageOf(2))).toBeVisible();
    await expect(reviews.getByText(said)).toHaveCount(0);
    await expect(reviews.getByRole('article')).toHaveCount(5);
    await pages.getByRole('button', exact(words.previous)).click();
    await expect(first).toBeVisible();

    // Its photos open as a slideshow.
    await first.locator('.review__photo').first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await viewer.getByRole('button', exact(words.next)).click();
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });
}
