// The shopper's cart, one order per seller (spec section 4, Cart start-up and Adding an item).
// Started once for the app; it follows the session: a guest's cart is the one whose id the
// browser keeps, and signing in merges it into the account's. Every change the shopper makes
// is kept until the server has it: written one call at a time, and when the server answers
// that the cart changed meanwhile (another tab, another device), applied again to the cart
// as it now is. So no line is lost to a race, and none while the cart is still starting.
import { assertEvent, assign, emit, type SnapshotFrom, setup } from 'xstate';
import { isApiFailure } from '../shared/api-failure';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { type CartApi, createCartActors, isCartConflict, isCartGone } from './cart.actors';
import { type Cart, type CartChange, keyOf, type LineKey, linesOf } from './cart-lines';

export interface CartContext extends ErrorInfo {
  /** The id this browser keeps (the cartId cookie), null when there is no cart. */
  cartId: string | null;
  /** The cart as the server last answered it. */
  cart: Cart | null;
  signedIn: boolean;
  /** The shopper's changes the server does not have yet, oldest first. */
  pending: CartChange[];
  /** How many of the pending changes the write under way carries. */
  inFlight: number;
  /** Writes that met a newer cart in a row (a conflict or a cart gone meanwhile). */
  retries: number;
  /** The account's cart id, while start-up decides what to do with it. */
  accountCartId: string | null;
}

export interface CartInput {
  /** The cartId cookie when the app started. */
  cartId: string | null;
}

export type CartEvent =
  | { type: 'session.signedIn' }
  | { type: 'session.guest' }
  | { type: 'cart.add'; sellerId: number; line: LineKey; quantity: number }
  | { type: 'cart.quantity.change'; line: LineKey; quantity: number }
  | { type: 'cart.line.remove'; line: LineKey }
  | { type: 'cart.select'; lines: readonly LineKey[]; checked: boolean }
  | { type: 'cart.seller.remove'; sellerId: number }
  | { type: 'cart.refresh' }
  /** The page is being left or hidden: quantities typed are written now, not after the wait. */
  | { type: 'cart.flush' }
  | { type: 'cart.error.dismiss' }
  /** Another tab of this browser wrote the cart. */
  | { type: 'cart.changed.elsewhere'; cartId: string | null; version: number }
  /**
   * A checkout of the ticked lines was placed (the checkout machine's `checkout.placed`): the
   * spec's "after checkout the unchecked items remain, the id resets and the promotion code
   * clears" — the server kept the unticked lines in a new cart (null when none were left).
   */
  | { type: 'cart.checkedOut'; newCartId: string | null };

/**
 * What the app does for the cart: keep its id in the cookie (null clears it), tell the other
 * tabs after a write, show the 'cart updated' alert, and report removed lines to analytics.
 */
export type CartEmitted =
  | { type: 'cart.stored'; cartId: string | null }
  | { type: 'cart.written'; cartId: string | null; version: number }
  | { type: 'cart.refreshed' }
  | { type: 'cart.removed'; lines: LineKey[] };

/** How often a write is tried again on a newer cart before the shopper is told. */
const MAX_RETRIES = 3;

