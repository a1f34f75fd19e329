import { moveNeedsReason, ORDER_STATUSES } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { allowedStatusChanges, canMoveOrder, orderMoveTargets } from '../../../../../sdk/core/access';

describe('order moves (dashboard §3 order actions, §4 status-change table)', () => {
  it('"on-hold and cancelled: no transitions" — nothing leaves them, not even hold or cancel', () => {
    for (const role of ['owner', 'staff', 'operator', 'manager', 'admin'] as const) {
      expect(orderMoveTargets({ role }, 'on-hold')).toEqual([]);
      expect(orderMoveTargets({ role }, 'cancelled')).toEqual([]);
    }
  });

  it("on-hold ('Hold from {progress}') and cancelled ('Cancelled from {progress}') follow the hold and cancel rights", () => {
    // Staff: "Update order status, publish, cancel, delete, duplicate, hold, resume …"
    expect(canMoveOrder({ role: 'staff' }, 'in-progress', 'on-hold')).toBe(true);
    expect(canMoveOrder({ role: 'staff' }, 'in-progress', 'cancelled')).toBe(true);
    // CSO: read-only on orders.
    expect(canMoveOrder({ role: 'cso' }, 'in-progress', 'on-hold')).toBe(false);
    expect(canMoveOrder({ role: 'guest' }, 'in-progress', 'cancelled')).toBe(false);
    expect(canMoveOrder({ role: 'owner' }, 'completed', 'on-hold')).toBe(false);
  });

  it('every other move is exactly the §4 table', () => {
    for (const role of ['owner', 'staff', 'operator', 'manager', 'creative_manager', 'cso'] as const) {
      for (const from of ORDER_STATUSES) {
        const table = allowedStatusChanges(role, from);
        for (const to of ORDER_STATUSES) {
          if (to === 'on-hold' || to === 'cancelled') continue;
          expect(canMoveOrder({ role }, from, to), `${role} ${from} → ${to}`).toBe(table.includes(to));
        }
      }
    }
  });

  it('viewOnly users move nothing, and only hold and cancel need a reason', () => {
    expect(orderMoveTargets({ role: 'manager', viewOnly: true }, 'in-review')).toEqual([]);
    expect(ORDER_STATUSES.filter(moveNeedsReason)).toEqual(['on-hold', 'cancelled']);
  });
});
