import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { WISHLIST_PAGE, wishlistPageQuery } from '../../../api/queries/wishlist.ts';
import { useSessionUser } from '../../../session/SessionContext.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { ProductCard } from '../product-card/ProductCard.tsx';
import { parseProfileTabSearch } from '../search/product-search.ts';
import './wishlist-page.css';

/**
 * /user/profile/wishlist: the products the shopper keeps, the latest added first, each saying
 * whether it is in stock, with its card's heart to take it off (the ids, and this list, read
 * again).
 * Its page is `?pageNo=`, read here: the profile's menu route checks no search of its own, so
 * the check comes with this chunk, not with every page's first load.
 */
export default function WishlistPage() {
  const { t } = useLingui();
  const { pageNo = 1 } = parseProfileTabSearch(useSearch({ strict: false }));
  const title = t`รายการโปรด`;
  useDocumentTitle(title);
  const member = useSessionUser()?.telephone ?? '';
  const wishlist = useQuery(wishlistPageQuery(member, pageNo));
  return (
    <section className="wishlist-page container" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">{title}</h1>
      {wishlist.isError && (
        <p role="alert">
          <Trans>โหลดรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </p>
      )}
      {wishlist.data?.count === 0 && (
        <p>
          <Trans>
            ยังไม่มีสินค้าในรายการโปรด กดปุ่มรายการโปรดที่หน้าสินค้าเพื่อเก็บไว้ซื้อภายหลัง{' '}
            <Link to="/product">ดูสินค้าทั้งหมด</Link>
          </Trans>
        </p>
      )}
      {wishlist.data && wishlist.data.count > 0 && (
        <>
          {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from a list styled without bullets. */}
          <ul className="product-grid" role="list">
            {wishlist.data.dataList.map((product) => (
              <li key={product.id} className="wishlist-page__item">
                <ProductCard product={product} />
                <p className="wishlist-page__stock">
                  {product.availableQuantity > 0 ? <Trans>มีสินค้า</Trans> : <Trans>สินค้าหมด</Trans>}
                </p>
              </li>
            ))}
          </ul>
          <Pager pageNo={pageNo} pageCount={pageCountOf(wishlist.data.count, WISHLIST_PAGE)} />
        </>
      )}
    </section>
  );
}
