import { acceptCookies, expect, revealHeaderSearch, test } from './support/fixtures.ts';

// /product keeps its filters in the URL (spec §2): search, sortBy, startprice, endprice,
// discount, rating, payment, shipping; multi-value filters comma separated. A link or a
// reload restores them, and a header search on /product keeps the current filters.

const FILTERS = { startprice: '50', endprice: '2000', rating: '3,4' };

const keepsFilters = (url: URL) =>
  Object.entries(FILTERS).every(([name, value]) => url.searchParams.get(name) === value);

test('product list filters live in the URL and survive sorting, searching and reload', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto(`/product?${new URLSearchParams({ ...FILTERS, hidePopup: 'true' })}`);

  // Sorting from the page adds sortBy and keeps every filter.
  const sort = page.getByRole('main').getByRole('combobox', { name: /เรียง|sort/i });
  await sort.selectOption('priceAsc');
  await expect(page).toHaveURL(
    (url) => keepsFilters(url) && url.searchParams.get('sortBy') === 'priceAsc',
  );

  // A header search on /product updates the query and keeps the filters.
  const field = await revealHeaderSearch(page);
  await field.fill('น้ำผึ้ง');
  await field.press('Enter');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/product' &&
      keepsFilters(url) &&
      url.searchParams.get('sortBy') === 'priceAsc' &&
      url.searchParams.get('search') === 'น้ำผึ้ง',
  );

  // A reload restores the same state from the URL alone.
  const before = page.url();
  await page.reload();
  expect(page.url()).toBe(before);
  await expect(sort).toHaveValue('priceAsc');

  // Back returns to the list before the search.
  await page.goBack();
  await expect(page).toHaveURL((url) => keepsFilters(url) && !url.searchParams.has('search'));
  expect(consoleErrors).toEqual([]);
});

test('on a phone the filters open in a dialog, whose form loads on demand @phone', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookies(context, baseURL ?? '');
  await page.goto('/product?hidePopup=true');
  await page.getByRole('main').getByRole('button', { name: 'ตัวกรอง' }).click();
  const dialog = page.getByRole('dialog', { name: 'ตัวกรอง' });
  await dialog.getByRole('textbox', { name: 'ราคาต่ำสุด' }).fill('100');
  await dialog.getByRole('textbox', { name: 'ราคาสูงสุด' }).fill('500');
  await dialog.getByRole('button', { name: 'ใช้ช่วงราคา' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('startprice') === '100' && url.searchParams.get('endprice') === '500',
  );
  await dialog.getByRole('button', { name: /ดูสินค้า/ }).click();
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
