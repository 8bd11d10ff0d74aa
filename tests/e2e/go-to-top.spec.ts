import { acceptCookies, expect, test } from './support/fixtures.ts';

// The go-to-top button appears after scrolling 400px and brings the page back to the top
// (spec §2 layout rules, §9).

test('go-to-top appears after scrolling 400px and scrolls back up', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto('/?hidePopup=true');
  const button = page.getByRole('button', { name: /กลับขึ้น|ขึ้นด้านบน|บนสุด|top/i });
  await expect(button).toBeHidden();

  const room = () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  await expect
    .poll(room, { message: 'the home page is long enough to scroll 450px' })
    .toBeGreaterThan(450);
  await page.mouse.wheel(0, 300);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await expect(button).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
