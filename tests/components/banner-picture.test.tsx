import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerPicture } from '../../src/ui/BannerPicture.tsx';

describe('BannerPicture', () => {
  it('reserves each image its own shape: a tall phone image does not take the wide box', () => {
    const { container } = render(
      <BannerPicture
        banner={{
          imageUrl: '/images/banner/popup-9.webp',
          mobileImageUrl: '/images/banner/popup-9-mobile.webp',
          altTag: 'ลดราคา',
          width: 800,
          height: 800,
          mobileWidth: 600,
          mobileHeight: 800,
        }}
      />,
    );
    const source = container.querySelector('source');
    const img = container.querySelector('img');
    expect(source?.getAttribute('srcset')).toBe('/images/banner/popup-9-mobile.webp');
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['600', '800']);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['800', '800']);
  });
});
