import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { affiliateProfileQuery, setFollowing } from '../../../api/queries/affiliate-profile.ts';
import { landedAffiliateCode, subscribeLanding } from '../../../attribution/landed.ts';
import { formatCount } from '../../../format/number.ts';
import { openAccountModal } from '../../../session/account-modals.ts';
import { useSession, useSessionUser } from '../../../session/SessionContext.tsx';
import { settledSession } from '../../../session/session.ts';
import './recommended-by.css';

/**
 * Who recommended the product, for a visitor whose landing an affiliate's share brought (the
 * attribution cookie, read in the browser only): their first name and followers, and following
 * them (a guest is asked to log in). Nothing for anyone else, nor for the affiliate themselves.
 */
export function RecommendedBy() {
  const affiliateCode = useSyncExternalStore(
    subscribeLanding,
    landedAffiliateCode,
    () => undefined,
  );
  const user = useSessionUser();
  if (!affiliateCode || user?.affiliateCode === affiliateCode) return null;
  return <Recommender affiliateCode={affiliateCode} member={user?.telephone ?? null} />;
}

function Recommender({ affiliateCode, member }: { affiliateCode: string; member: string | null }) {
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const query = affiliateProfileQuery(affiliateCode, member);
  const profile = useQuery(query);
  // The answer goes under the settled member's key, not the one rendered when tapped (a tap
  // before the session was read rendered a guest's), and a read of it still under way, from
  // before the follow, is cancelled so it cannot put the old count back.
  const toggle = useMutation({
    mutationFn: ({ follow }: { follow: boolean; member: string }) =>
      setFollowing(affiliateCode, follow),
    onSuccess: async (answer, { member: follower }) => {
      const { queryKey } = affiliateProfileQuery(affiliateCode, follower);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, answer);
    },
  });
  if (!profile.data) return null;
  const { name, following } = profile.data;
  const followers = formatCount(profile.data.followers);
  return (
    <aside className="recommended-by" aria-label={t`ผู้แนะนำสินค้า`}>
      <p>
        <Trans>
          แนะนำโดย <strong>{name}</strong> · ผู้ติดตาม {followers} คน
        </Trans>
        {following && (
          <>
            {' '}
            <Trans>(คุณติดตามอยู่)</Trans>
          </>
        )}
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-busy={toggle.isPending || undefined}
        onClick={async () => {
          if (toggle.isPending) return;
          // A tap while the session is still being read waits for it: a member is no guest.
          const { user } = await settledSession(session);
          if (!user) openAccountModal({ kind: 'login' });
          else toggle.mutate({ follow: !following, member: user.telephone });
        }}
      >
        {following ? <Trans>เลิกติดตาม {name}</Trans> : <Trans>ติดตาม {name}</Trans>}
      </button>
      {toggle.isError && (
        <p role="alert">
          <Trans>ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </p>
      )}
    </aside>
  );
}
