import { queryOptions } from '@tanstack/react-query';
import { readLanguage } from '../../i18n/language-cookie.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

/** What a new account will use the shop for (register form choices). */
export const userTargetTypesQuery = () =>
  queryOptions({
    queryKey: ['user-target-types', readLanguage()],
    queryFn: async ({ signal }) => unwrap(await api.GET('/UserTargetType', { signal })).dataList,
    staleTime: 60 * 60_000,
  });

/** A company's kinds of business (register form choices). */
export const userBusinessTypesQuery = () =>
  queryOptions({
    queryKey: ['user-business-types', readLanguage()],
    queryFn: async ({ signal }) => unwrap(await api.GET('/UserBusinessType', { signal })).dataList,
    staleTime: 60 * 60_000,
  });
