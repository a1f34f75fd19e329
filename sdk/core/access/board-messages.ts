import type { CodeMessages } from '../domain';
import type { BoardColumn } from './board';

/** Board column titles (dashboard §3), keyed `column<Code>`. */
export type BoardColumnMessages = CodeMessages<'column', BoardColumn>;

export const defaultBoardColumnMessages: BoardColumnMessages = {
  columnNewOrder: 'New Order',
  columnInProgress: 'In Progress',
  columnInReview: 'In Review',
  columnOnHold: 'On Hold',
  columnApproved: 'Approved',
  columnCancelled: 'Cancelled',
};
