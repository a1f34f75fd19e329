import type { OrderCard } from '../../../sdk/contract';
import type { BoardColumnState } from './types';

// A refetch (every realtime push, and the catch-up after the socket first opens, which lands just
// after the first pages) mostly answers the cards already shown. Keeping those objects keeps every
// memoised card from rendering again (docs/performance.md "Order board").

/**
 * The page's cards, each replaced by the shown card of the same id where the two read the same.
 * Only the shown cards around the page's place are looked at (`start`: its first card's position),
 * so a page landing under a long scrolled column costs its own cards.
 */
export function keepShownCards(
  page: readonly OrderCard[],
  shown: readonly OrderCard[],
  start: number,
): OrderCard[] {
  const near = new Map(
    shown.slice(Math.max(0, start - page.length), start + 2 * page.length).map((card) => [card.id, card]),
  );
  return page.map((card) => {
    const old = near.get(card.id);
    return old && JSON.stringify(old) === JSON.stringify(card) ? old : card;
  });
}

/** The state shown before when the new one reads the same (same cards, in order): no render. */
export function sameState(next: BoardColumnState, last: BoardColumnState | undefined): BoardColumnState {
  if (
    !last ||
    last.status !== next.status ||
    last.total !== next.total ||
    last.hasMore !== next.hasMore ||
    last.loadingMore !== next.loadingMore ||
    last.items.length !== next.items.length
  )
    return next;
  return next.items.every((card, index) => card === last.items[index]) ? last : next;
}
