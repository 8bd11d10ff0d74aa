import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  productDetail,
  productListApi,
  productSummary,
  storeListApi,
} from './catalogue-fixtures.ts';
import { envelope, stubApi } from './support/api-stub.ts';
import { renderApp } from './support/render-app.tsx';

/** The query of the last GET /api/product/list. */
function lastListQuery(fetch: ReturnType<typeof stubApi>) {
  const calls = fetch.mock.calls.map(([input]) => new URL((input as Request).url));
  const list = calls.filter((url) => url.pathname === '/api/product/list').at(-1);
  return Object.fromEntries(list?.searchParams ?? []);
}

describe('/product', () => {
  it('asks the API for the filters in the URL and shows the search term and count', async () => {
    const fetch = stubApi(productListApi());
    renderApp('/product?search=น้ำผึ้ง&rating=3,4&startprice=50&sortBy=priceAsc&pageNo=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ผลการค้นหา "น้ำผึ้ง"' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'พบสินค้า 1 รายการ' })).toBeTruthy();
    expect(lastListQuery(fetch)).toEqual({
      search: 'น้ำผึ้ง',
      rating: '3,4',
      startprice: '50',
      sortBy: 'priceAsc',
      pageNo: '1',
      perPage: '10',
    });
  });

  it('sorting keeps every filter in the URL and starts again at page 1', async () => {
    stubApi(productListApi());
    const { router } = renderApp('/product?startprice=50&endprice=2000&rating=3,4&pageNo=2');
    const sort = await screen.findByRole('combobox', { name: 'เรียงตาม' });
    await userEvent.selectOptions(sort, 'priceDesc');
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.searchStr);
      expect(Object.fromEntries(params)).toEqual({
        startprice: '50',
        endprice: '2000',
        rating: '3,4',
        sortBy: 'priceDesc',
      });
    });
  });

  it('a checkbox filter goes into the URL comma separated, and out again', async () => {
    stubApi(productListApi());
    const { router } = renderApp('/product?discount=10');
    const group = await screen.findByRole('group', { name: 'ส่วนลด' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'ลด 30% ขึ้นไป' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.searchStr).get('discount')).toBe('10,30'),
    );
    await userEvent.click(within(group).getByRole('checkbox', { name: 'ลด 10% ขึ้นไป' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.searchStr).get('discount')).toBe('30'),
    );
  });

  it('offers the payment channels and shipping methods of the API, in sort order', async () => {
    stubApi(productListApi());
    renderApp('/product');
    const payment = await screen.findByRole('group', { name: 'ช่องทางการชำระเงิน' });
    expect(
      within(payment)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['บัตรเครดิต', 'โอนเงิน']);
    expect(screen.getByRole('group', { name: 'การจัดส่ง' })).toBeTruthy();
  });

  it('checks the price range and says what is wrong', async () => {
    stubApi(productListApi());
    const { router } = renderApp('/product');
    const lowest = await screen.findByRole('textbox', { name: 'ราคาต่ำสุด' });
    const highest = screen.getByRole('textbox', { name: 'ราคาสูงสุด' });
    await userEvent.type(lowest, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'ใช้ช่วงราคา' }));
    expect(await screen.findByText('กรุณากรอกราคาให้ถูกต้อง เช่น 150 หรือ 99.50')).toBeTruthy();
    expect(lowest.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(lowest);
    await userEvent.type(lowest, '500');
    await userEvent.type(highest, '100');
    await userEvent.click(screen.getByRole('button', { name: 'ใช้ช่วงราคา' }));
    expect(await screen.findByText('ราคาสูงสุดต้องไม่น้อยกว่าราคาต่ำสุด')).toBeTruthy();

    await userEvent.clear(highest);
    await userEvent.type(highest, '999.50{Enter}');
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe('?startprice=500&endprice=999.5'),
    );
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    stubApi(productListApi([]));
    const { router } = renderApp('/product?search=x&rating=5');
    expect(await screen.findByText('ไม่พบสินค้าที่ตรงกับเงื่อนไข')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'ล้างตัวกรองทั้งหมด' });
    await userEvent.click(clear[clear.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.searchStr).toBe('?search=x'));
  });

  it('pages with links that keep the filters', async () => {
    const products = Array.from({ length: 10 }, (_, i) =>
      productSummary({ id: i + 1, urlKey: `p-${i}`, name: `สินค้า ${i}` }),
    );
    stubApi({
      ...productListApi(products),
      '/product/list': envelope({ dataList: products, count: 35 }),
    });
    renderApp('/product?rating=4');
    const pager = await screen.findByRole('navigation', { name: 'เลือกหน้า' });
    const page4 = within(pager).getByRole('link', { name: 'หน้า 4' });
    expect(page4.getAttribute('href')).toBe('/product?rating=4&pageNo=4');
    expect(within(pager).getByRole('link', { name: 'หน้า 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('store list', () => {
  it.each(['/store', '/seller-store'])('%s lists the stores at /store', async (path) => {
    stubApi(storeListApi);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'ร้านค้า' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'บ้านผึ้งดอยสะเก็ด' }).getAttribute('href')).toBe(
      '/store/baan-phueng',
    );
    expect(router.state.location.pathname).toBe('/store');
  });
});

