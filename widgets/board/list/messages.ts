import { defaultOrderStatusMessages } from '../../../sdk/core/domain';
import { defaultOrderCardMessages } from '../../../sdk/core/orders';

// Every string the list view shows. Keys start with 'list' (the board spreads this catalogue into
// its own); the card's and the statuses' texts are the shared catalogues. Spec texts verbatim
// (§8 'Ooops!' and the generic error); the rest are ours where the spec is silent.
export const defaultListMessages = {
  ...defaultOrderCardMessages,
  ...defaultOrderStatusMessages,
  /** Accessible name of the table. */
  listLabel: 'Orders',
  listColumnStatus: 'Status',
  listColumnPriority: 'Priority',
  listColumnClient: 'Client',
  listColumnPackage: 'Package',
  listColumnName: 'Order name',
  listColumnOrderId: 'Order ID',
  listColumnService: 'Service',
  listColumnCreated: 'Created',
  listColumnDue: 'Due',
  listColumnCreator: 'Creator',
  listColumnOperator: 'Operator',
  /** A header button's name: the column and what a press does. */
  listSortBy: 'Sort by {column}',
  /** How many rows show of the server's total. */
  listShowing: 'Showing {count} of {total} orders',
  listLoadMore: 'Load More',
  listLoading: 'Loading orders',
  listEmpty: 'No orders found',
  listRetry: 'Try again',
  /** An empty cell (no package, no due date, nobody assigned). */
  listNone: '—',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type ListMessages = typeof defaultListMessages;
