// A shopper's return request (issue 38; spec sections 4, 5 and 9): /product/return/{urlKey}
// and the return requests menu. The order and the reasons are read first; an order that has a
// request is followed, one that cannot be returned (not delivered, receipt confirmed, or more
// than 7 days since delivery) says why. Otherwise the shopper chooses the lines and how many of
// each (never a free gift), a reason, the details, up to 5 photos (each sent as it is chosen,
// one at a time) and where the refund goes (a bank account, or the card when paid by card);
// going on is refused with what is missing. A summary is confirmed, then the request is sent
// once: a refused field goes back to the form with everything kept, an order that has a request
// already (409) follows that one, an order that can no longer be returned is read again, and a
// lost answer stays on the summary to try again. Sent, the request cannot be changed: it is
// followed (waiting for review, in progress, then completed with its refund or refused with a
// reason), read again every 30 s while it is open and on demand.
import { assertEvent, assign, emit, setup } from 'xstate';
import { statusOf } from '../shared/api-failure';
import { type ErrorInfo, errorActions, errorInfoOf, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import {
  createReturnRequestActors,
  type Returnable,
  type ReturnRequestApi,
} from './return-request.actors';
import {
  defaultRefundTo,
  existingRequestOf,
  isFieldRefusal,
  MAX_RETURN_PHOTOS,
  type Order,
  problemsOf,
  type RefundChoice,
  type ReturnChoice,
  type ReturnPhoto,
  type ReturnProblem,
  type ReturnReason,
  type ReturnReasonChoice,
  type ReturnRequest,
  type ReturnStatus,
  returnInputOf,
  withLine,
} from './return-request-rules';

export interface ReturnRequestInput {
  orderId: number;
}

/** Why a photo was not added: a code for the view to word, and the server's words if it answered. */
export interface PhotoError {
  errorCode: string;
  serverMessage: string | null;
}

export interface ReturnRequestContext extends ErrorInfo, ReturnChoice {
  orderId: number;
  /** The order as the server answered it (null until then). */
  order: Order | null;
  reasons: ReturnReasonChoice[];
  /** What is missing, found when going on was refused; it follows each edit after that. */
  problems: ReturnProblem[];
  /** Why the last photo chosen was not added (kept apart from the form's own errors). */
  photoError: PhotoError | null;
  /** The order's request, once it has one. */
  returnId: number | null;
  /** The request as the server last answered it. */
  returnRequest: ReturnRequest | null;
}

export type ReturnRequestEvent =
  | { type: 'return.retry' }
  /** `quantity` units of the line go back; 0 takes the line out. */
  | { type: 'return.lineSet'; lineId: number; quantity: number }
  | { type: 'return.reasonChosen'; reason: ReturnReason }
  | { type: 'return.detailsChanged'; details: string }
  | { type: 'return.refundToChanged'; refundTo: RefundChoice }
  /** A photo the page has checked (PNG or JPEG by its bytes, at most 2 MB). */
  | { type: 'return.photoChosen'; file: Blob }
  | { type: 'return.photoRemoved'; name: string }
  | { type: 'return.next' }
  | { type: 'return.back' }
  | { type: 'return.confirm' }
  | { type: 'return.refresh' };

/** Tells the page the request was sent: the order and the return requests menu read again. */
export type ReturnRequestEmitted = { type: 'return.submitted'; returnRequest: ReturnRequest };

/** The photo error of a sixth photo, refused without asking the server (the spec's words). */
export const TOO_MANY_FILES = 'tooManyFiles';

/**
 * The error code kept when sending met the order's request (a 409 with it): the page says the
 * order had a request already, with the server's words, above the one it follows.
 */
export const RETURN_EXISTS = 'returnExists';

/** How often an open request is read again while the shopper follows it. */
export const STATUS_POLL_MS = 30_000;

type ChoiceEvent = Extract<
  ReturnRequestEvent,
  {
    type:
      | 'return.lineSet'
      | 'return.reasonChosen'
      | 'return.detailsChanged'
      | 'return.refundToChanged'
      | 'return.photoRemoved';
  }
>;

function editedChoice(context: ReturnRequestContext, event: ChoiceEvent): ReturnChoice {
  const { lines, reason, details, refundTo, photos } = context;
  const choice = { lines, reason, details, refundTo, photos };
  switch (event.type) {
    case 'return.lineSet':
      return context.order
        ? { ...choice, lines: withLine(context.order, lines, event.lineId, event.quantity) }
        : choice;
    case 'return.reasonChosen':
      return { ...choice, reason: event.reason };
    case 'return.detailsChanged':
      return { ...choice, details: event.details };
    case 'return.refundToChanged':
      return { ...choice, refundTo: event.refundTo };
    case 'return.photoRemoved':
      return { ...choice, photos: photos.filter((photo) => photo.name !== event.name) };
  }
}

const isStatus = (status: ReturnStatus) => (_: unknown, params: { request: ReturnRequest }) =>
  params.request.status === status;

export const returnRequestMachine = setup({
  types: {
    context: {} as ReturnRequestContext,
    events: {} as ReturnRequestEvent,
    input: {} as ReturnRequestInput,
    emitted: {} as ReturnRequestEmitted,
  },
  actors: createReturnRequestActors(unwired<ReturnRequestApi>('returnRequest')),
  delays: {
    statusPoll: STATUS_POLL_MS,
  },
  actions: {
    /** The order and reasons; the refund's default is set at the first read, choices are kept. */
    keepReturnable: assign(({ context }, params: Returnable) => ({
      order: params.order,
      reasons: params.reasons,
      returnId: params.order.returnRequest?.id ?? null,
      refundTo: context.order === null ? defaultRefundTo(params.order) : context.refundTo,
    })),
    editChoice: assign(({ context, event }) => {
      if (
        event.type !== 'return.lineSet' &&
        event.type !== 'return.reasonChosen' &&
        event.type !== 'return.detailsChanged' &&
        event.type !== 'return.refundToChanged' &&
        event.type !== 'return.photoRemoved'
      )
        return {};
      const edited = editedChoice(context, event);
      // Once going on named problems, they follow each edit: one fixed is no longer said.
      const problems =
        context.problems.length > 0 && context.order ? problemsOf(edited, context.order) : [];
      return {
        ...edited,
        problems,
        ...(event.type === 'return.photoRemoved' && { photoError: null }),
      };
    }),
    keepProblems: assign(({ context }) => ({
      problems: context.order ? problemsOf(context, context.order) : [],
    })),
    forgetProblems: assign({ problems: [] }),
    keepPhoto: assign(({ context }, params: { photo: ReturnPhoto }) => ({
      photos: [...context.photos, params.photo],
      photoError: null,
    })),
    keepPhotoError: assign((_, params: { error: unknown }) => {
      const { errorCode, serverMessage } = errorInfoOf(params.error);
      return { photoError: { errorCode: errorCode ?? 'unknown', serverMessage } };
    }),
    refuseTooManyFiles: assign({
      photoError: { errorCode: TOO_MANY_FILES, serverMessage: null },
    }),
    forgetPhotoError: assign({ photoError: null }),
    keepRequest: assign((_, params: { request: ReturnRequest }) => ({
      returnRequest: params.request,
      returnId: params.request.id,
    })),
    /** The order's request a 409 answered with (guarded by hasExistingRequest), and why. */
    keepExistingRequest: assign(({ context }, params: { error: unknown }) => {
      const request = existingRequestOf(params.error);
      return {
        ...(request
          ? { returnRequest: request, returnId: request.id }
          : { returnRequest: context.returnRequest }),
        ...noError,
        errorCode: RETURN_EXISTS,
        serverMessage: errorInfoOf(params.error).serverMessage,
      };
    }),
    tellSubmitted: emit((_, params: { request: ReturnRequest }) => ({
      type: 'return.submitted' as const,
      returnRequest: params.request,
    })),
    ...errorActions<ReturnRequestContext, ReturnRequestEvent>(),
  },
  guards: {
    hasRequest: (_, params: { order: Order }) => params.order.returnRequest !== null,
    canReturn: (_, params: { order: Order }) => params.order.canReturn,
    /** A line, a reason, the details and where the refund goes: the summary may be shown. */
    choiceComplete: ({ context }) =>
      context.order !== null && problemsOf(context, context.order).length === 0,
    photosFull: ({ context }) => context.photos.length >= MAX_RETURN_PHOTOS,
    /** The server named what is wrong with the request (a 400): the form is fixed first. */
    isFieldRefusal: (_, params: { error: unknown }) => isFieldRefusal(params.error),
    /** The order has a request already (a 409 with it): that one is followed. */
    hasExistingRequest: (_, params: { error: unknown }) => existingRequestOf(params.error) !== null,
    /** The order can no longer be returned (a 409 without a request): it is read again. */
    isClosed: (_, params: { error: unknown }) => statusOf(params.error) === 409,
    isWaiting: isStatus('waiting'),
    isInProgress: isStatus('in-progress'),
    isCompleted: isStatus('completed'),
  },
}).createMachine({
  id: 'returnRequest',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    reasons: [],
    lines: [],
    reason: null,
    details: '',
    refundTo: { kind: 'bank', bankName: '', accountName: '', accountNumber: '' },
    photos: [],
    problems: [],
    photoError: null,
    returnId: null,
    returnRequest: null,
    ...noError,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'hasRequest', params: ({ event }) => ({ order: event.output.order }) },
            target: 'following',
            actions: { type: 'keepReturnable', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'canReturn', params: ({ event }) => ({ order: event.output.order }) },
            target: 'editing',
            actions: { type: 'keepReturnable', params: ({ event }) => event.output },
          },
          {
            target: 'unavailable',
            actions: { type: 'keepReturnable', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'return.retry': { target: 'loading', actions: 'forgetError' } },
    },
    /** Not delivered yet, receipt confirmed, or the 7 days are over: the page says which. */
    unavailable: { type: 'final' },
    editing: {
      initial: 'idle',
      on: {
        'return.lineSet': { actions: 'editChoice' },
        'return.reasonChosen': { actions: 'editChoice' },
        'return.detailsChanged': { actions: 'editChoice' },
        'return.refundToChanged': { actions: 'editChoice' },
        'return.photoRemoved': { actions: 'editChoice' },
      },
      states: {
        idle: {
          on: {
            'return.photoChosen': [
              { guard: 'photosFull', actions: 'refuseTooManyFiles' },
              { target: 'uploading', actions: 'forgetPhotoError' },
            ],
            'return.next': [
              {
                guard: 'choiceComplete',
                target: '#returnRequest.confirming',
                actions: ['forgetProblems', 'forgetError'],
              },
              { actions: 'keepProblems' },
            ],
          },
        },
        /** One photo at a time: the form can still be edited meanwhile, not sent. */
        uploading: {
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ event }) => {
              assertEvent(event, 'return.photoChosen');
              return { file: event.file };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'keepPhoto', params: ({ event }) => ({ photo: event.output }) },
            },
            // Refused or lost: the photos and the form as they were, the server's words said.
            onError: {
              target: 'idle',
              actions: { type: 'keepPhotoError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** The summary, with the refund's estimate: confirmed, it is sent and cannot be changed. */
    confirming: {
      on: {
        'return.back': { target: 'editing', actions: 'forgetError' },
        'return.confirm': { target: 'submitting', actions: 'forgetError' },
      },
    },
    submitting: {
      invoke: {
        id: 'createReturn',
        src: 'createReturn',
        input: ({ context }) => ({ orderId: context.orderId, body: returnInputOf(context) }),
        onDone: {
          target: '#returnRequest.following.routing',
          actions: [
            { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'tellSubmitted', params: ({ event }) => ({ request: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'hasExistingRequest', params: ({ event }) => ({ error: event.error }) },
            target: '#returnRequest.following.routing',
            actions: {
              type: 'keepExistingRequest',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // No answer, or the server failed: the summary stays, to confirm again.
            target: 'confirming',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The request, sent: followed until staff decide it; nothing here changes it. */
    following: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readReturn',
            src: 'loadReturn',
            input: ({ context }) => ({ returnId: context.returnId ?? 0 }),
            onDone: {
              target: 'routing',
              actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) },
            },
            onError: {
              target: 'readFailed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        readFailed: {
          on: { 'return.retry': { target: 'reading', actions: 'forgetError' } },
        },
        /** The request's status decides where it stands. */
        routing: {
          always: [
            {
              guard: {
                type: 'isWaiting',
                params: ({ context }) => ({ request: context.returnRequest as ReturnRequest }),
              },
              target: 'waitingForReview',
            },
            {
              guard: {
                type: 'isInProgress',
                params: ({ context }) => ({ request: context.returnRequest as ReturnRequest }),
              },
              target: 'inProgress',
            },
            {
              guard: {
                type: 'isCompleted',
                params: ({ context }) => ({ request: context.returnRequest as ReturnRequest }),
              },
              target: 'completed',
            },
            { target: 'refused' },
          ],
        },
        /** Staff review it within 3 to 7 business days. */
        waitingForReview: {
          after: { statusPoll: 'refreshing' },
          on: { 'return.refresh': 'refreshing' },
        },
        /** Accepted: the goods are on their way back; the refund is made when they arrive. */
        inProgress: {
          after: { statusPoll: 'refreshing' },
          on: { 'return.refresh': 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refreshReturn',
            src: 'loadReturn',
            input: ({ context }) => ({ returnId: context.returnId ?? 0 }),
            onDone: {
              target: 'routing',
              actions: [
                { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) },
                'forgetError',
              ],
            },
            // A missed read: the request as last read, and the next read at the next poll.
            onError: {
              target: 'routing',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Refunded: `refund` baht went back to the account or the card. */
        completed: { type: 'final' },
        /** Refused by staff, with `refusalReason`. */
        refused: { type: 'final' },
      },
    },
  },
});
