// The header search's flow wired to the API: recent searches and suggestions.
import {
  createSearchBoxActors,
  type SearchApi,
} from '../../machines/search-box/search-box.actors.ts';
import {
  SUGGESTION_LIMIT,
  searchBoxMachine,
} from '../../machines/search-box/search-box.machine.ts';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';

/**
 * The search box machine's view of the API. Not TanStack Query: the machine debounces,
 * and cancels a call with its own signal when the shopper types on.
 */
const searchApi: SearchApi = {
  async recentSearches(signal) {
    const detail = unwrap(await api.GET('/product/RecentSearch', { signal }));
    return detail.dataList.map((item) => item.search);
  },
  async suggest(text, signal) {
    const detail = unwrap(
      await api.GET('/product/suggest', {
        params: { query: { search: text, PerPage: SUGGESTION_LIMIT } },
        signal,
      }),
    );
    return detail.dataList.map((item) => item.name);
  },
};

export const wiredSearchBoxMachine = searchBoxMachine.provide({
  actors: createSearchBoxActors(searchApi),
});
