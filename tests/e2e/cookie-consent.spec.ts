import { expect, LANGUAGES, test, useLanguage } from './support/fixtures.ts';

// Cookie consent: accepting stores the accept_cookies cookie and the notice stays away.

for (const language of LANGUAGES) {
  test(`accepting cookies sets accept_cookies and hides the notice (${language})`, async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await useLanguage(context, baseURL ?? '', language);
    await page.goto('/?hidePopup=true');
    const accept = page.getByRole('button', { name: /ยอมรับ|accept/i });
    await expect(accept).toBeVisible();

    await accept.click();
    await expect(accept).toBeHidden();
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'accept_cookies'))
      .toBe(true);

    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(accept).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}
