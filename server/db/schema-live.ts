// Live selling (issue 36): an affiliate's live post on a social page, from draft to active to
// finished (server/features/live/live-post-rules.ts), and the products it sells, each under a
// keyword buyers comment. A keyword is one of its post's alone, and a product is sold by one
// post at a time (the spec's "a product can be chosen by only one post"): both are unique
// indexes, so two editors racing cannot both take one.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { products, users } from './schema.ts';
import { payments } from './schema-orders.ts';

/**
 * A social page a seller connected (server/features/live/page/connect-routes.ts), with the page
 * token the poll reads its comments with. One page may be connected by one seller: its
 * comments are that seller's orders.
 */
export const livePages = pgTable(
  'live_pages',
  {
    pageId: text('page_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accessToken: text('access_token').notNull(),
    connectedAt: at('connected_at').notNull(),
  },
  (t) => [index('live_pages_owner_idx').on(t.userId)],
);

export const LIVE_POST_STATUSES = ['draft', 'active', 'finished'] as const;

export const livePosts = pgTable(
  'live_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The social page and its post the comments come from (empty while the post is a draft). */
    pageId: text('page_id').notNull().default(''),
    postId: text('post_id').notNull().default(''),
    /** The spec's postTypeId: 1, a Facebook page's live post. */
    postTypeId: integer('post_type_id').notNull().default(1),
    name: text('name').notNull(),
    status: text('status', { enum: LIVE_POST_STATUSES }).notNull().default('draft'),
    /** The most units one buyer may order from the post; 0 for no limit. */
    limitPerPerson: integer('limit_per_person').notNull().default(0),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    /** Comments written after this are too late, whenever they reach us. */
    finishedAt: at('finished_at'),
    /** Where the poll of the post's comments goes on from (the Graph API's `after` cursor). */
    pollCursor: text('poll_cursor'),
  },
  (t) => [
    index('live_posts_owner_idx').on(t.userId, t.id),
    check('live_posts_limit_not_negative', sql`${t.limitPerPerson} >= 0`),
  ],
);

export const livePostProducts = pgTable(
  'live_post_products',
  {
    id: serial('id').primaryKey(),
    livePostId: integer('live_post_id')
      .notNull()
      .references(() => livePosts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** As the seller typed it; `keywordKey` is how comments are matched (normalized). */
    keyword: text('keyword').notNull(),
    keywordKey: text('keyword_key').notNull(),
    priceSatang: integer('price_satang').notNull(),
    /** The cashback left once the price is cut (displayCashback). */
    cashbackSatang: integer('cashback_satang').notNull(),
    /** Set while the post is not finished: one post at a time sells a product. */
    sellingProductId: integer('selling_product_id'),
  },
  (t) => [
    uniqueIndex('live_post_products_keyword_idx').on(t.livePostId, t.keywordKey),
    uniqueIndex('live_post_products_selling_idx').on(t.sellingProductId),
    check('live_post_products_price_positive', sql`${t.priceSatang} > 0`),
    check('live_post_products_cashback_not_negative', sql`${t.cashbackSatang} >= 0`),
  ],
);

/** What a comment under a live post was decided to be (server/features/live/comments.ts). */
export const COMMENT_VERDICTS = [
  'ordered',
  'added',
  'over-limit',
  'out-of-stock',
  'post-finished',
  'before-start',
  'unknown-keyword',
  'ignored',
] as const;

/**
 * An open live order waits to be paid; checked out, its payment holds its stock (and gives the
 * order back open if it expires unpaid); unpaid past its time it expires, its stock given back.
 */
export const LIVE_ORDER_STATUSES = ['open', 'checked-out', 'expired'] as const;

/**
 * A buyer's order from a live post: one per commenter (their social identity) and post, its
 * lines one per ordering comment. Its stock was taken as each line was. The commenter is told
 * its link (the page's private reply to their comment), whose code lets the shop account that
 * opens it take the order as theirs: once.
 */
export const liveOrders = pgTable(
  'live_orders',
  {
    id: serial('id').primaryKey(),
    livePostId: integer('live_post_id')
      .notNull()
      .references(() => livePosts.id, { onDelete: 'cascade' }),
    buyerSocialId: text('buyer_social_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    createdAt: at('created_at').notNull(),
    /** 128 random bits, in the link the commenter is sent. */
    claimCode: text('claim_code').unique(),
    /** The shop account that took the order by its link. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    status: text('status', { enum: LIVE_ORDER_STATUSES }).notNull().default('open'),
    expiredAt: at('expired_at'),
    /** When the page's private reply told the buyer the link; null until it has (or retried). */
    toldAt: at('told_at'),
    /**
     * The id its checkout goes by (the checkout's cartId, and then its payment's): a new one
     * each time the order opens again after a payment expired, as a payment's is its own.
     */
    checkoutId: uuid('checkout_id').notNull().unique().defaultRandom(),
    /** The checkout it was placed in, while that holds its stock. */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('live_orders_buyer_idx').on(t.livePostId, t.buyerSocialId),
    index('live_orders_user_idx').on(t.userId),
  ],
);

export const liveOrderLines = pgTable(
  'live_order_lines',
  {
    id: serial('id').primaryKey(),
    liveOrderId: integer('live_order_id')
      .notNull()
      .references(() => liveOrders.id, { onDelete: 'cascade' }),
    livePostProductId: integer('live_post_product_id')
      .notNull()
      .references(() => livePostProducts.id),
    quantity: integer('quantity').notNull(),
    /** The comment that ordered it: a line per comment, however often it is delivered. */
    commentId: text('comment_id').notNull().unique(),
  },
  (t) => [check('live_order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every comment under a post that sells, as delivered, and what it was decided to be: once. */
export const liveComments = pgTable(
  'live_comments',
  {
    commentId: text('comment_id').primaryKey(),
    livePostId: integer('live_post_id')
      .notNull()
      .references(() => livePosts.id, { onDelete: 'cascade' }),
    fromId: text('from_id').notNull(),
    fromName: text('from_name').notNull(),
    message: text('message').notNull(),
    /** When the buyer wrote it (the cut-off at the post's finish is this). */
    writtenAt: at('written_at').notNull(),
    receivedAt: at('received_at').notNull(),
    verdict: text('verdict', { enum: COMMENT_VERDICTS }).notNull(),
    keyword: text('keyword'),
    quantity: integer('quantity'),
  },
  (t) => [index('live_comments_post_idx').on(t.livePostId, t.writtenAt)],
);

/**
 * A commenter of a page known as a shop member: the first member who took one of their orders
 * by its link (sent to the commenter alone, in the page's private reply). Their later orders
 * under the page's posts are that member's from the first comment. Facebook gives a page its own
 * id for each commenter, so the link is per page.
 */
export const liveBuyers = pgTable(
  'live_buyers',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => livePages.pageId, { onDelete: 'cascade' }),
    buyerSocialId: text('buyer_social_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: at('linked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.buyerSocialId] })],
);
