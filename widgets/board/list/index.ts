// The list view of the board widget (view="list"; dashboard §2 "/order-list"): the same orders as a
// table, sortable per column, paged, live. The board renders it; it needs the board's shadow root.
export { LIST_COLUMNS, type ListColumn } from './list-columns';
export {
  createOrderListStore,
  LIST_PAGE_SIZE,
  type OrderListSource,
  type OrderListStore,
  orderListSlot,
} from './list-store';
export { ListView, type ListViewProps } from './list-view';
export { defaultListMessages, type ListMessages } from './messages';
export { DEFAULT_LIST_SORT, LIST_SORT_KEY, type ListSort, useListSort } from './use-list-sort';
