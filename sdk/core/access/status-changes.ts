import type { OrderStatus } from '../domain';
import type { Role } from './roles';

// "Status-change access by current status and role" (dashboard §4). Gap decisions: admin may do
// whatever the managers may (the admin is the escalation path for stuck orders); cso and guest get
// nothing (the table names neither, and cso is read-only on orders).
type Who = 'operator' | 'managers' | 'owner' | 'staff';

const TABLE: Readonly<Partial<Record<OrderStatus, Partial<Record<Who, readonly OrderStatus[]>>>>> = {
  // "new order: operator, manager, creative manager and production manager may go to in-progress"
  'new-order': { operator: ['in-progress'], managers: ['in-progress'] },
  // "in-progress: operator and the managers may go to in-review"
  'in-progress': { operator: ['in-review'], managers: ['in-review'] },
  // "gr-revision: managers and owner may go to in-review"
  'gr-revision': { managers: ['in-review'], owner: ['in-review'] },
  // "in-review: managers, owner and staff may go to in-progress or approved"
  'in-review': {
    managers: ['in-progress', 'approved'],
    owner: ['in-progress', 'approved'],
    staff: ['in-progress', 'approved'],
  },
  // "on-hold and cancelled: no transitions."
  // "approved: operator may go to completed; managers and owner may go to in-review or completed;
  // staff only in-review."
  approved: {
    operator: ['completed'],
    managers: ['in-review', 'completed'],
    owner: ['in-review', 'completed'],
    staff: ['in-review'],
  },
  // "completed: managers and owner may go back to approved"
  completed: { managers: ['approved'], owner: ['approved'] },
};

function tableRow(role: Role): Who | null {
  switch (role) {
    case 'operator':
    case 'owner':
    case 'staff':
      return role;
    case 'manager':
    case 'creative_manager':
    case 'production_manager':
    case 'admin':
      return 'managers';
    default:
      return null;
  }
}

/** Statuses `role` may move an order to from `current`, in the table's order. */
export function allowedStatusChanges(role: Role, current: OrderStatus): OrderStatus[] {
  const who = tableRow(role);
  if (!who) return [];
  return [...(TABLE[current]?.[who] ?? [])];
}

export function canChangeStatus(role: Role, from: OrderStatus, to: OrderStatus): boolean {
  return allowedStatusChanges(role, from).includes(to);
}