/** The change an event asks for, as the cart's lines rules take it. */
function changeOf(event: CartEvent): CartChange {
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', sellerId: event.sellerId, line: event.line, quantity: event.quantity };
    case 'cart.quantity.change':
      return { kind: 'quantity', line: event.line, quantity: event.quantity };
    case 'cart.line.remove':
      return { kind: 'quantity', line: event.line, quantity: 0 };
    case 'cart.select':
      return { kind: 'select', lines: event.lines, checked: event.checked };
    case 'cart.seller.remove':
      return { kind: 'removeSeller', sellerId: event.sellerId };
    default:
      throw new Error(`${event.type} changes no line`);
  }
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: createCartActors(unwired<CartApi>('cart')),
  delays: {
    /** Spec section 5: quantity changes are sent 500 ms after the last one. */
    quantityDebounce: 500,
  },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    checkedOutEverything: ({ event }) => {
      assertEvent(event, 'cart.checkedOut');
      return event.newCartId === null;
    },
    hasPending: ({ context }) => context.pending.length > 0,
    /**
     * A change to lines or a store the cart holds (the views offer no other): one naming
     * what is not there, a gift among them, changes nothing.
     */
    namesWhatIsInCart: ({ context, event }) => {
      const lines = linesOf(context.cart);
      const keys = new Set(lines.flatMap((order) => order.products).map(keyOf));
      switch (event.type) {
        case 'cart.quantity.change':
        case 'cart.line.remove':
          return keys.has(keyOf(event.line));
        case 'cart.select':
          return event.lines.length > 0 && event.lines.every((line) => keys.has(keyOf(line)));
        case 'cart.seller.remove':
          return lines.some((order) => order.sellerId === event.sellerId);
        default:
          return false;
      }
    },
    wasSignedIn: ({ context }) => context.signedIn,
    isGuest: ({ context }) => !context.signedIn,
    /** The account and this browser each have a cart, not the same one: merge them. */
    hasTwoCarts: ({ context }, params: { accountCartId: string | null }) =>
      params.accountCartId !== null &&
      context.cartId !== null &&
      params.accountCartId !== context.cartId,
    accountHasCart: (_, params: { accountCartId: string | null }) => params.accountCartId !== null,
    isConflict: ({ context }, params: { error: unknown }) =>
      isCartConflict(params.error) && context.retries < MAX_RETRIES,
    isGone: ({ context }, params: { error: unknown }) =>
      isCartGone(params.error) && context.retries < MAX_RETRIES,
    wasLoaded: (_, params: { cart: Cart | null }) => params.cart !== null,
    wasAnswered: (_, params: { error: unknown }) => isApiFailure(params.error),
    /** Another tab wrote a cart other than ours, or a newer version of ours. */
    isNewerElsewhere: ({ context, event }) => {
      assertEvent(event, 'cart.changed.elsewhere');
      return event.cartId !== context.cartId || event.version > (context.cart?.version ?? 0);
    },
    elsewhereHasNoCart: ({ event }) => {
      assertEvent(event, 'cart.changed.elsewhere');
      return event.cartId === null;
    },
  },
  actions: {
    ...errorActions<CartContext, CartEvent>(),
    queueChange: assign({
      pending: ({ context, event }) => [...context.pending, changeOf(event)],
    }),
    emitRemoved: emit(({ event }) => {
      assertEvent(event, 'cart.line.remove');
      return { type: 'cart.removed' as const, lines: [event.line] };
    }),
    emitSellerRemoved: emit(({ context, event }) => {
      assertEvent(event, 'cart.seller.remove');
      const order = context.cart?.orders.find(({ sellerId }) => sellerId === event.sellerId);
      const lines = (order?.products ?? [])
        .filter((product) => product.isFreeProduct === 0)
        .map((product) => ({
          productId: product.productId,
          optionIds: product.attribute.map((attribute) => attribute.option.id),
        }));
      return { type: 'cart.removed' as const, lines };
    }),
    markSignedIn: assign({ signedIn: true }),
    markGuest: assign({ signedIn: false }),
    keepAccountCartId: assign({
      accountCartId: (_, params: { accountCartId: string | null }) => params.accountCartId,
    }),
    /**
     * The server's answer becomes the cart; its id is stored (an emptied cart is deleted by
     * the server, and its id forgotten).
     */
    keepCart: assign((_, params: { cart: Cart | null }) => {
      const cart = params.cart && params.cart.orders.length > 0 ? params.cart : null;
      return { cart, cartId: cart?.cartId ?? null };
    }),
    emitStored: emit(({ context }) => ({ type: 'cart.stored' as const, cartId: context.cartId })),
    emitWritten: emit(({ context }) => ({
      type: 'cart.written' as const,
      cartId: context.cartId,
      version: context.cart?.version ?? 0,
    })),
    emitRefreshed: emit({ type: 'cart.refreshed' }),
    markInFlight: assign({ inFlight: ({ context }) => context.pending.length }),
    /** What the write took is no longer pending; what came meanwhile still is. */
    dropWritten: assign({
      pending: ({ context }) => context.pending.slice(context.inFlight),
      retries: 0,
    }),
    dropPending: assign({ pending: [], retries: 0 }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    forgetCart: assign({ cart: null, cartId: null, accountCartId: null }),
    /** The checked-out cart is gone: its unticked lines are in the new one, read next. */
    takeCheckedOutCart: assign(({ event }) => {
      assertEvent(event, 'cart.checkedOut');
      return { cart: null, cartId: event.newCartId };
    }),
    /** The account's cart could not be loaded: its id is still the cart's (loaded at the next write). */
    keepAccountCartIdAsCart: assign({ cartId: ({ context }) => context.accountCartId }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.cartId,
    cart: null,
    signedIn: false,
    pending: [],
    inFlight: 0,
    retries: 0,
    accountCartId: null,
    ...noError,
  }),
  initial: 'waitingForSession',
  // Changes are kept in every state: a shopper's add while the cart starts is written once
  // it is ready.
  on: {
    'cart.add': { actions: 'queueChange' },
    'cart.quantity.change': { guard: 'namesWhatIsInCart', actions: 'queueChange' },
    'cart.line.remove': { guard: 'namesWhatIsInCart', actions: ['queueChange', 'emitRemoved'] },
    'cart.select': { guard: 'namesWhatIsInCart', actions: 'queueChange' },
    'cart.seller.remove': {
      guard: 'namesWhatIsInCart',
      actions: ['queueChange', 'emitSellerRemoved'],
    },
    'cart.error.dismiss': { actions: 'forgetError' },
    'session.signedIn': {
      guard: 'isGuest',
      target: '.findingAccountCart',
      actions: 'markSignedIn',
    },
    'session.guest': [
      // The account's cart is not a guest's: signed out, this browser starts without one.
      {
        guard: 'wasSignedIn',
        target: '.ready',
        actions: ['markGuest', 'forgetCart', 'dropPending', 'emitStored'],
      },
      { guard: 'hasCartId', target: '.loadingGuestCart' },
      { target: '.ready' },
    ],
  },
  states: {
    waitingForSession: {},
    loadingGuestCart: {
      invoke: {
        id: 'loadGuestCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId as string }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
            'emitStored',
          ],
        },
        // Unreachable now: the id stays, and the first change loads it again.
        onError: 'ready',
      },
    },
    findingAccountCart: {
      invoke: {
        id: 'findAccountCart',
        src: 'findAccountCart',
        onDone: [
          {
            guard: {
              type: 'hasTwoCarts',
              params: ({ event }) => ({ accountCartId: event.output }),
            },
            target: 'merging',
            actions: {
              type: 'keepAccountCartId',
              params: ({ event }) => ({ accountCartId: event.output }),
            },
          },
          {
            guard: {
              type: 'accountHasCart',
              params: ({ event }) => ({ accountCartId: event.output }),
            },
            target: 'loadingAccountCart',
            actions: {
              type: 'keepAccountCartId',
              params: ({ event }) => ({ accountCartId: event.output }),
            },
          },
          { guard: 'hasCartId', target: 'claiming' },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
    },
    merging: {
      invoke: {
        id: 'mergeCarts',
        src: 'mergeCarts',
        input: ({ context }) => ({
          accountCartId: context.accountCartId as string,
          guestCartId: context.cartId as string,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
            'emitStored',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingAccountCart: {
      invoke: {
        id: 'loadAccountCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.accountCartId as string }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
            'emitStored',
          ],
        },
        // Not a new cart at the next write: the account has one.
        onError: { target: 'ready', actions: ['keepAccountCartIdAsCart', 'emitStored'] },
      },
    },
    claiming: {
      invoke: {
        id: 'claimCart',
        src: 'claimCart',
        input: ({ context }) => ({ cartId: context.cartId as string }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
            'emitStored',
          ],
        },
        onError: 'ready',
      },
    },
    ready: {
      initial: 'idle',
      on: {
        // Whatever was waiting named lines of the cart that was checked out.
        'cart.checkedOut': [
          {
            guard: 'checkedOutEverything',
            target: '.idle',
            actions: ['dropPending', 'forgetCart', 'emitStored', 'emitWritten'],
          },
          {
            target: '.following',
            actions: ['dropPending', 'takeCheckedOutCart', 'emitStored', 'emitWritten'],
          },
        ],
      },
      states: {
        idle: {
          always: { guard: 'hasPending', target: 'writing' },
          on: {
            'cart.quantity.change': {
              guard: 'namesWhatIsInCart',
              target: 'debouncing',
              actions: 'queueChange',
            },
            'cart.refresh': [
              { guard: 'hasCartId', target: 'refreshing', actions: 'forgetError' },
              { actions: ['forgetError', 'emitRefreshed'] },
            ],
            'cart.changed.elsewhere': [
              {
                guard: 'elsewhereHasNoCart',
                actions: ['forgetCart', 'emitStored'],
              },
              { guard: 'isNewerElsewhere', target: 'following' },
            ],
          },
        },
        debouncing: {
          after: { quantityDebounce: 'writing' },
          on: {
            'cart.flush': 'writing',
            'cart.quantity.change': {
              guard: 'namesWhatIsInCart',
              target: 'debouncing',
              reenter: true,
              actions: 'queueChange',
            },
            // Anything else is written at once, with the quantities typed so far.
            'cart.add': { target: 'writing', actions: 'queueChange' },
            'cart.line.remove': {
              guard: 'namesWhatIsInCart',
              target: 'writing',
              actions: ['queueChange', 'emitRemoved'],
            },
            'cart.select': {
              guard: 'namesWhatIsInCart',
              target: 'writing',
              actions: 'queueChange',
            },
            'cart.seller.remove': {
              guard: 'namesWhatIsInCart',
              target: 'writing',
              actions: ['queueChange', 'emitSellerRemoved'],
            },
          },
        },
        writing: {
          entry: 'markInFlight',
          invoke: {
            id: 'writeCart',
            src: 'writeCart',
            input: ({ context }) => ({
              cart: context.cart,
              cartId: context.cartId,
              changes: context.pending,
            }),
            onDone: {
              target: 'idle',
              actions: [
                'dropWritten',
                { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
                'forgetError',
                'emitStored',
                'emitWritten',
              ],
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'writing',
                reenter: true,
                actions: [
                  'countRetry',
                  {
                    type: 'keepCart',
                    params: ({ event }) => ({ cart: (event.error as { cart: Cart }).cart }),
                  },
                ],
              },
              {
                guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                target: 'writing',
                reenter: true,
                actions: ['countRetry', 'forgetCart', 'emitStored'],
              },
              // The server refused: the shopper is told, and the cart stays as the server has it.
              {
                guard: { type: 'wasAnswered', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
                  'dropPending',
                  { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              // No answer (the spec: a network failure only ends the loading).
              { target: 'idle', actions: 'dropPending' },
            ],
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshCart',
            src: 'loadCart',
            input: ({ context }) => ({ cartId: context.cartId as string }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
                'emitStored',
                'emitRefreshed',
              ],
            },
            onError: 'idle',
          },
        },
        following: {
          invoke: {
            id: 'followCart',
            src: 'loadCart',
            input: ({ event }) => {
              assertEvent(event, ['cart.changed.elsewhere', 'cart.checkedOut']);
              const cartId = event.type === 'cart.checkedOut' ? event.newCartId : event.cartId;
              return { cartId: cartId as string };
            },
            // A cart this tab may not read (the other tab signed in) is left to that tab.
            onDone: [
              {
                guard: { type: 'wasLoaded', params: ({ event }) => ({ cart: event.output }) },
                target: 'idle',
                actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
      },
    },
  },
});

/** The cart is starting, or has a change the server does not have yet: the screens say so. */
export const isCartBusy = (snapshot: SnapshotFrom<typeof cartMachine>): boolean =>
  !snapshot.matches({ ready: 'idle' }) || snapshot.context.pending.length > 0;
