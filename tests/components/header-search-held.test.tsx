import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/layout/header/SearchBox.tsx';
import { stubApi } from './support/api-stub.ts';
import { renderInRouter } from './support/test-router.tsx';

// The combobox's chunk held back for good (a slow network): the plain field must search by
// itself. Before, it waited for the chunk to carry the search out, which lost it in a race.
vi.mock('../../src/layout/header/SearchCombobox.tsx', () => new Promise(() => {}));

const box = () => screen.getByRole('combobox', { name: 'ค้นหาสินค้า' });

describe('header search while its combobox is still loading', () => {
  it('a search typed and entered at once is done', async () => {
    stubApi({});
    const { router } = renderInRouter(<SearchBox />, '/faq');
    await screen.findByRole('combobox');
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'น้ำผึ้ง' } });
    fireEvent.submit(box());
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(new URLSearchParams(router.state.location.searchStr).get('search')).toBe('น้ำผึ้ง');
    expect(box().hasAttribute('aria-controls')).toBe(false);
  });

  it('on /product it keeps the other filters', async () => {
    stubApi({});
    const { router } = renderInRouter(<SearchBox />, '/product?sortBy=priceAsc&discount=1%2C2');
    await screen.findByRole('combobox');
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'tomato' } });
    fireEvent.submit(box());
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.searchStr).get('search')).toBe('tomato'),
    );
    const params = new URLSearchParams(router.state.location.searchStr);
    expect(params.get('sortBy')).toBe('priceAsc');
    expect(params.get('discount')).toBe('1,2');
  });
});
