// The board's orders (dashboard §2 "/", §4 board drag targets): live column lists and optimistic
// moves, a store slot on the instance so every board on a page shares them.
export { arrange, movedCard, totalWith } from './arrange';
export { BOARD_MAX_PAGE_SIZE, BOARD_PAGE_SIZE, boardPageAfter } from './board-pages';
export { createBoardStore } from './board-store';
export { boardStoreSlot, getBoardStore } from './slot';
export type {
  BoardColumnFeed,
  BoardColumnState,
  BoardMoveEffect,
  BoardMoveRequest,
  BoardStore,
} from './types';
