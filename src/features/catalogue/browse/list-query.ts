import { PRODUCT_PAGE_SIZE, productListQuery } from '../../../api/queries/catalogue.ts';
import type { ProductSearch } from '../search/product-search.ts';
import { type ProductScope, toProductListQuery } from '../search/search-changes.ts';

/** The GET /product/list query a ProductBrowser shows; route loaders fetch the same one. */
export const browserListQuery = (search: ProductSearch, scope: ProductScope = {}) =>
  productListQuery(toProductListQuery(search, scope, PRODUCT_PAGE_SIZE));
