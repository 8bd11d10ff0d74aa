import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/features/catalogue/product-card/ProductCard.tsx';
import { ProductGrid } from '../../src/features/catalogue/product-card/ProductGrid.tsx';
import { productSummary } from './catalogue-fixtures.ts';
import { activateLocale } from './support/locale.ts';
import { renderInRouter } from './support/test-router.tsx';

const renderCard = (overrides: Parameters<typeof productSummary>[0] = {}) =>
  renderInRouter(<ProductCard product={productSummary(overrides)} />);

describe('ProductCard', () => {
  it('links its name to the product page', async () => {
    renderCard();
    const link = await screen.findByRole('link', { name: 'น้ำผึ้งดอกลำไย' });
    expect(link.getAttribute('href')).toBe('/product/longan-blossom-honey');
    expect(screen.getByRole('heading', { level: 3, name: 'น้ำผึ้งดอกลำไย' })).toBeTruthy();
  });

  it('shows the price in baht as 0,0.00 and the full price struck through', async () => {
    renderCard({ price: 1234.5, fullPrice: 1500 });
    const price = await screen.findByText('฿1,234.50');
    expect(price.tagName).toBe('DATA');
    const full = screen.getByText('฿1,500.00');
    expect(full.closest('del')).not.toBeNull();
    expect(price.closest('del')).toBeNull();
  });

  it('shows the discount percent, and says it in words to assistive technology', async () => {
    renderCard({ discountPercent: 18 });
    expect(await screen.findByText('-18%')).toBeTruthy();
    expect(screen.getByText('ลด 18%')).toBeTruthy();
  });

  it('shows neither a struck price nor a badge without a discount', async () => {
    const { container } = renderCard({ price: 75, fullPrice: 75, discountPercent: 0 });
    await screen.findByText('฿75.00');
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
  });

  it('says clearly when the product is out of stock', async () => {
    const { container } = renderCard({ availableQuantity: 0 });
    expect(await screen.findByText('สินค้าหมด')).toBeTruthy();
    expect(container.querySelector('.product-card--sold-out')).not.toBeNull();
  });

  it('is not marked out of stock while any is left', async () => {
    renderCard({ availableQuantity: 1 });
    await screen.findByRole('link');
    expect(screen.queryByText('สินค้าหมด')).toBeNull();
  });

  it('gives its image a width and a height, and no alt text that repeats the name', async () => {
    const { container } = renderCard();
    await screen.findByRole('link');
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('600');
    expect(image?.getAttribute('height')).toBe('600');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('shows rating and units sold with grouped numbers', async () => {
    renderCard({ rating: 4.8, ratingCount: 1264, soldCount: 5830 });
    expect(await screen.findByText('คะแนน 4.8 จาก 5 จาก 1,264 รีวิว')).toBeTruthy();
    expect(screen.getByText('ขายแล้ว 5,830 ชิ้น')).toBeTruthy();
  });

  it('is translated', async () => {
    activateLocale('en');
    renderCard({ availableQuantity: 0, discountPercent: 18 });
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('18% off')).toBeTruthy();
    expect(screen.getByText('฿1,234.50')).toBeTruthy();
  });
});

describe('ProductGrid', () => {
  it('lists one card per product, the first ones loading eagerly', async () => {
    renderInRouter(
      <ProductGrid
        products={[
          productSummary({ id: 1, urlKey: 'a', name: 'สินค้า A' }),
          productSummary({ id: 2, urlKey: 'b', name: 'สินค้า B' }),
          productSummary({ id: 3, urlKey: 'c', name: 'สินค้า C' }),
        ]}
        priorityCount={1}
      />,
    );
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const images = items.map((item) => item.querySelector('img')?.getAttribute('loading'));
    expect(images).toEqual(['eager', 'lazy', 'lazy']);
  });
});
