import { fromPromise } from 'xstate';

/** What the search box needs from the API; the app adapts its API client to it. */
export interface SearchApi {
  /** The signed-in shopper's recent searches, newest first. */
  recentSearches(signal: AbortSignal): Promise<string[]>;
  /** Suggestions for `text`, best first. */
  suggest(text: string, signal: AbortSignal): Promise<string[]>;
}

/** The search box's actors over `api`; the signal aborts the call when the box moves on. */
export function createSearchBoxActors(api: SearchApi) {
  return {
    loadRecentSearches: fromPromise<string[]>(({ signal }) => api.recentSearches(signal)),
    loadSuggestions: fromPromise<string[], { text: string }>(({ input, signal }) =>
      api.suggest(input.text, signal),
    ),
  };
}
