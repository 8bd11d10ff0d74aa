import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';
import type { Campaign } from './catalogue-marketing.ts';

/** A campaign by its urlKey; without one, the running campaign (null when none runs). */
export const campaignQuery = (urlKey?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'campaign', urlKey === undefined ? 'current' : { urlKey }],
    queryFn: async ({ signal }): Promise<Campaign | null> =>
      urlKey === undefined
        ? unwrap(await api.GET('/campaign', { signal }))
        : unwrap(await api.GET('/campaign/{urlKey}', { params: { path: { urlKey } }, signal })),
  });
