import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_KEY } from '../../src/api/client.ts';
import { SearchBox } from '../../src/layout/header/SearchBox.tsx';
import { envelope, stubApi } from './support/api-stub.ts';
import { renderInRouter } from './support/test-router.tsx';

function stubSuggestions() {
  return stubApi({
    '/product/suggest': (url: URL) =>
      envelope({
        dataList: url.searchParams.get('search')?.startsWith('น้ำผึ้ง')
          ? [
              { name: 'น้ำผึ้งป่า 500 กรัม', urlKey: 'wild-honey-500g' },
              { name: 'น้ำผึ้งดอกลำไย', urlKey: 'longan-honey' },
            ]
          : [],
        count: 2,
      }),
  });
}

/**
 * The combobox replaces the plain field when the field is first focused (its code loads
 * then): focus it, wait for the replacement, and answer it.
 */
async function loadedBox() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'ค้นหาสินค้า' }));
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name: 'ค้นหาสินค้า' });
    expect(box.hasAttribute('aria-controls')).toBe(true);
    return box;
  });
}

describe('header search box', () => {
  it('shows suggestions from the API as a listbox while typing', async () => {
    const fetch = stubSuggestions();
    renderInRouter(<SearchBox />);
    const box = await loadedBox();

    await userEvent.type(box, 'น้ำผึ้ง');

    const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['น้ำผึ้งป่า 500 กรัม', 'น้ำผึ้งดอกลำไย']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);

    const request = fetch.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/product/suggest');
    expect(request.headers.get('X-Api-Key')).toBe(API_KEY);
    expect(request.headers.get('Culture')).toBe('th');
  });

  it('highlights an option with the arrow keys and Enter searches for it', async () => {
    stubSuggestions();
    const { router } = renderInRouter(<SearchBox />);
    const box = await loadedBox();
    await userEvent.type(box, 'น้ำผึ้ง');
    await screen.findByRole('listbox', {}, { timeout: 3000 });

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(router.state.location.searchStr).toBe(`?search=${encodeURIComponent('น้ำผึ้งดอกลำไย')}`);
  });

  it('Enter on another page goes to /product?search=...', async () => {
    stubSuggestions();
    const { router } = renderInRouter(<SearchBox />, '/faq');
    await userEvent.type(await loadedBox(), 'tomato{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(router.state.location.searchStr).toBe('?search=tomato');
  });

  it('Enter on /product keeps the current filters', async () => {
    stubSuggestions();
    const { router } = renderInRouter(
      <SearchBox />,
      '/product?sortBy=priceAsc&discount=1,2&search=old',
    );
    expect((await screen.findByRole('combobox')) as HTMLInputElement).toHaveProperty(
      'value',
      'old',
    );
    const box = await loadedBox();
    expect((box as HTMLInputElement).value).toBe('old');

    await userEvent.clear(box);
    await userEvent.type(box, 'juice{Enter}');

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.searchStr).get('search')).toBe('juice'),
    );
    const params = new URLSearchParams(router.state.location.searchStr);
    expect(params.get('sortBy')).toBe('priceAsc');
    expect(params.get('discount')).toBe('1,2');
  });

  it('a blank box goes nowhere', async () => {
    stubSuggestions();
    const { router } = renderInRouter(<SearchBox />, '/faq');
    await userEvent.type(await loadedBox(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/faq');
  });

  describe('before its combobox has loaded', () => {
    // The events below all happen before the dynamic import can settle.
    const plainBox = () => screen.getByRole('combobox', { name: 'ค้นหาสินค้า' });

    it('keeps what was typed and the focus, and suggests for it', async () => {
      stubSuggestions();
      renderInRouter(<SearchBox />, '/faq');
      await screen.findByRole('combobox');
      fireEvent.focus(plainBox());
      fireEvent.change(plainBox(), { target: { value: 'น้ำผึ้ง' } });

      await screen.findByRole('listbox', {}, { timeout: 3000 });
      expect(screen.getAllByRole('option')).toHaveLength(2);
      expect(plainBox()).toHaveProperty('value', 'น้ำผึ้ง');
      expect(document.activeElement).toBe(plainBox());
    });

    it('searches by itself: a search submitted meanwhile is done at once', async () => {
      stubSuggestions();
      const { router } = renderInRouter(<SearchBox />, '/faq');
      await screen.findByRole('combobox');
      fireEvent.change(plainBox(), { target: { value: 'tomato' } });
      fireEvent.submit(plainBox());

      await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
      expect(router.state.location.searchStr).toBe('?search=tomato');
    });

    it('once it has searched, the box that arrives keeps the focus and opens no suggestions', async () => {
      const fetch = stubSuggestions();
      const { router } = renderInRouter(<SearchBox />, '/faq');
      await screen.findByRole('combobox');
      plainBox().focus();
      fireEvent.change(plainBox(), { target: { value: 'น้ำผึ้ง' } });
      fireEvent.submit(plainBox());
      await waitFor(() => expect(plainBox().hasAttribute('aria-controls')).toBe(true));
      expect(router.state.location.pathname).toBe('/product');
      expect(document.activeElement).toBe(plainBox());
      // Past the suggestions' 600 ms debounce: nothing was asked, nothing opened.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(fetch).not.toHaveBeenCalled();
      expect(plainBox().getAttribute('aria-expanded')).toBe('false');
      // Typing on is the combobox as usual.
      await userEvent.type(plainBox(), 'ป่า');
      await screen.findByRole('listbox', {}, { timeout: 3000 });
    });

    it('a shopper who tabbed on to the search button keeps focus there as the box arrives', async () => {
      stubSuggestions();
      renderInRouter(<SearchBox />, '/faq');
      await screen.findByRole('combobox');
      plainBox().focus();
      screen.getByRole('button', { name: 'ค้นหา' }).focus();

      await waitFor(() => expect(plainBox().hasAttribute('aria-controls')).toBe(true));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ค้นหา' }));
    });

    it('a shopper who tabbed out of the field is not pulled back when the box arrives', async () => {
      stubSuggestions();
      renderInRouter(
        <>
          <SearchBox />
          <button type="button">next</button>
        </>,
        '/faq',
      );
      await screen.findByRole('combobox');
      plainBox().focus();
      screen.getByRole('button', { name: 'next' }).focus();

      await waitFor(() => expect(plainBox().hasAttribute('aria-controls')).toBe(true));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
    });

    it('a blank search goes nowhere, and what is typed next is kept', async () => {
      stubSuggestions();
      const { router } = renderInRouter(<SearchBox />, '/faq');
      await screen.findByRole('combobox');
      fireEvent.focus(plainBox());
      fireEvent.submit(plainBox());
      fireEvent.change(plainBox(), { target: { value: 'ho' } });

      await waitFor(() => expect(plainBox().hasAttribute('aria-controls')).toBe(true));
      expect(plainBox()).toHaveProperty('value', 'ho');
      expect(router.state.location.pathname).toBe('/faq');
    });
  });
});
