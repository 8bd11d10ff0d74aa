// A live post, the seller's side (issue 36; spec sections 3 to 5): draft → active → finished.
// A draft is edited (its name, social post, limit per person, and products each under a keyword
// and a price whose cut comes out of the cashback), checked before it is sent, and saved; a
// saved draft on a social post that sells something starts. While live, the dashboard's figures
// are read again every second, and the post is finished once; finished, it cannot sell again and
// its keywords stop working (the final state). The server decides every move: a refusal keeps
// the draft with the server's words; a conflict (the post moved elsewhere, in another tab)
// reads it again and goes where it now is.
import { assign, setup } from 'xstate';
import { statusOf } from '../shared/api-failure';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createLivePostActors, type LivePostApi } from './live-post.actors';
import {
  type Draft,
  type DraftLine,
  type DraftProblem,
  draftOf,
  draftProblems,
  emptyDraft,
  isReadyToStart,
  LIVE_STATUS,
  type LivePost,
  requestOf,
} from './live-post-rules';

export interface LivePostInput {
  /** The post to open; null for a new draft. */
  id: number | null;
  /** A new draft's page and social post, when the seller chose them before (the list). */
  pageId?: string;
  postId?: string;
}

export interface LivePostContext extends ErrorInfo {
  id: number | null;
  /** The post as the server last answered it. */
  post: LivePost | null;
  /** The draft as the seller edits it. */
  draft: Draft;
  /** Edited since it was last saved. */
  dirty: boolean;
  /** What is wrong with the draft, found when it was to be sent. */
  problems: DraftProblem[];
}

type DraftField = 'name' | 'pageId' | 'postId' | 'limitPerPerson';

export type LivePostEvent =
  | { type: 'livePost.retry' }
  | { type: 'livePost.field.set'; field: DraftField; value: string | number }
  | { type: 'livePost.product.add'; line: DraftLine }
  | { type: 'livePost.product.remove'; productId: number }
  | { type: 'livePost.keyword.set'; productId: number; keyword: string }
  | { type: 'livePost.price.set'; productId: number; price: number }
  | { type: 'livePost.save' }
  | { type: 'livePost.start' }
  | { type: 'livePost.finish' };

const editLine = (draft: Draft, productId: number, change: Partial<DraftLine>): Draft => ({
  ...draft,
  lines: draft.lines.map((line) => (line.productId === productId ? { ...line, ...change } : line)),
});

