// The poll that recovers what the webhook missed (deliveries are at least once only when they
// come at all): every sweep reads the comments of each post that sells, and of each finished
// in the last hour (late comments still get their "post finished" verdict), from where the last
// poll ended, and decides each as a delivery would; a comment the webhook brought is kept as it
// was decided. The cursor moves only after every comment read is decided, so a poll cut short
// reads them again, harmlessly.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { GraphError } from './graph.ts';
import type { PageWebhookDeps } from './page-deps.ts';
import { decideAll } from './webhook-route.ts';

/** How long after its finish a post's comments are still read. */
const LATE_COMMENTS_MS = 60 * 60_000;

interface PolledPost {
  id: number;
  pageId: string;
  postId: string;
  pollCursor: string | null;
  pageName: string;
  accessToken: string;
}

export async function pollComments(deps: PageWebhookDeps): Promise<void> {
  const lateSince = new Date(deps.now().getTime() - LATE_COMMENTS_MS);
  const posts = await rowsOf<PolledPost>(
    deps.db,
    sql`select lp.id, lp.page_id as "pageId", lp.post_id as "postId",
        lp.poll_cursor as "pollCursor", p.name as "pageName", p.access_token as "accessToken"
      from live_posts lp
      join live_pages p on p.page_id = lp.page_id and p.user_id = lp.user_id
      where lp.status = 'active' or (lp.status = 'finished' and lp.finished_at > ${lateSince})
      order by lp.id`,
  );
  for (const post of posts) {
    try {
      const page = { id: post.pageId, name: post.pageName, accessToken: post.accessToken };
      const read = await deps.provider.graph.commentsOf(page, post.postId, post.pollCursor);
      await decideAll(deps, read.comments);
      if (read.after !== post.pollCursor)
        await deps.db.execute(
          sql`update live_posts set poll_cursor = ${read.after} where id = ${post.id}`,
        );
    } catch (error) {
      // One page's expired token or Facebook's hiccup must not stop the others' polls.
      if (!(error instanceof GraphError)) throw error;
      deps.log(`Polling the comments of live post ${post.id} failed`, error);
    }
  }
}
