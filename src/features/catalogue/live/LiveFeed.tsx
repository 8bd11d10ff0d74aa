import { Trans } from '@lingui/react/macro';
import type { LivePost } from '../../../api/queries/live-feed.ts';
import { LivePostCard } from './LivePostCard.tsx';

/** Posts as cards, live ones first (the server's order). */
export function LiveFeed({ posts }: { posts: LivePost[] }) {
  if (posts.length === 0)
    return (
      <p>
        <Trans>ยังไม่มีไลฟ์สดในขณะนี้</Trans>
      </p>
    );
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics without bullets
    <ul className="live-list" role="list">
      {posts.map((post) => (
        <li key={post.id}>
          <LivePostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
