import type { OrderDetail, User } from 'proofdesk/contract';
import { useProofdesk, useToast } from 'proofdesk/react';
import {
  type BoardMove,
  boardMoves,
  codeLabel,
  defaultOrderStatusMessages,
  fillTemplate,
  type OrderStatus,
} from 'proofdesk/rules';
import { useState } from 'react';
import { detailMessages as m } from './messages';

/** A move the page offers: the board's own rule (`boardMoves`) for this user and order. */
export interface DetailMove {
  key: string;
  label: string;
  move: BoardMove;
}

/** Where a move lands, in words: 'In Review', 'New Order: Queue'. */
function targetLabel(move: BoardMove): string {
  if (move.lane)
    return fillTemplate(m.moveToLane, { lane: move.lane === 'queue' ? m.laneQueue : m.laneActive });
  return codeLabel(defaultOrderStatusMessages, 'status', move.progress);
}

/**
 * The moves the board offers for this order (drag targets, hold and cancel), through the same
 * rule, so the page offers nothing the server refuses. Reorders (a new priority in the same column)
 * are the board's business and are left out here. Hold and cancel ask for the reason first.
 */
export function useOrderMoves(user: User | null, order: OrderDetail, onMoved: () => void) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [asking, setAsking] = useState<DetailMove | null>(null);
  const [busy, setBusy] = useState(false);
  const moves: DetailMove[] = boardMoves(user, {
    progress: order.progress as OrderStatus,
    orderStateStatus: order.orderStateStatus,
  })
    .filter((move) => !move.reorder)
    .map((move) => ({ key: move.lane ?? move.target, label: targetLabel(move), move }));

  async function send(choice: DetailMove, reason?: string) {
    setBusy(true);
    const { move } = choice;
    const body = {
      progress: move.progress,
      ...(move.lane && { lane: move.lane }),
      ...(reason && { reason }),
    };
    const result = await proofdesk.http.put<unknown>(`/order/${encodeURIComponent(order.id)}/move-progress`, {
      body,
      csrf: 'card',
    });
    setBusy(false);
    if (!result.ok) {
      toast.show({ variant: 'danger', title: m.failedTitle, message: result.error.message });
      return;
    }
    toast.success(result.message ?? m.moved);
    onMoved();
  }

  return {
    moves,
    busy,
    /** The move waiting for its reason, if any. */
    asking,
    choose(choice: DetailMove) {
      if (choice.move.needsReason) setAsking(choice);
      else void send(choice);
    },
    continueWithReason(reason: string) {
      const choice = asking;
      setAsking(null);
      if (choice) void send(choice, reason);
    },
    cancelReason: () => setAsking(null),
  };
}
