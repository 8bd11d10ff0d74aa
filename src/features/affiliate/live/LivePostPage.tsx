import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { LIVE_KEY } from '../../../api/queries/live.ts';
import { useMachineActor } from '../../../app/machine-actor.ts';
import { wiredLivePostMachine } from '../../../flows/live-post.ts';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { LiveBadge } from '../../../ui/live/LiveBadge.tsx';
import { LoadFailed, LoadStatus } from '../pages/LoadStatus.tsx';
import { DraftEditor } from './DraftEditor.tsx';
import { LiveDashboard } from './LiveDashboard.tsx';
import { postLink } from './post-link.ts';
import '../../../ui/narrow-page.css';
import '../affiliate.css';
import './live.css';

/**
 * /user/profile/affiliate/live/{id|new}: one live post of the affiliate's, by the livePost
 * machine. A draft is edited, saved and started; a post that is live shows its dashboard (read
 * again every second) and finishes; a finished one shows what it sold.
 */
export default function LivePostPage({ id }: { id: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actor = useMachineActor(wiredLivePostMachine, {
    input: { id: /^\d+$/.test(id) ? Number(id) : null },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { post } = snapshot.context;
  const title = post?.name || t`โพสต์ไลฟ์ใหม่`;
  useDocumentTitle(title);

  // A post saved or moved: the lists read it again, and a new draft gets its own address.
  useEffect(() => {
    if (!post) return;
    void queryClient.invalidateQueries({ queryKey: [LIVE_KEY, 'posts'] });
    if (String(post.id) !== id) void navigate({ ...postLink(String(post.id)), replace: true });
  }, [post, id, navigate, queryClient]);

  return (
    <section className="container narrow-page affiliate-page" aria-labelledby="live-post-title">
      <p>
        <Link to="/user/profile/$menu/$tab" params={{ menu: 'affiliate', tab: 'live' }}>
          <Trans>กลับไปที่โพสต์ไลฟ์ทั้งหมด</Trans>
        </Link>
      </p>
      <h1 id="live-post-title">{title}</h1>
      {post && <LiveBadge statusId={post.statusId} />}
      {snapshot.matches('loading') && <LoadStatus failed={false} />}
      {snapshot.matches('unavailable') && (
        <LoadFailed onRetry={() => actor.send({ type: 'livePost.retry' })} />
      )}
      {snapshot.matches('draft') && <DraftEditor actor={actor} />}
      {(snapshot.matches('active') || snapshot.matches('finished')) && (
        <LiveDashboard actor={actor} />
      )}
    </section>
  );
}
