import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export const popupBannersQuery = () =>
  queryOptions({
    queryKey: ['banners', 'popup'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Banner/BannerPopup', { signal })),
    staleTime: 5 * 60_000,
  });

export const closureBannerQuery = () =>
  queryOptions({
    queryKey: ['banners', 'closure'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Bannerclose', { signal })),
  });

export const productBannersQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'banners', 'product'],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/Banner/BannerProductList', { signal })).dataList,
    staleTime: 5 * 60_000,
  });
