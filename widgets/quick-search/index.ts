// Quick search (dashboard §2 "Quick search"): the header's search box whose results are order cards.
// Its own small widget; the card view and fields are the shared 'orders' pieces.
import { createWidgetComponent, createWidgetMount } from '../../sdk/react';
import { QuickSearchView } from './quick-search-view';

// The view, its props and its words.
export { defaultQuickSearchMessages, type QuickSearchMessages } from './messages';
export type { QuickSearchProps } from './quick-search-view';
export { QuickSearchView } from './quick-search-view';
// Its keyboard shortcut and the search's delay and result limit.
export { isFocusShortcut } from './use-focus-shortcut';
export { QUICK_SEARCH_DELAY_MS, QUICK_SEARCH_LIMIT } from './use-order-search';

/** `<QuickSearch />` inside a ProofdeskProvider: the search box in its own shadow root. */
export const QuickSearch = createWidgetComponent(QuickSearchView, 'QuickSearch');

/** `mountQuickSearch(element, { instance, ...props })` → `{ update, unmount }`, for hosts without React. */
export const mountQuickSearch = createWidgetMount(QuickSearchView, 'mountQuickSearch');
