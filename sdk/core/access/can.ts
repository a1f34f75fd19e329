import { roleRights } from './ability-table';
import type { Action, Right, Subject } from './subjects';
import { Subject as S } from './subjects';
import { type AccessUser, inView, isClientView } from './user';

const READ_ONLY_ACTIONS: ReadonlySet<Action> = new Set(['read', 'visit']);

// Rights that hold only under a condition on the user, whatever the role table says
// (dashboard §2 "Profile menu" and §6 last bullets).
const CONDITIONS: Partial<Record<Subject, (user: AccessUser) => boolean>> = {
  // "Membership & Additional Resources (client view or subscriber, and membership type not free)"
  [S.NAV_MANAGE_MEMBERSHIP]: (u) =>
    (inView(u, 'client') || u.isSubscriber === true) && !!u.membership?.type && u.membership.type !== 'free',
  // "Manage Payment/Invoices (client view or subscriber)"
  [S.NAV_PAYMENT]: (u) => inView(u, 'client') || u.isSubscriber === true,
  // "Manage Team Member (customer view only)"
  [S.NAV_TEAM_MEMBER]: (u) => inView(u, 'customer'),
  // "Workflow and Roles (only with the proof-approval-workflow preference)"
  [S.PAGE_WORKFLOW_EDITOR]: (u) => !!u.myProofApprovalWorkflowPreference,
  // "Client users see Create New Customer, not Create New Order."
  [S.CREATE_ORDER]: (u) => inView(u, 'customer'),
};

// Gap decision: a white-label client in the client view lists its customers' orders, so owner
// and staff get the customer filter there.
function conditionalGrant(user: AccessUser, right: Right): boolean {
  return (
    right === 'read:ORDER_FILTER_CUSTOMER' &&
    user.isClientWhitelabel === true &&
    inView(user, 'client') &&
    (user.role === 'owner' || user.role === 'staff')
  );
}

/**
 * May `user` perform `action` on `subject`? Role table first, then the user's conditions, then
 * the viewOnly flag: "Users flagged viewOnly cannot save or delete presets unless their role is
 * CSO", generalised (gap decision) to every create/update/delete.
 */
export function can(user: AccessUser | null | undefined, action: Action, subject: Subject): boolean {
  if (!user) return false;
  const right = `${action}:${subject}` as Right;
  if (!roleRights(user.role).has(right) && !conditionalGrant(user, right)) return false;
  const condition = CONDITIONS[subject];
  if (condition && !condition(user)) return false;
  if (user.viewOnly && !READ_ONLY_ACTIONS.has(action)) {
    return user.role === 'cso' && subject === S.PRESET_FILTER;
  }
  return true;
}

/** "Users flagged viewOnly cannot save or delete presets unless their role is CSO." */
export function canSavePreset(user: AccessUser | null | undefined): boolean {
  return can(user, 'create', S.PRESET_FILTER) && can(user, 'update', S.PRESET_FILTER);
}

export function canDeletePreset(user: AccessUser | null | undefined): boolean {
  return can(user, 'delete', S.PRESET_FILTER);
}

/** "Only users with the subscription-leave update right can reactivate; others are told to
 * contact the owner." */
export function canReactivateSubscription(user: AccessUser | null | undefined): boolean {
  return can(user, 'update', S.SUBSCRIPTION_LEAVE);
}

/** "The operator filter is saved in a preset only when the user may read the operator filter." */
export function presetKeepsOperatorFilter(user: AccessUser | null | undefined): boolean {
  return can(user, 'read', S.ORDER_FILTER_OPERATOR);
}

/** Header button: "For clients, a Create New Customer button replaces it." */
export function headerCreateAction(
  user: AccessUser | null | undefined,
): 'create-order' | 'create-customer' | null {
  if (!user) return null;
  if (isClientView(user) && user.role !== 'guest') return 'create-customer';
  return can(user, 'read', S.CREATE_ORDER) ? 'create-order' : null;
}
