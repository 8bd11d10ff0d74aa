// The signed-in shopper's wishlist (spec sections 4, 7 and 8): its ids for the hearts, its cards
// for the profile's menu, and the toggle that saves a product or removes it, after which the
// ids are read again (the spec's rule: a toggle, then the ids reloaded).
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

/** Cards on one page of the profile's wishlist. */
export const WISHLIST_PAGE = 12;

/** `member` keys the answer to the shopper signed in (by their phone); a guest asks nothing. */
export const wishlistIdsQuery = (member: string) =>
  queryOptions({
    queryKey: ['wishlist-ids', member],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/product/WishlistProductIds', { signal })).dataList,
  });

export const wishlistPageQuery = (member: string, pageNo: number) =>
  queryOptions({
    queryKey: ['wishlist', member, pageNo],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/product/WishList', {
          params: { query: { pageNo, perPage: WISHLIST_PAGE } },
          signal,
        }),
      ),
  });

/** Puts the product on the wishlist, or takes it off. */
export async function setWished(productId: number, wished: boolean) {
  const params = { path: { id: productId } };
  unwrap(
    wished
      ? await api.POST('/product/SaveWishList/{id}', { params })
      : await api.DELETE('/product/RemoveWishList/{id}', { params }),
  );
}

/** After a toggle, whether it worked or not: the ids and the profile's pages read again. */
export const reloadWishlist = (queryClient: QueryClient, member: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wishlist-ids', member] }),
    queryClient.invalidateQueries({ queryKey: ['wishlist', member] }),
  ]);
