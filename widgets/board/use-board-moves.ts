import { useCallback, useMemo, useState } from 'react';
import type { OrderCard, User } from '../../sdk/contract';
import { type BoardColumn, type BoardMove, boardMoves } from '../../sdk/core/access';
import type { OrderStatus } from '../../sdk/core/domain';
import type { OrderFilterValue } from '../../sdk/core/orders';
import type { ToastStore } from '../../sdk/react';
import { type BoardMessages, fill } from './messages';
import { columnOfCard, columnTitle, type MoveOption, moveTargetLabel, scopeOf } from './move-options';
import type { BoardStore } from './store';

/** How long after a move settles the moved card takes focus back if it drops to the page. */
const FOCUS_HOLD_MS = 1500;

/** A move waiting for its reason (hold, cancel). */
export interface PendingReason {
  card: OrderCard;
  option: MoveOption;
}

const cardState = (card: OrderCard) => ({
  progress: card.progress as OrderStatus,
  orderStateStatus: card.orderStateStatus,
});

/**
 * The board's moves: what `boardMoves` allows for the signed-in user (nothing else is offered or
 * accepted, so a refused drop never reaches the server), the reason prompt for hold and cancel, the
 * optimistic call with its rollback toast, the live region's words and where focus goes.
 */
export function useBoardMoves(
  user: User | null,
  store: BoardStore,
  filter: OrderFilterValue,
  toasts: ToastStore,
  m: BoardMessages,
) {
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [reason, setReason] = useState<PendingReason | null>(null);
  // Per card object (a refetched card is a new object), per user: a new user means new rights.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh cache for each user
  const movesCache = useMemo(() => new WeakMap<OrderCard, BoardMove[]>(), [user]);

  const movesOf = useCallback(
    (card: OrderCard): BoardMove[] => {
      let moves = movesCache.get(card);
      if (!moves) {
        moves = boardMoves(user, cardState(card));
        movesCache.set(card, moves);
      }
      return moves;
    },
    [user, movesCache],
  );

  /** The allowed move of `card` onto a column (or New Order half), if any. */
  const moveOnto = useCallback(
    (card: OrderCard, target: { column: BoardColumn; lane?: 'active' | 'queue' }) =>
      movesOf(card).find((move) =>
        target.column === 'new-order'
          ? move.lane === target.lane
          : move.column === target.column && !move.lane,
      ),
    [movesOf],
  );

  const send = useCallback(
    async (card: OrderCard, option: MoveOption, why?: string) => {
      const name = card.orderName;
      const { move } = option;
      setFocusId(card.id);
      const before = option.toTop
        ? await store.firstCard(move.column, filter, card.id, move.lane)
        : option.before;
      const result = await store.move({
        card,
        progress: move.progress,
        ...(move.lane && { lane: move.lane }),
        before,
        ...(why && { reason: why }),
      });
      // The card keeps focus through the refetches that follow; then focus is the user's again.
      setTimeout(() => setFocusId((current) => (current === card.id ? null : current)), FOCUS_HOLD_MS);
      if (result.ok) return;
      const back = columnTitle(columnOfCard(card), m);
      setAnnouncement(fill(m.announceFailed, { name, target: back }));
      toasts.show({
        variant: 'danger',
        title: m.failedTitle,
        message: result.error.message || m.genericError,
      });
      setFocusId(card.id);
    },
    [store, filter, toasts, m],
  );

  const choose = useCallback(
    (card: OrderCard, option: MoveOption) => {
      if (option.move.needsReason) {
        setReason({ card, option });
        return;
      }
      setAnnouncement(fill(m.announceMoved, { name: card.orderName, target: option.target }));
      void send(card, option);
    },
    [send, m],
  );

  const continueWithReason = useCallback(
    (text: string) => {
      if (!reason) return;
      setReason(null);
      setAnnouncement(fill(m.announceMoved, { name: reason.card.orderName, target: reason.option.target }));
      void send(reason.card, reason.option, text);
    },
    [reason, send, m],
  );

  const cancelReason = useCallback(() => {
    if (reason) setFocusId(reason.card.id);
    setReason(null);
  }, [reason]);

  /** A drop: the move it stands for, placed in front of `before`, or nothing if not allowed. */
  const dropOption = useCallback(
    (
      card: OrderCard,
      target: { column: BoardColumn; lane?: 'active' | 'queue' },
      before: string | null,
      items: readonly OrderCard[] | undefined,
    ): MoveOption | null => {
      const move = moveOnto(card, target);
      if (!move || before === card.id) return null;
      const label = moveTargetLabel(move, m);
      if (move.reorder && items) {
        // Dropped on a card in its own column: same place means nothing to do.
        const scope = scopeOf(card, items);
        const at = scope.findIndex((other) => other.id === card.id);
        if (scope[at + 1]?.id === before || (before === null && at === scope.length - 1)) return null;
      }
      return { key: 'drop', label, move, before, target: label };
    },
    [moveOnto, m],
  );

  return {
    movesOf,
    moveOnto,
    choose,
    dropOption,
    announcement,
    setAnnouncement,
    focusId,
    // Only the card still waiting: a newer move may have asked for another one meanwhile.
    clearFocus: useCallback((id: string) => setFocusId((current) => (current === id ? null : current)), []),
    reason,
    continueWithReason,
    cancelReason,
  };
}
