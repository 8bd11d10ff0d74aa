// What a social page's webhook brings, as Facebook's Graph API delivers it (issue 36): the
// subscription's check (`hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`), each
// delivery signed over its raw body (`X-Hub-Signature-256: sha256=<HMAC-SHA256 with the app
// secret>`), and the page's `feed` changes, of which a comment added to a post is what live
// selling reads. Deliveries come at least once and in any order: what is read here is only
// checked and shaped; deciding each comment once is the store's (its id is unique).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The subscription's check: the challenge to echo back, or null when it is not ours. */
export function subscriptionChallenge(
  query: Record<string, string | undefined>,
  verifyToken: string,
): string | null {
  const token = query['hub.verify_token'];
  if (query['hub.mode'] !== 'subscribe' || token === undefined || !query['hub.challenge'])
    return null;
  return sameText(token, verifyToken) ? query['hub.challenge'] : null;
}

/** The signature Facebook puts on `raw` with `appSecret`, as its header carries it. */
export const signatureOf = (raw: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw, 'utf8').digest('hex')}`;

/** Whether `header` signs `raw` with `appSecret`, compared in constant time. */
export function hasValidSignature(raw: string, header: string | undefined, appSecret: string) {
  return header !== undefined && sameText(header, signatureOf(raw, appSecret));
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A comment added to a page's post. */
export interface PageComment {
  pageId: string;
  postId: string;
  commentId: string;
  from: { id: string; name: string };
  message: string;
  /** When the comment was written (the cut-off is this, not when it reached us). */
  createdAt: Date;
}

const commentChange = z.object({
  field: z.literal('feed'),
  value: z.object({
    item: z.literal('comment'),
    verb: z.literal('add'),
    post_id: z.string().min(1).max(200),
    comment_id: z.string().min(1).max(200),
    from: z.object({ id: z.string().min(1).max(100), name: z.string().max(200).default('') }),
    message: z.string().max(8000).default(''),
    // Unix seconds, as the Graph API's webhooks send it.
    created_time: z.number().int().positive(),
  }),
});

const delivery = z.object({
  object: z.string(),
  entry: z
    .array(z.object({ id: z.string().min(1).max(100), changes: z.array(z.unknown()).default([]) }))
    .max(1000),
});

/**
 * The comments added in a delivery: a page's feed changes of item `comment`, verb `add`. Edits,
 * removals, reactions and other objects are not orders and are left out; a delivery that is
 * not one at all is null (a 400).
 */
export function commentsOf(payload: unknown): PageComment[] | null {
  const parsed = delivery.safeParse(payload);
  if (!parsed.success) return null;
  if (parsed.data.object !== 'page') return [];
  return parsed.data.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => {
      const comment = commentChange.safeParse(change);
      if (!comment.success) return [];
      const { value } = comment.data;
      return [
        {
          pageId: entry.id,
          postId: value.post_id,
          commentId: value.comment_id,
          from: value.from,
          message: value.message,
          createdAt: new Date(value.created_time * 1000),
        },
      ];
    }),
  );
}