describe('/product/{urlKey}', () => {
  it('shows the product with its price and an add-to-cart button', async () => {
    stubApi({ '/product/longan-blossom-honey': envelope(productDetail()) });
    renderApp('/product/longan-blossom-honey');
    expect(await screen.findByRole('heading', { level: 1, name: 'น้ำผึ้งดอกลำไย' })).toBeTruthy();
    expect(screen.getAllByText('฿1,234.50').length).toBeGreaterThan(0);
    const add = screen.getByRole('button', { name: 'เพิ่มลงตะกร้า' }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'บ้านผึ้งดอยสะเก็ด' }).getAttribute('href')).toBe(
      '/store/baan-phueng',
    );
  });

  it('a sold-out product cannot be added', async () => {
    stubApi({
      '/product/longan-blossom-honey': envelope(productDetail({ availableQuantity: 0 })),
    });
    renderApp('/product/longan-blossom-honey');
    const add = (await screen.findByRole('button', { name: 'เพิ่มลงตะกร้า' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getAllByText('สินค้าหมด').length).toBeGreaterThan(0);
  });

  it('limits the quantity to what is available', async () => {
    stubApi({
      '/product/longan-blossom-honey': envelope(productDetail({ availableQuantity: 2 })),
    });
    renderApp('/product/longan-blossom-honey');
    const quantity = (await screen.findByRole('textbox', { name: 'จำนวน' })) as HTMLInputElement;
    const more = screen.getByRole('button', { name: 'เพิ่มจำนวน' }) as HTMLButtonElement;
    await userEvent.click(more);
    expect(quantity.value).toBe('2');
    expect(more.disabled).toBe(true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9{Enter}');
    expect(quantity.value).toBe('2');
  });

  it('the options set the price and stock', async () => {
    stubApi({
      '/product/longan-blossom-honey': envelope(
        productDetail({
          attributes: [
            {
              id: 1,
              name: 'ขนาด',
              options: [
                { id: 1, label: '250 กรัม', price: 1234.5, availableQuantity: 0 },
                { id: 2, label: '500 กรัม', price: 2000, availableQuantity: 5 },
              ],
            },
          ],
        }),
      ),
    });
    renderApp('/product/longan-blossom-honey');
    const sizes = await screen.findByRole('group', { name: 'ขนาด' });
    const stock = () => document.querySelector('.offer__stock')?.textContent;
    // The first option in stock is chosen at first, with its own price.
    const larger = within(sizes).getByRole('radio', { name: /500 กรัม/ }) as HTMLInputElement;
    expect(larger.checked).toBe(true);
    expect(document.querySelector('.offer .price-tag__price')?.textContent).toBe('฿2,000.00');
    expect(stock()).toBe('มีสินค้า 5 ชิ้น');

    await userEvent.click(within(sizes).getByRole('radio', { name: /250 กรัม/ }));
    expect(document.querySelector('.offer .price-tag__price')?.textContent).toBe('฿1,234.50');
    expect(stock()).toBe('สินค้าหมด');
    expect((screen.getByRole('textbox', { name: 'จำนวน' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('says out of stock clearly and disables the quantity', async () => {
    stubApi({
      '/product/longan-blossom-honey': envelope(productDetail({ availableQuantity: 0 })),
    });
    renderApp('/product/longan-blossom-honey');
    expect(await screen.findByText('สินค้าหมด')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'จำนวน' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('an unknown product is the 404 page', async () => {
    stubApi();
    renderApp('/product/no-such-product');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
  });
});

describe('catalogue routes', () => {
  it('a promotion id that is not a number is a 404', async () => {
    stubApi();
    renderApp('/promotion/abc');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
  });

  it('a product short link opens the product page', async () => {
    stubApi({
      '/share/Hn7pLq2': envelope({
        type: 'product',
        urlKey: 'longan-blossom-honey',
        path: '/product/longan-blossom-honey',
      }),
      '/product/longan-blossom-honey': envelope(productDetail()),
    });
    const { router } = renderApp('/pd/Hn7pLq2');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/longan-blossom-honey'),
    );
  });

  it('a promotion short link opens the promotion page', async () => {
    stubApi({
      '/share/Pr3gF8k': envelope({ type: 'promotion', urlKey: '3', path: '/promotion/3' }),
    });
    const { router } = renderApp('/p/Pr3gF8k');
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotion/3'));
  });

  it('an unknown short link is a 404', async () => {
    stubApi();
    renderApp('/st/unknownLink1');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
  });

  it('an unknown home share link goes home', async () => {
    stubApi();
    const { router } = renderApp('/main/unknownLink1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('share pages open their item', async () => {
    stubApi();
    const { router } = renderApp('/store/share/baan-phueng');
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/baan-phueng'));
  });

  it('/home and /mobile/action/{action} open the home page', async () => {
    stubApi();
    const { router } = renderApp('/mobile/action/open');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate({ to: '/home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.searchStr).toBe('');
  });
});

describe('home', () => {
  it('shows the best sellers, 15 a page, with the page in the URL', async () => {
    const fetch = stubApi({
      '/product/BestSeller/page/2/perpage/15': envelope({
        dataList: [productSummary({ name: 'ขายดีหน้า 2' })],
        count: 40,
      }),
      '/category/List': envelope({ dataList: [], count: 0 }),
      '/campaign': envelope(null),
      '/Banner/BannerProductList': envelope({ dataList: [], count: 0 }),
    });
    renderApp('/?pageNo=2');
    expect(await screen.findByRole('link', { name: 'ขายดีหน้า 2' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'เลือกหน้า' });
    expect(within(pager).getByRole('link', { name: 'หน้า 3' }).getAttribute('href')).toBe(
      '/?pageNo=3#best-sellers',
    );
    const paths = fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(paths).toContain('/api/product/BestSeller/page/2/perpage/15');
  });

  it('stays up when its blocks fail to load', async () => {
    stubApi();
    renderApp('/');
    expect(await screen.findByText('โหลดสินค้าขายดีไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
