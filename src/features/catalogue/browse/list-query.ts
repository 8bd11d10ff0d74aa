import { PRODUCT_PAGE_SIZE, productListQuery } from '../../../api/queries/catalogue.ts';
import {
  type ProductScope,
  type ProductSearch,
  toProductListQuery,
} from '../search/product-search.ts';

/** The GET /product/list query a ProductBrowser shows; route loaders fetch the same one. */
export const browserListQuery = (search: ProductSearch, scope: ProductScope = {}) =>
  productListQuery(toProductListQuery(search, scope, PRODUCT_PAGE_SIZE));
