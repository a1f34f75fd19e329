import type { Role } from './roles';

// Board columns (dashboard §3) and drag-and-drop targets by role (dashboard §4). Codes only: the
// column titles are in `board-messages.ts`.
export const BOARD_COLUMNS = [
  'new-order',
  'in-progress',
  'in-review',
  'on-hold',
  'approved',
  'cancelled',
] as const;

export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/**
 * Drop targets use the spec's own words: 'active' and 'queue' are the two halves of the New Order
 * column (an active order vs one waiting in the queue); the rest are columns.
 */
export const DRAG_TARGETS = ['active', 'queue', 'in-progress', 'in-review', 'approved', 'on-hold'] as const;

export type DragTarget = (typeof DRAG_TARGETS)[number];

type Row = Partial<Record<BoardColumn, readonly DragTarget[]>>;

// "Owner and staff: new order to active or queue; in-progress to in-review; in-review to in-review
// or approved; on-hold to active, in-progress, in-review or on-hold; approved to in-review."
const CUSTOMER_ROW: Row = {
  'new-order': ['active', 'queue'],
  'in-progress': ['in-review'],
  'in-review': ['in-review', 'approved'],
  'on-hold': ['active', 'in-progress', 'in-review', 'on-hold'],
  approved: ['in-review'],
};

// "Operator: in-progress to active or in-progress; in-review to in-progress; on-hold to active,
// in-progress or on-hold; new order and approved are locked."
const OPERATOR_ROW: Row = {
  'in-progress': ['active', 'in-progress'],
  'in-review': ['in-progress'],
  'on-hold': ['active', 'in-progress', 'on-hold'],
};

// "Other roles (customer-like): in-progress to active or in-review; in-review to in-progress or
// approved; on-hold to active, in-progress or in-review; approved to in-review; new order is locked."
const OTHER_ROW: Row = {
  'in-progress': ['active', 'in-review'],
  'in-review': ['in-progress', 'approved'],
  'on-hold': ['active', 'in-progress', 'in-review'],
  approved: ['in-review'],
};

// Gap decisions: the "other roles" row applies to the managers and admin. Guests never see the
// board and the cso is read-only on orders, so both get no targets. Cancelled appears in no row,
// so it is locked for everyone.
function rowFor(role: Role): Row {
  switch (role) {
    case 'owner':
    case 'staff':
      return CUSTOMER_ROW;
    case 'operator':
      return OPERATOR_ROW;
    case 'guest':
    case 'cso':
      return {};
    default:
      return OTHER_ROW;
  }
}

export function dragTargets(role: Role, fromColumn: BoardColumn): DragTarget[] {
  return [...(rowFor(role)[fromColumn] ?? [])];
}

export function canDrop(role: Role, fromColumn: BoardColumn, target: DragTarget): boolean {
  return dragTargets(role, fromColumn).includes(target);
}

/** A column is locked when nothing in it may be dragged anywhere. */
export function isColumnLocked(role: Role, column: BoardColumn): boolean {
  return dragTargets(role, column).length === 0;
}
