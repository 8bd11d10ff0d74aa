import { Plural } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Category } from '../../api/queries/catalogue.ts';
import { formatCount } from '../../format/number.ts';
import { Img } from '../../ui/Img.tsx';
import './category-tiles.css';

const ICON_SIZE = 80;

/** Every category as a tile linking to its products. */
export function CategoryTiles({ categories }: { categories: readonly Category[] }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets
    <ul className="category-tiles" role="list">
      {categories.map((category) => {
        const products = category.productCount;
        const shown = formatCount(products);
        return (
          <li key={category.id}>
            <Link
              to="/category/{-$urlKey}"
              params={{ urlKey: category.urlKey }}
              className="category-tile"
            >
              <Img src={category.image.url} width={ICON_SIZE} height={ICON_SIZE} alt="" />
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">
                <Plural value={products} one={`${shown} สินค้า`} other={`${shown} สินค้า`} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
