// What the social-page stand-in remembers, for as long as its process runs (as the Stripe
// stand-in's sessions do): the codes its dialog gave, the sellers' tokens and the pages each
// manages, pages subscribed to our webhook, their posts and comments. Ids are Facebook's
// shapes (digits; a post is `{page}_{n}`, a comment `{post number}_{n}`), random where a
// restart must not hand out one again, and a commenter's id follows their name, so the same
// name is the same buyer.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export interface StandInComment {
  id: string;
  from: { id: string; name: string };
  message: string;
  createdAt: Date;
  /** The page's private reply to it, as its writer sees it in Messenger. */
  reply?: string;
}

export interface StandInPost {
  id: string;
  pageId: string;
  message: string;
  createdAt: Date;
}

const CODE_LIFETIME_MS = 60_000;
/** Comments kept per post; a bench's 10,000 fit. */
const MAX_COMMENTS_PER_POST = 20_000;

const digitsOf = (text: string, length: number) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 24)}`)
    .toString()
    .padStart(length, '1')
    .slice(0, length)
    .replace(/^0/, '1');

const randomDigits = (length: number) =>
  Array.from({ length }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');

export function standInPageStore(now: () => Date) {
  const key = randomBytes(32);
  const codes = new Map<string, { pageIds: string[]; redirectUri: string; expiresAt: number }>();
  const userTokens = new Map<string, string[]>();
  const pageNames = new Map<string, string>();
  const subscribed = new Set<string>();
  const posts = new Map<string, StandInPost>();
  const comments = new Map<string, StandInComment[]>();

  const pageTokenOf = (pageId: string) =>
    `EAAstandin${createHmac('sha256', key).update(`page:${pageId}`).digest('base64url')}`;

  return {
    /** A page by its name: the same name is the same page. */
    pageNamed(name: string) {
      const id = digitsOf(`page:${name}`, 15);
      pageNames.set(id, name);
      return id;
    },
    pageName: (pageId: string) => pageNames.get(pageId),

    grant(pageIds: string[], redirectUri: string) {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { pageIds, redirectUri, expiresAt: now().getTime() + CODE_LIFETIME_MS });
      return code;
    },
    /** The seller's token for a code given to `redirectUri`, once; null otherwise. */
    redeem(code: string, redirectUri: string) {
      const granted = codes.get(code);
      codes.delete(code);
      if (!granted || granted.redirectUri !== redirectUri || granted.expiresAt < now().getTime())
        return null;
      const token = `EAAstandinuser${randomBytes(24).toString('base64url')}`;
      userTokens.set(token, granted.pageIds);
      return token;
    },
    pagesOfUser: (token: string) => userTokens.get(token),
    pageTokenOf,
    /** The page a page token is for, or null for anything else. */
    pageOfToken(token: string, pageId: string) {
      return token === pageTokenOf(pageId) ? pageId : null;
    },

    subscribe: (pageId: string) => subscribed.add(pageId),
    isSubscribed: (pageId: string) => subscribed.has(pageId),

    addPost(pageId: string, message: string): StandInPost {
      const post = { id: `${pageId}_${randomDigits(16)}`, pageId, message, createdAt: now() };
      posts.set(post.id, post);
      return post;
    },
    post: (postId: string) => posts.get(postId),
    postsOf: (pageId: string) =>
      [...posts.values()].filter((post) => post.pageId === pageId).reverse(),

    /** A comment by `name`, written now. */
    addComment(postId: string, name: string, message: string): StandInComment {
      const list = comments.get(postId) ?? [];
      if (list.length >= MAX_COMMENTS_PER_POST) list.shift();
      const postNumber = postId.split('_')[1] ?? postId;
      const comment = {
        id: `${postNumber}_${randomDigits(16)}`,
        from: { id: digitsOf(`person:${name}`, 16), name },
        message,
        createdAt: now(),
      };
      list.push(comment);
      comments.set(postId, list);
      return comment;
    },
    commentsOf: (postId: string) => comments.get(postId) ?? [],
    /** Keeps the page's private reply to a comment; false for no such comment. */
    reply(commentId: string, text: string) {
      const postNumber = commentId.split('_')[0];
      for (const [postId, list] of comments) {
        if (postId.split('_')[1] !== postNumber) continue;
        const comment = list.find((candidate) => candidate.id === commentId);
        if (comment) {
          comment.reply = text;
          return true;
        }
      }
      return false;
    },
  };
}

export type StandInPageStore = ReturnType<typeof standInPageStore>;
