import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  type BoardColumn,
  canDrop,
  DRAG_TARGETS,
  type DragTarget,
  defaultBoardColumnMessages,
  dragTargets,
  isColumnLocked,
  ROLES,
  type Role,
} from '../../../../../sdk/core/access';
import { codeLabel } from '../../../../../sdk/core/domain';

// dashboard §4 "Board drag-and-drop targets by role".
const OWNER_STAFF: Partial<Record<BoardColumn, DragTarget[]>> = {
  // "Owner and staff: new order to active or queue; in-progress to in-review; in-review to in-review
  // or approved; on-hold to active, in-progress, in-review or on-hold; approved to in-review."
  'new-order': ['active', 'queue'],
  'in-progress': ['in-review'],
  'in-review': ['in-review', 'approved'],
  'on-hold': ['active', 'in-progress', 'in-review', 'on-hold'],
  approved: ['in-review'],
};
const OPERATOR: Partial<Record<BoardColumn, DragTarget[]>> = {
  // "Operator: in-progress to active or in-progress; in-review to in-progress; on-hold to active,
  // in-progress or on-hold; new order and approved are locked."
  'in-progress': ['active', 'in-progress'],
  'in-review': ['in-progress'],
  'on-hold': ['active', 'in-progress', 'on-hold'],
};
const OTHER: Partial<Record<BoardColumn, DragTarget[]>> = {
  // "Other roles (customer-like): in-progress to active or in-review; in-review to in-progress or
  // approved; on-hold to active, in-progress or in-review; approved to in-review; new order is locked."
  'in-progress': ['active', 'in-review'],
  'in-review': ['in-progress', 'approved'],
  'on-hold': ['active', 'in-progress', 'in-review'],
  approved: ['in-review'],
};

// Gap decision: guests and the cso (read-only) drag nothing.
const EXPECTED: Record<Role, Partial<Record<BoardColumn, DragTarget[]>>> = {
  owner: OWNER_STAFF,
  staff: OWNER_STAFF,
  operator: OPERATOR,
  manager: OTHER,
  creative_manager: OTHER,
  production_manager: OTHER,
  admin: OTHER,
  cso: {},
  guest: {},
};

describe('drag targets', () => {
  it('Board columns: New Order, In Progress, In Review, On Hold, Approved, Cancelled.', () => {
    expect(BOARD_COLUMNS.map((c) => codeLabel(defaultBoardColumnMessages, 'column', c))).toEqual([
      'New Order',
      'In Progress',
      'In Review',
      'On Hold',
      'Approved',
      'Cancelled',
    ]);
  });

  for (const role of ROLES) {
    for (const column of BOARD_COLUMNS) {
      const expected = EXPECTED[role][column] ?? [];
      it(`${role} drags from ${column} to [${expected.join(', ')}]`, () => {
        expect(dragTargets(role, column)).toEqual(expected);
        expect(isColumnLocked(role, column)).toBe(expected.length === 0);
        for (const target of DRAG_TARGETS)
          expect(canDrop(role, column, target)).toBe(expected.includes(target));
      });
    }
  }

  it('new order and approved are locked (operator); new order is locked (other roles)', () => {
    expect(isColumnLocked('operator', 'new-order')).toBe(true);
    expect(isColumnLocked('operator', 'approved')).toBe(true);
    expect(isColumnLocked('manager', 'new-order')).toBe(true);
    expect(isColumnLocked('manager', 'approved')).toBe(false);
    expect(isColumnLocked('owner', 'new-order')).toBe(false);
  });

  it('cancelled appears in no row, so it is locked for every role', () => {
    for (const role of ROLES) expect(isColumnLocked(role, 'cancelled')).toBe(true);
  });
});
