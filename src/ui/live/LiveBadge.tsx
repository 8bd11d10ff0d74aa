import { Trans } from '@lingui/react/macro';
import { badgeOf, LIVE_STATUS } from '../../../machines/live-post/live-post-rules.ts';
import './live-badge.css';

/**
 * The spec's badge (Live while the post is active, otherwise draft), and beside a finished
 * post the word that says it sells no more.
 */
export function LiveBadge({ statusId }: { statusId: number }) {
  return (
    <span className="live-badges">
      {badgeOf(statusId) === 'live' ? (
        <span className="live-badge live-badge--live">
          <Trans>Live</Trans>
        </span>
      ) : (
        <span className="live-badge">
          <Trans>ฉบับร่าง</Trans>
        </span>
      )}
      {statusId === LIVE_STATUS.finished && (
        <span className="live-badge live-badge--finished">
          <Trans>จบการขายแล้ว</Trans>
        </span>
      )}
    </span>
  );
}
