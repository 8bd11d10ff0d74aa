import { expect, test, useLanguage } from './support/fixtures.ts';
import { LANGUAGE_PROJECTS } from './support/shopper.ts';

// Cookie consent: accepting stores the accept_cookies cookie and the notice stays away.

// Each language on the viewport that runs it (Thai on phones, English on desktop): the notice is
// the same on both, so each language and each viewport is seen once.
for (const [language, tag] of LANGUAGE_PROJECTS) {
  test(`accepting cookies sets accept_cookies and hides the notice (${language})`, {
    tag,
  }, async ({ page, context, baseURL, consoleErrors }) => {
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
