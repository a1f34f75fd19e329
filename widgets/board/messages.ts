import { defaultBoardColumnMessages } from '../../sdk/core/access';
import { defaultOrderCardMessages } from '../../sdk/core/orders';
import { defaultListMessages } from './list';

// Every string the board shows. Spec texts verbatim (column titles dashboard §3, the Reason prompt
// of proofing §2.6, 'Failed!' with the server's message); the rest are ours where the spec is silent.
// Override any of them through the `messages` prop.
export const defaultBoardMessages = {
  ...defaultBoardColumnMessages,
  ...defaultOrderCardMessages,
  // view="list": the list view's strings (keys start with 'list').
  ...defaultListMessages,
  /** Accessible name of the whole board. */
  boardLabel: 'Order board',
  /** A column heading's count, e.g. '12 orders'. */
  countOne: '{count} order',
  countOther: '{count} orders',
  /** The New Order column's halves (the drag table's 'active' and 'queue' targets) and its drafts. */
  laneActive: 'Active',
  laneQueue: 'Queue',
  laneDrafts: 'Drafts',
  emptyColumn: 'No orders',
  loading: 'Loading orders',
  loadingMore: 'Loading more orders',
  collapseColumn: 'Collapse {title}',
  expandColumn: 'Expand {title}',
  /** The button on each card that opens the keyboard "Move to…" menu. */
  moveButton: 'Move {name} to…',
  /** The menu's accessible name. */
  moveMenu: 'Move {name} to',
  /** Menu entries: a column by its title; a New Order half; reorders in the card's own column. */
  moveToLane: 'New Order: {lane}',
  moveTop: 'Top of {title}',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveBottom: 'Bottom of {title}',
  noMoves: 'No moves allowed',
  /** How a card says it can be dragged (our own description: dnd-kit's cannot cross the shadow root). */
  cardHint: 'Press Enter to open. Use the move button, or drag, to move it.',
  /** Live region: what a move did, in words. */
  announceMoved: 'Moved {name} to {target}',
  announceReordered: 'Moved {name} to position {position} in {target}',
  announcePickedUp: 'Picked up {name}',
  announceCancelled: 'Move of {name} cancelled',
  announceFailed: 'Could not move {name}; it is back in {target}',
  /** Reason prompt (proofing §2.6): hold and cancel ask for one. */
  reasonHoldTitle: 'Reason for putting {name} on hold',
  reasonCancelTitle: 'Reason for cancelling {name}',
  reasonLabel: 'Reason',
  charactersLeft: 'Characters left',
  continue: 'Continue',
  cancel: 'Cancel',
  /** Title of the toast when the server refuses a move (its message below). */
  failedTitle: 'Failed!',
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type BoardMessages = typeof defaultBoardMessages;

export { fillTemplate as fill } from '../../sdk/core/domain';
