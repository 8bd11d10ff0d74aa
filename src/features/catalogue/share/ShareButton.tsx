import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { affiliateUrl } from '../../../../machines/share/share-targets.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredShareMachine } from '../../../flows/share.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { settledSession } from '../../../session/session.ts';
import { ShareDialog } from '../../../ui/share/ShareDialog.tsx';
import '../../../ui/share/share.css';

export interface ShareButtonProps {
  /** What the share targets carry as the title (the page's item name). */
  title: string;
  /** The link to share: the item's short link when it has one. */
  loadUrl: () => Promise<string>;
}

/** Opens the share modal once the link to share is known (the page's own link if that fails). */
export function ShareButton({ title, loadUrl }: ShareButtonProps) {
  const router = useRouter();
  const session = useSession();
  const actor = useMachineActor(wiredShareMachine);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    const link = await loadUrl().catch(
      () => new URL(router.state.location.href, window.location.origin).href,
    );
    // An affiliate's share carries their code: an order placed through it earns them cashback
    // (a tap made while the profile still loads waits for it).
    const { user } = await settledSession(session);
    const url = affiliateUrl(link, user?.affiliateCode);
    setLoading(false);
    actor.send({ type: 'share.open', url, title });
  };

  return (
    <>
      <button
        type="button"
        className="button button--ghost share-button"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        // Not `disabled`: a focused button that is disabled drops focus to the page, and the
        // dialog would then give it back there instead of here.
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) void open();
        }}
      >
        <Trans>แชร์</Trans>
      </button>
      <ShareDialog actor={actor} />
    </>
  );
}
