import type { OrderStatus } from '../domain';
import { can } from './can';
import { allowedStatusChanges } from './status-changes';
import { Subject } from './subjects';
import type { AccessUser } from './user';

// Hold and cancel are order actions (dashboard §3 "Order actions": on-hold 'Hold from {progress}',
// cancelled 'Cancelled from {progress}'), granted by the hold/cancel rights of the role summary
// rather than by the status-change table. "on-hold and cancelled: no transitions", so neither
// leaves those states through a move; gap decision: a completed order is not held or cancelled.
const NO_HOLD_OR_CANCEL: ReadonlySet<OrderStatus> = new Set(['on-hold', 'cancelled', 'completed']);

/** Whether moving to `to` needs a reason (hold and cancel do). */
export function moveNeedsReason(to: OrderStatus): boolean {
  return to === 'on-hold' || to === 'cancelled';
}

/** May `user` move an order from `from` to `to` (table of dashboard §4, plus hold and cancel)? */
export function canMoveOrder(
  user: AccessUser | null | undefined,
  from: OrderStatus,
  to: OrderStatus,
): boolean {
  // viewOnly users change nothing (the gap decision of can.ts, applied to the table as well).
  if (!user || user.viewOnly) return false;
  if (to === 'on-hold' || to === 'cancelled') {
    if (NO_HOLD_OR_CANCEL.has(from)) return false;
    return can(user, 'update', to === 'on-hold' ? Subject.ORDER_HOLD : Subject.ORDER_CANCEL);
  }
  return allowedStatusChanges(user.role, from).includes(to);
}

/** Every status `user` may move an order to from `from`, table targets first. */
export function orderMoveTargets(user: AccessUser | null | undefined, from: OrderStatus): OrderStatus[] {
  if (!user) return [];
  const targets = allowedStatusChanges(user.role, from).filter((to) => canMoveOrder(user, from, to));
  for (const to of ['on-hold', 'cancelled'] as const) if (canMoveOrder(user, from, to)) targets.push(to);
  return targets;
}
