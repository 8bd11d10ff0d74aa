import {
  acceptCookies,
  expect,
  mainLandmark,
  revealHeaderSearch,
  test,
  useLanguage,
} from './support/fixtures.ts';
import { searchProducts } from './support/samples.ts';

// Header search (spec §2): typing shows suggestions (debounced 600 ms), Enter goes to
// /product?search=... which lists the matching products.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Thai on phones (the field behind the search button), English on desktop: each language and
// each viewport's header once.
const CASES = [
  { language: 'th', term: 'น้ำผึ้ง', tag: '@phone' },
  { language: 'en', term: 'honey', tag: '@desktop' },
] as const;

for (const { language, term, tag } of CASES) {
  test(`header search for "${term}" suggests, then lists the products (${language})`, {
    tag,
  }, async ({ page, context, baseURL, request, consoleErrors }) => {
    const matches = await searchProducts(request, term, language);
    expect(matches.length, `the seed has products matching "${term}"`).toBeGreaterThan(0);
    await useLanguage(context, baseURL ?? '', language);
    await acceptCookies(context, baseURL ?? '');
    await page.goto('/?hidePopup=true');

    const field = await revealHeaderSearch(page);
    await field.pressSequentially(term, { delay: 30 });
    const suggestions = page.getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    await expect(suggestions.first()).toContainText(term, { ignoreCase: true });

    await field.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/product' && url.searchParams.get('search') === term,
    );
    const first = matches[0];
    if (!first) throw new Error('unreachable: checked above');
    await expect(
      mainLandmark(page)
        .getByRole('link', { name: new RegExp(escapeRegExp(first.name)) })
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('a search typed and entered while the search box is still loading is done', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL ?? '');
  // Every script passes but the combobox's own chunk, which never arrives.
  let held = 0;
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('search-box__list')) held += 1;
    else await route.fulfill({ response });
  });
  await page.goto('/?hidePopup=true');
  const field = await revealHeaderSearch(page);
  await field.fill('น้ำผึ้ง');
  await field.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/product' && url.searchParams.get('search') === 'น้ำผึ้ง',
  );
  // It was asked for on focus; its body is read before it is counted.
  await expect.poll(() => held, { message: 'the combobox chunk was held' }).toBeGreaterThan(0);
  // Scripts the product page still asks for may be mid-flight: let them go quietly.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
