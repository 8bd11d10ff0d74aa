/** Where a live post of the affiliate's is edited and watched: /user/profile/affiliate/live/{id}. */
export const postLink = (id: string) =>
  ({
    to: '/user/profile/$menu/$orderId/$productId',
    params: { menu: 'affiliate', orderId: 'live', productId: id },
  }) as const;
