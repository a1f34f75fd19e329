// The order board (dashboard §2 "/"): six columns of order cards with drag and drop and a keyboard
// "Move to…" menu, or the same orders as a list (view="list"). Its orders live in a store slot on the
// instance (`getBoardStore(instance)`); its filter follows the instance's shared order filter.
// The Reason prompt its moves ask with is the React layer's (`ReasonPrompt` from 'proofdesk/react'),
// shared with the viewer and the portal's order page: it is not the board's to export.
import { createWidgetComponent, createWidgetMount } from '../../sdk/react';
import { BoardView } from './board-view';

// The view, its props and its words.
export type { BoardProps } from './board-view';
export { BoardView } from './board-view';
export { type BoardMessages, defaultBoardMessages } from './messages';
// Its store slot: the columns' orders and moves, shared by every board of the instance.
export {
  BOARD_PAGE_SIZE,
  type BoardColumnFeed,
  type BoardColumnState,
  type BoardMoveRequest,
  type BoardStore,
  boardStoreSlot,
  getBoardStore,
} from './store';
// The filter it follows and the key its collapsed columns are kept under.
export { type BoardFilterOptions, useBoardFilter } from './use-board-filter';
export { COLLAPSED_COLUMNS_KEY } from './use-collapsed-columns';

/** `<Board />` inside a ProofdeskProvider: the board in its own shadow root. */
export const Board = createWidgetComponent(BoardView, 'Board');

/** `mountBoard(element, { instance, ...props })` → `{ update, unmount }`, for hosts without React. */
export const mountBoard = createWidgetMount(BoardView, 'mountBoard');