const keptError = {
  type: 'keepError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * A save's or a move's failure: a conflict (the post moved in another tab) reads the post again;
 * anything else keeps the server's words and goes back to `target`.
 */
const refusedBackTo = (target: 'editing' | 'watching') => [
  {
    guard: {
      type: 'isConflict' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
    target: '#livePost.loading',
    actions: keptError,
  },
  { target, actions: keptError },
];

/** A post answered by the server is where the machine goes next. */
const isStatus = (statusId: number) => (_: unknown, params: { post: LivePost }) =>
  params.post.statusId === statusId;

export const livePostMachine = setup({
  types: {
    context: {} as LivePostContext,
    events: {} as LivePostEvent,
    input: {} as LivePostInput,
  },
  actors: createLivePostActors(unwired<LivePostApi>('livePost')),
  delays: {
    /** How often a live post's dashboard figures are read again: orders show within 2 s (the bench). */
    dashboardRefresh: 1000,
  },
  actions: {
    keepPost: assign((_, params: { post: LivePost }) => ({
      id: params.post.id,
      post: params.post,
      draft: draftOf(params.post),
      dirty: false,
      problems: [],
    })),
    /** The figures and products as they are now; the draft is left as typed. */
    keepFigures: assign((_, params: { post: LivePost }) => ({ post: params.post })),
    editDraft: assign(({ context, event }) => {
      const draft = context.draft;
      const edited = (() => {
        switch (event.type) {
          case 'livePost.field.set':
            return { ...draft, [event.field]: event.value };
          case 'livePost.product.add':
            return draft.lines.some((line) => line.productId === event.line.productId)
              ? draft
              : { ...draft, lines: [...draft.lines, event.line] };
          case 'livePost.product.remove':
            return {
              ...draft,
              lines: draft.lines.filter((line) => line.productId !== event.productId),
            };
          case 'livePost.keyword.set':
            return editLine(draft, event.productId, { keyword: event.keyword });
          case 'livePost.price.set':
            return editLine(draft, event.productId, { price: event.price });
          default:
            return draft;
        }
      })();
      // Once a save named problems, they follow each edit: one fixed is no longer said.
      const problems = context.problems.length ? draftProblems(edited) : [];
      return { draft: edited, dirty: true, problems };
    }),
    keepProblems: assign(({ context }) => ({ problems: draftProblems(context.draft) })),
    forgetProblems: assign({ problems: [] }),
    ...errorActions<LivePostContext, LivePostEvent>(),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    isDraft: isStatus(LIVE_STATUS.draft),
    isActive: isStatus(LIVE_STATUS.active),
    draftIsSendable: ({ context }) => draftProblems(context.draft).length === 0,
    /** Saved as it is, on a social post, selling something: the server would start it. */
    canStart: ({ context }) => !context.dirty && isReadyToStart(context.post),
    /** Another tab moved the post, or edited it: read it again. */
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
}).createMachine({
  id: 'livePost',
  context: ({ input }) => ({
    id: input.id,
    post: null,
    draft: { ...emptyDraft, pageId: input.pageId ?? '', postId: input.postId ?? '' },
    dirty: false,
    problems: [],
    ...noError,
  }),
  initial: 'opening',
  states: {
    /** A new draft opens at once; a post is read first. */
    opening: {
      always: [{ guard: 'isNew', target: 'draft' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: [
          {
            guard: { type: 'isDraft', params: ({ event }) => ({ post: event.output }) },
            target: 'draft',
            actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
          },
          {
            guard: { type: 'isActive', params: ({ event }) => ({ post: event.output }) },
            target: 'active',
            actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
          },
          {
            target: 'finished',
            actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
          },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'livePost.retry': { target: 'loading', actions: 'forgetError' } },
    },
    draft: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'livePost.field.set': { actions: 'editDraft' },
            'livePost.product.add': { actions: 'editDraft' },
            'livePost.product.remove': { actions: 'editDraft' },
            'livePost.keyword.set': { actions: 'editDraft' },
            'livePost.price.set': { actions: 'editDraft' },
            'livePost.save': [
              {
                guard: 'draftIsSendable',
                target: 'saving',
                actions: ['forgetProblems', 'forgetError'],
              },
              { actions: 'keepProblems' },
            ],
            'livePost.start': { guard: 'canStart', target: 'starting', actions: 'forgetError' },
          },
        },
        saving: {
          invoke: {
            id: 'savePost',
            src: 'savePost',
            input: ({ context }) => ({ id: context.id, request: requestOf(context.draft) }),
            onDone: {
              target: 'editing',
              actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
            },
            // Refused or lost: the draft stays as typed, with the server's words.
            onError: refusedBackTo('editing'),
          },
        },
        starting: {
          invoke: {
            id: 'startPost',
            src: 'movePost',
            input: ({ context }) => ({ id: context.id ?? 0, move: 'start' as const }),
            onDone: {
              target: '#livePost.active',
              actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
            },
            onError: refusedBackTo('editing'),
          },
        },
      },
    },
    active: {
      initial: 'watching',
      states: {
        watching: {
          after: { dashboardRefresh: 'refreshing' },
          on: { 'livePost.finish': { target: 'finishing', actions: 'forgetError' } },
        },
        refreshing: {
          // The seller's finish is never lost to a read going on behind it.
          on: { 'livePost.finish': { target: 'finishing', actions: 'forgetError' } },
          invoke: {
            id: 'refreshPost',
            src: 'loadPost',
            input: ({ context }) => ({ id: context.id ?? 0 }),
            onDone: [
              {
                guard: { type: 'isActive', params: ({ event }) => ({ post: event.output }) },
                target: 'watching',
                actions: { type: 'keepFigures', params: ({ event }) => ({ post: event.output }) },
              },
              {
                // Finished in another tab.
                target: '#livePost.finished',
                actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
              },
            ],
            // A missed read: the figures as last read, and the next one in a second.
            onError: 'watching',
          },
        },
        finishing: {
          invoke: {
            id: 'finishPost',
            src: 'movePost',
            input: ({ context }) => ({ id: context.id ?? 0, move: 'finish' as const }),
            onDone: {
              target: '#livePost.finished',
              actions: { type: 'keepPost', params: ({ event }) => ({ post: event.output }) },
            },
            onError: refusedBackTo('watching'),
          },
        },
      },
    },
    /** It sells no more, and its keywords order nothing. */
    finished: { type: 'final' },
  },
});
