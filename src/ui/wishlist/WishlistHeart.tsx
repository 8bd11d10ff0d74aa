import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reloadWishlist, setWished, wishlistIdsQuery } from '../../api/queries/wishlist.ts';
import { openAccountModal } from '../../session/account-modals.ts';
import { useSession, useSessionUser } from '../../session/SessionContext.tsx';
import { settledSession } from '../../session/session.ts';
import { Icon } from '../icons.tsx';
import './wishlist-heart.css';

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Icon>
);

/**
 * The heart that keeps a product on the shopper's wishlist (spec sections 4 and 8): pressed
 * when it is there; a tap saves or removes it, and the ids are read again; a guest is asked to
 * log in; a failed add or delete says so.
 */
export function WishlistHeart({ productId }: { productId: number }) {
  const session = useSession();
  const member = useSessionUser()?.telephone ?? null;
  const queryClient = useQueryClient();
  const ids = useQuery(wishlistIdsQuery(member));
  const wished = ids.data?.includes(productId) ?? false;
  const toggle = useMutation({
    mutationFn: ({ wish }: { wish: boolean; member: string }) => setWished(productId, wish),
    onSettled: (_answer, _error, { member: shopper }) => reloadWishlist(queryClient, shopper),
  });
  const failed = toggle.isError ? toggle.variables : undefined;
  return (
    <div className="wishlist-heart">
      <button
        type="button"
        className="button button--ghost wishlist-heart__button"
        aria-pressed={wished}
        aria-busy={toggle.isPending || undefined}
        onClick={async () => {
          if (toggle.isPending) return;
          // A tap while the session is still being read waits for it: a member is no guest.
          const { user } = await settledSession(session);
          if (!user) return openAccountModal({ kind: 'login' });
          const kept = queryClient.getQueryData(wishlistIdsQuery(user.telephone).queryKey);
          toggle.mutate({ wish: !kept?.includes(productId), member: user.telephone });
        }}
      >
        <HeartIcon filled={wished} />
        <span>
          <Trans>รายการโปรด</Trans>
        </span>
      </button>
      {failed && (
        <p role="alert">
          {failed.wish ? (
            <Trans>เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
          ) : (
            <Trans>นำออกจากรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
          )}
        </p>
      )}
    </div>
  );
}
