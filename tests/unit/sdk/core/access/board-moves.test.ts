import {
  BOARD_COLUMNS,
  boardColumnOf,
  boardMoves,
  canBoardMove,
  columnStatuses,
  newOrderLane,
  ORDER_STATUSES,
} from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { canMoveOrder, dragTargets } from '../../../../../sdk/core/access';

const card = (progress: (typeof ORDER_STATUSES)[number], orderStateStatus = progress.toUpperCase()) => ({
  progress,
  orderStateStatus: orderStateStatus.replaceAll('-', '_'),
});

describe('board moves (dashboard §3 board columns, §4 drag targets and status changes)', () => {
  it('"Board columns: New Order, In Progress, In Review, On Hold, Approved, Cancelled" hold every status once', () => {
    const shown = BOARD_COLUMNS.flatMap((column) => columnStatuses(column));
    expect([...shown].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(boardColumnOf('gr-revision')).toBe('in-progress');
    expect(boardColumnOf('completed')).toBe('approved');
    expect(columnStatuses('in-progress')).toEqual(['in-progress', 'gr-revision']);
  });

  it('the New Order column splits into the active and queue halves, drafts apart', () => {
    expect(newOrderLane('READY_TO_GO')).toBe('active');
    expect(newOrderLane('ACTIVE_CARD')).toBe('active');
    expect(newOrderLane('QUEUE_CARD')).toBe('queue');
    expect(newOrderLane('DRAFT_CARD')).toBe('draft');
  });

  it('"Owner and staff: new order to active or queue": a reorder in its own half, a switch to the other', () => {
    const moves = boardMoves({ role: 'owner' }, card('new-order', 'QUEUE_CARD'));
    expect(moves.slice(0, 2)).toEqual([
      {
        target: 'active',
        column: 'new-order',
        progress: 'new-order',
        lane: 'active',
        reorder: false,
        needsReason: false,
      },
      {
        target: 'queue',
        column: 'new-order',
        progress: 'new-order',
        lane: 'queue',
        reorder: true,
        needsReason: false,
      },
    ]);
  });

  it('offers the drag row of the role, then hold and cancel by right, with a reason', () => {
    const owner = boardMoves({ role: 'owner' }, card('in-review'));
    expect(owner.map((move) => move.target)).toEqual(['in-review', 'approved', 'on-hold', 'cancelled']);
    expect(owner.find((move) => move.target === 'in-review')?.reorder).toBe(true);
    expect(owner.filter((move) => move.needsReason).map((move) => move.target)).toEqual([
      'on-hold',
      'cancelled',
    ]);
    // "on-hold to active, in-progress, in-review or on-hold": on-hold → on-hold is a reorder, no reason.
    const held = boardMoves({ role: 'staff' }, card('on-hold'));
    expect(held.map((move) => [move.target, move.reorder, move.needsReason])).toEqual([
      ['active', false, false],
      ['in-progress', false, false],
      ['in-review', false, false],
      ['on-hold', true, false],
    ]);
  });

  it('"Operator: … new order and approved are locked" (hold and cancel too); a revision reorders as itself', () => {
    expect(boardMoves({ role: 'operator' }, card('new-order', 'READY_TO_GO'))).toEqual([]);
    expect(boardMoves({ role: 'operator' }, card('approved'))).toEqual([]);
    const revision = boardMoves({ role: 'operator' }, card('gr-revision'));
    expect(revision.find((move) => move.reorder)?.progress).toBe('gr-revision');
  });

  it('drafts, viewOnly users, the cso, guests and the signed-out get nothing', () => {
    expect(boardMoves({ role: 'owner' }, card('new-order', 'DRAFT_CARD'))).toEqual([]);
    expect(boardMoves({ role: 'owner', viewOnly: true }, card('in-review'))).toEqual([]);
    expect(boardMoves({ role: 'cso' }, card('in-review'))).toEqual([]);
    expect(boardMoves({ role: 'guest' }, card('in-review'))).toEqual([]);
    expect(boardMoves(null, card('in-review'))).toEqual([]);
  });

  it('the server accepts every move the board offers, for every role and card', () => {
    for (const role of [
      'owner',
      'staff',
      'operator',
      'manager',
      'creative_manager',
      'admin',
      'cso',
    ] as const) {
      for (const progress of ORDER_STATUSES) {
        for (const state of progress === 'new-order' ? ['READY_TO_GO', 'QUEUE_CARD'] : [undefined]) {
          for (const move of boardMoves({ role }, card(progress, state))) {
            expect(
              canBoardMove({ role }, progress, move.progress, move.lane),
              `${role} ${progress} → ${move.target}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('the server accepts the status table too, and nothing else', () => {
    // Owner: in-review → approved is in both tables; in-progress → in-review only in the drag table.
    expect(canBoardMove({ role: 'owner' }, 'in-progress', 'in-review')).toBe(true);
    expect(canMoveOrder({ role: 'owner' }, 'in-progress', 'in-review')).toBe(false);
    // Managers: new order → in-progress is in the status table only.
    expect(canBoardMove({ role: 'manager' }, 'new-order', 'in-progress')).toBe(true);
    expect(dragTargets('manager', 'new-order')).toEqual([]);
    // Neither table: owner new order → approved; a lane with another status.
    expect(canBoardMove({ role: 'owner' }, 'new-order', 'approved')).toBe(false);
    expect(canBoardMove({ role: 'owner' }, 'on-hold', 'in-review', 'queue')).toBe(false);
    expect(canBoardMove({ role: 'owner', viewOnly: true }, 'in-review', 'approved')).toBe(false);
    // A column's other status is no drop target: dropping on Approved never completes an order.
    expect(canBoardMove({ role: 'owner' }, 'in-review', 'completed')).toBe(false);
    expect(canBoardMove({ role: 'operator' }, 'in-progress', 'gr-revision')).toBe(false);
    expect(canBoardMove({ role: 'staff' }, 'on-hold', 'gr-revision')).toBe(false);
    // …but a revision reorders among the In Progress cards as itself.
    expect(canBoardMove({ role: 'operator' }, 'gr-revision', 'gr-revision')).toBe(true);
  });
});
