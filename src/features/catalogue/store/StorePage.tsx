import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { storeQuery } from '../../../api/queries/catalogue-stores.ts';
import { BannerPicture } from '../../../ui/BannerPicture.tsx';
import { ChatButton } from '../../../ui/chat/ChatButton.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Img } from '../../../ui/Img.tsx';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { ProductBrowser } from '../browse/ProductBrowser.tsx';
import { Rating } from '../product-card/Rating.tsx';
import type { ProductSearch } from '../search/product-search.ts';
import { ShareButton } from '../share/ShareButton.tsx';
import { storeShareUrl } from '../share/share-urls.ts';
import { Paragraphs } from '../text/Paragraphs.tsx';
import '../catalogue-page.css';
import './store-page.css';

const LOGO_SIZE = 96;

/** /store/{urlKey} and /seller-store/{urlKey}: the store and its products, paged. */
export function StorePage({ urlKey, search }: { urlKey: string; search: ProductSearch }) {
  const store = useSuspenseQuery(storeQuery(urlKey)).data;
  useDocumentTitle(store.name);
  return (
    <div className="catalogue-page container">
      <Breadcrumb
        trail={[{ label: <Trans>ร้านค้า</Trans>, link: { to: '/store' } }]}
        current={store.name}
      />
      <div className="catalogue-page__banner">
        <BannerPicture banner={store.banner} alt="" priority />
      </div>
      <div className="store-page__head">
        <Img
          src={store.logo.url}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          alt={store.logo.alt}
          className="store-page__logo"
        />
        <div>
          <h1 className="catalogue-page__title">{store.name}</h1>
          <p className="catalogue-page__facts">
            <Rating value={store.rating} />
            <span>{store.province}</span>
          </p>
        </div>
      </div>
      <Paragraphs text={store.description} className="catalogue-page__lead" />
      <div className="catalogue-page__actions">
        <ShareButton title={store.name} loadUrl={() => storeShareUrl(store.urlKey)} />
        <ChatButton storeId={store.id} />
      </div>
      <h2 className="catalogue-page__products-title">
        <Trans>สินค้าในร้าน</Trans>
      </h2>
      <ProductBrowser search={search} scope={{ store: store.urlKey }} />
    </div>
  );
}
