// An affiliate as a visitor sees them (who recommended a product, how many follow them, and
// whether the signed-in member does), and following them or not.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/storefront.d.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';

export type AffiliateProfile = components['schemas']['AffiliateProfile'];

/** `member` keys the answer to who asks: a guest, or the member signed in (by their phone). */
export const affiliateProfileQuery = (affiliateCode: string, member: string | null) =>
  queryOptions({
    queryKey: ['affiliate-profile', affiliateCode, member],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/affiliates/{affiliateCode}', {
          params: { path: { affiliateCode } },
          signal,
        }),
      ),
  });

/** Follows the affiliate, or stops: the affiliate as they are now. */
export async function setFollowing(affiliateCode: string, follow: boolean) {
  const params = { path: { affiliateCode } };
  return unwrap(
    follow
      ? await api.PUT('/affiliates/{affiliateCode}/follower', { params })
      : await api.DELETE('/affiliates/{affiliateCode}/follower', { params }),
  );
}
