// The few calls of Facebook's Graph API live selling makes (issue 36), over plain HTTP as the
// API is documented: the code of the page-connection dialog exchanged for the seller's token,
// the pages that token manages (each with its page token), the app subscribed to a page's
// `feed` (so its comments reach our webhook), a page's recent posts, and a post's comments
// paged by cursor (the poll that recovers what a webhook missed). The same client talks to
// graph.facebook.com and to our stand-in (stand-in/graph-routes.ts): only its base address and
// its fetch differ.
import { z } from 'zod';
import type { PageComment } from '../page-webhook.ts';

export const GRAPH_VERSION = 'v21.0';

/** What the Graph API answered with an `error` (an expired page token is code 190). */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(`Graph API ${status}${code === undefined ? '' : ` (code ${code})`}: ${message}`);
  }
}

export interface GraphPage {
  id: string;
  name: string;
  accessToken: string;
}

export interface GraphPost {
  id: string;
  message: string;
  createdAt: Date;
}

export interface CommentPage {
  comments: PageComment[];
  /** The cursor after the last comment read, to poll from next; null when none came. */
  after: string | null;
}

export interface GraphClient {
  tokenOfCode(code: string, redirectUri: string): Promise<string>;
  pagesOf(userToken: string): Promise<GraphPage[]>;
  subscribeFeed(page: GraphPage): Promise<void>;
  postsOf(page: GraphPage): Promise<GraphPost[]>;
  /** A post's comments after `after`, oldest first, every page of them. */
  commentsOf(page: GraphPage, postId: string, after: string | null): Promise<CommentPage>;
  /** The page's private reply to a comment (Messenger's, to its writer alone). */
  replyPrivately(page: GraphPage, commentId: string, text: string): Promise<void>;
}

export interface GraphOptions {
  /** https://graph.facebook.com/v21.0, or the stand-in's. */
  base: string;
  appId: string;
  appSecret: string;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

/** Graph's times: ISO 8601 with a +0000 offset, which Date reads. */
const graphTime = z
  .string()
  .transform((text) => new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')))
  .refine((date) => !Number.isNaN(date.getTime()));

const errorShape = z.object({
  error: z.object({ message: z.string(), code: z.number().optional() }),
});
const tokenShape = z.object({ access_token: z.string().min(1).max(2000) });
const pagesShape = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1).max(100),
      name: z.string().max(200),
      access_token: z.string().min(1).max(2000),
    }),
  ),
});
const postsShape = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1).max(200),
      message: z.string().default(''),
      created_time: graphTime,
    }),
  ),
});
const commentsShape = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1).max(200),
      // Absent when the commenter's privacy hides them: such a comment can order nothing.
      from: z.object({ id: z.string().min(1).max(100), name: z.string().max(200) }).optional(),
      message: z.string().max(8000).default(''),
      created_time: graphTime,
    }),
  ),
  paging: z
    .object({
      cursors: z.object({ after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});

/** A poll reads at most this many pages of comments at once; the next sweep goes on. */
const MAX_COMMENT_PAGES = 50;
const COMMENTS_PER_PAGE = 100;

export function graphClient(options: GraphOptions): GraphClient {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    shape: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(`${options.base}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await options.fetch(url.toString(), { method });
    } catch (error) {
      // Unreachable or too slow (the 10 s timeout): a provider's failure like any other.
      throw new GraphError(0, undefined, error instanceof Error ? error.message : String(error));
    }
    const body: unknown = await response.json().catch(() => null);
    const failed = errorShape.safeParse(body);
    if (!response.ok || failed.success) {
      throw new GraphError(
        response.status,
        failed.success ? failed.data.error.code : undefined,
        failed.success ? failed.data.error.message : 'unreadable answer',
      );
    }
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new GraphError(response.status, undefined, parsed.error.message);
    return parsed.data;
  }

  return {
    async tokenOfCode(code, redirectUri) {
      const answer = await call(
        'GET',
        'oauth/access_token',
        {
          client_id: options.appId,
          client_secret: options.appSecret,
          redirect_uri: redirectUri,
          code,
        },
        tokenShape,
      );
      return answer.access_token;
    },

    async pagesOf(userToken) {
      const answer = await call(
        'GET',
        'me/accounts',
        {
          fields: 'id,name,access_token',
          access_token: userToken,
        },
        pagesShape,
      );
      return answer.data.map(({ id, name, access_token }) => ({
        id,
        name,
        accessToken: access_token,
      }));
    },

    async subscribeFeed(page) {
      await call(
        'POST',
        `${page.id}/subscribed_apps`,
        {
          subscribed_fields: 'feed',
          access_token: page.accessToken,
        },
        z.object({ success: z.literal(true) }),
      );
    },

    async postsOf(page) {
      const answer = await call(
        'GET',
        `${page.id}/posts`,
        {
          fields: 'id,message,created_time',
          limit: '25',
          access_token: page.accessToken,
        },
        postsShape,
      );
      return answer.data.map(({ id, message, created_time }) => ({
        id,
        message,
        createdAt: created_time,
      }));
    },

    async commentsOf(page, postId, after) {
      const comments: PageComment[] = [];
      let cursor = after;
      for (let read = 0; read < MAX_COMMENT_PAGES; read += 1) {
        const answer = await call(
          'GET',
          `${postId}/comments`,
          {
            fields: 'id,from,message,created_time',
            filter: 'stream',
            order: 'chronological',
            limit: String(COMMENTS_PER_PAGE),
            access_token: page.accessToken,
            ...(cursor ? { after: cursor } : {}),
          },
          commentsShape,
        );
        for (const comment of answer.data) {
          if (!comment.from) continue;
          comments.push({
            pageId: page.id,
            postId,
            commentId: comment.id,
            from: comment.from,
            message: comment.message,
            createdAt: comment.created_time,
          });
        }
        cursor = answer.paging?.cursors?.after ?? cursor;
        if (!answer.paging?.next || answer.data.length === 0) break;
      }
      return { comments, after: cursor };
    },

    async replyPrivately(page, commentId, text) {
      await call(
        'POST',
        `${page.id}/messages`,
        {
          recipient: JSON.stringify({ comment_id: commentId }),
          message: JSON.stringify({ text }),
          messaging_type: 'RESPONSE',
          access_token: page.accessToken,
        },
        z.object({ message_id: z.string() }),
      );
    },
  };
}
