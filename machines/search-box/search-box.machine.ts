import { assertEvent, assign, emit, setup } from 'xstate';
import { type ErrorInfo, errorActions, noError } from '../shared/error-code';
import { unwired } from '../shared/unwired';
import { createSearchBoxActors } from './search-box.actors';

export const RECENT_SEARCH_LIMIT = 5;
export const SUGGESTION_LIMIT = 10;

export interface SearchBoxInput {
  isLoggedIn: boolean;
  /** The search already in the URL, shown in the box. */
  text?: string;
}

export interface SearchBoxContext extends ErrorInfo {
  /** What the shopper typed, untrimmed so the input stays as typed. */
  text: string;
  isLoggedIn: boolean;
  recent: string[];
  suggestions: string[];
}

export type SearchBoxEvent =
  | { type: 'search.focus' }
  | { type: 'search.blur' }
  | { type: 'search.type'; text: string }
  | { type: 'search.clear' }
  | { type: 'search.submit' };

/** The view turns it into navigation, see buildProductSearch. */
export type SearchBoxEmitted = { type: 'search.navigate'; search: string };

const isBlank = (text: string) => text.trim() === '';

export const searchBoxMachine = setup({
  types: {
    input: {} as SearchBoxInput,
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEmitted,
  },
  actors: createSearchBoxActors(unwired('search box')),
  delays: {
    suggestDebounce: 600,
    // Long enough for a click on a suggestion to land before the list goes away.
    closeAfterBlur: 300,
  },
  guards: {
    hasText: ({ context }) => !isBlank(context.text),
    isLoggedIn: ({ context }) => context.isLoggedIn,
    typedBlank: ({ event }) => {
      assertEvent(event, 'search.type');
      return isBlank(event.text);
    },
  },
  actions: {
    keepText: assign({
      text: ({ event }) => {
        assertEvent(event, 'search.type');
        return event.text;
      },
    }),
    forgetText: assign({ text: '' }),
    keepRecent: assign({
      recent: (_, params: { recent: string[] }) => params.recent.slice(0, RECENT_SEARCH_LIMIT),
    }),
    keepSuggestions: assign({
      suggestions: (_, params: { suggestions: string[] }) =>
        params.suggestions.slice(0, SUGGESTION_LIMIT),
    }),
    ...errorActions<SearchBoxContext, SearchBoxEvent>(),
    emitNavigate: emit(({ context }) => ({
      type: 'search.navigate' as const,
      search: context.text.trim(),
    })),
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({
    text: input.text ?? '',
    isLoggedIn: input.isLoggedIn,
    recent: [],
    suggestions: [],
    ...noError,
  }),
  initial: 'closed',
  on: {
    // From anywhere: after Enter the input keeps focus, so typing must reopen the box.
    'search.type': [
      { guard: 'typedBlank', target: '.open.list.empty', actions: 'keepText' },
      { target: '.open.list.typing', actions: 'keepText' },
    ],
    // Enter or the search icon; a blank box goes nowhere.
    'search.submit': { guard: 'hasText', target: '.closed', actions: 'emitNavigate' },
  },
  states: {
    closed: {
      on: {
        'search.focus': [{ guard: 'hasText', target: 'open.list.typing' }, { target: 'open' }],
        'search.clear': { actions: 'forgetText' },
      },
    },
    open: {
      type: 'parallel',
      states: {
        list: {
          initial: 'empty',
          on: { 'search.clear': { target: '.empty', actions: 'forgetText' } },
          states: {
            empty: {
              initial: 'checkingSession',
              states: {
                // Recent searches belong to an account: guests see none.
                checkingSession: {
                  always: [{ guard: 'isLoggedIn', target: 'loadingRecent' }, { target: 'ready' }],
                },
                loadingRecent: {
                  entry: 'forgetError',
                  invoke: {
                    id: 'loadRecentSearches',
                    src: 'loadRecentSearches',
                    onDone: {
                      target: 'ready',
                      actions: {
                        type: 'keepRecent',
                        params: ({ event }) => ({ recent: event.output }),
                      },
                    },
                    onError: {
                      target: 'ready',
                      actions: {
                        type: 'keepError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                ready: {},
              },
            },
            typing: {
              entry: 'forgetError',
              initial: 'debouncing',
              states: {
                debouncing: { after: { suggestDebounce: 'loading' } },
                loading: {
                  invoke: {
                    id: 'loadSuggestions',
                    src: 'loadSuggestions',
                    input: ({ context }) => ({ text: context.text.trim() }),
                    onDone: {
                      target: '#searchBox.open.list.showingSuggestions',
                      actions: {
                        type: 'keepSuggestions',
                        params: ({ event }) => ({ suggestions: event.output }),
                      },
                    },
                    onError: {
                      target: '#searchBox.open.list.failed',
                      actions: {
                        type: 'keepError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
              },
            },
            showingSuggestions: {},
            failed: {},
          },
        },
        focus: {
          initial: 'focused',
          states: {
            focused: { on: { 'search.blur': 'closing' } },
            // The list stays up while closing so a click on it still counts.
            closing: {
              after: { closeAfterBlur: '#searchBox.closed' },
              on: { 'search.focus': 'focused' },
            },
          },
        },
      },
    },
  },
});
