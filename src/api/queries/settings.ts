import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

/** Site settings change rarely: keep them for the whole visit. */
const SETTINGS_STALE = 30 * 60_000;

export const logoQuery = () =>
  queryOptions({
    queryKey: ['settings', 'logo'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Setting/Logo', { signal })),
    staleTime: SETTINGS_STALE,
  });

export const footerSettingQuery = () =>
  queryOptions({
    queryKey: ['settings', 'footer'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Setting/Footer', { signal })),
    staleTime: SETTINGS_STALE,
  });

export const footerConfigQuery = () =>
  queryOptions({
    queryKey: ['settings', 'footer-config'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/ContactUs/ConfigFooter', { signal })),
    staleTime: SETTINGS_STALE,
  });

export const siteModeQuery = () =>
  queryOptions({
    queryKey: ['settings', 'site-mode'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/Setting/SiteMode', { signal })),
    staleTime: SETTINGS_STALE,
  });
