import type { ReactNode } from 'react';
import { openAccountModal } from '../../session/account-modals.ts';
import { useSessionStatus } from '../../session/SessionContext.tsx';
import { HeartIcon } from '../icons.tsx';

/**
 * The wishlist's heart before a shopper's own is there (it reads their wishlist): a guest's,
 * which asks them to log in; until the session is read, and while a shopper's loads, it waits
 * (disabled), as a tap then would be neither. It starts no query, so a first screen the server
 * draws is the one the browser takes over.
 */
export function PlainHeart({
  label,
  className,
  buttonClassName,
  children,
}: {
  /** The accessible name of a heart without visible words (a card's, naming its product). */
  label?: string | undefined;
  className: string;
  buttonClassName?: string | undefined;
  children?: ReactNode;
}) {
  const guest = useSessionStatus() === 'guest';
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-pressed={false}
        disabled={!guest}
        onClick={() => openAccountModal({ kind: 'login' })}
      >
        <HeartIcon filled={false} />
        {children}
      </button>
    </div>
  );
}
