import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reloadWishlist, setWished, wishlistIdsQuery } from '../../api/queries/wishlist.ts';
import { useSessionUser } from '../../session/SessionContext.tsx';
import { HeartIcon } from '../icons.tsx';
import { PlainHeart } from './PlainHeart.tsx';
import './wishlist-heart.css';

interface HeartProps {
  productId: number;
  /** With a label (a card's, naming its product) it is the icon alone, named by it. */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * The heart that keeps a product on the shopper's wishlist (spec sections 4 and 8): pressed
 * when it is there; a tap saves or removes it, and the ids are read again; a guest is asked to
 * log in; a failed add or delete says so.
 */
export function WishlistHeart(props: HeartProps) {
  const member = useSessionUser()?.telephone;
  if (member) return <KeptHeart {...props} member={member} />;
  return (
    <PlainHeart
      label={props.label}
      className={`wishlist-heart ${props.className ?? ''}`}
      buttonClassName={buttonClassOf(props.label)}
    >
      {props.label ? null : <Words />}
    </PlainHeart>
  );
}

const buttonClassOf = (label: string | undefined) =>
  label ? 'wishlist-heart__icon' : 'button button--ghost wishlist-heart__button';

const Words = () => (
  <span>
    <Trans>รายการโปรด</Trans>
  </span>
);

/** A signed-in shopper's heart: it reads their wishlist's ids, and toggles. */
function KeptHeart({ productId, label, className = '', member }: HeartProps & { member: string }) {
  const queryClient = useQueryClient();
  const ids = useQuery(wishlistIdsQuery(member));
  const wished = ids.data?.includes(productId) ?? false;
  const toggle = useMutation({
    mutationFn: ({ wish }: { wish: boolean }) => setWished(productId, wish),
    onSettled: () => reloadWishlist(queryClient, member),
  });
  const failed = toggle.isError ? toggle.variables : undefined;
  return (
    <div className={`wishlist-heart ${className}`}>
      <button
        type="button"
        className={buttonClassOf(label)}
        aria-label={label}
        aria-pressed={wished}
        aria-busy={toggle.isPending || undefined}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate({ wish: !wished });
        }}
      >
        <HeartIcon filled={wished} />
        {label ? null : <Words />}
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
