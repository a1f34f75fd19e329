import type { Role } from './roles';
import { type Action, type Right, Subject as S, type Subject } from './subjects';

/*
 * Role → rights, built from the "Role summary" of dashboard §6 and proofing §6. The spec says "the
 * complete mapping of every subject to every role is not shown", so these gaps were decided here:
 *
 * 1. Every signed-in role (not guest) may read orders, Manage Profile and General Settings, update
 *    its job title, and read/create/update/delete its own filter presets (viewOnly rule in can.ts).
 * 2. Reading a NAV_* or PAGE_* subject implies visiting it: a menu entry whose route refuses the
 *    user would be a dead link.
 * 3. Owner = staff + the owner list. "All order actions except archive" includes editing order
 *    detail and duplicating; "guest reviewer control" = create/delete guest reviewer invites;
 *    "delete attachments as per ability" = delete 'attachment'.
 * 4. Owner and staff read the filters the summary gives staff (creator, operator, manager); in the
 *    client view (white-label) they also read the customer filter (see can.ts).
 * 5. "Manager: like operator" = every operator right except review add/remove; plus user
 *    reporting, order detail, archive, assign operator/manager, delete attachments.
 * 6. Creative/production managers = manager + 'approve' (read/update) + 'cm approve' (update).
 * 7. Operator "PAYG time" also opens Pay as you Go Customer Info; managers inherit it, and the CSO
 *    gets it read-only (customer service looks customers up).
 * 8. CSO reads (never writes) orders, all filters, company name, both comment kinds; may attach
 *    customer-review files, use image search, and impersonate (wire contract: admin or cso).
 * 9. Admin = the union of operator and every manager role, plus impersonate and the (shorter)
 *    admin tour guide. Admin-client users other than admin get no tour guide.
 * 10. Guest = read/create public annotation comments only; everything else goes through the guest
 *     token endpoints.
 * 11. Tour guide (read/update) for owner, staff and admin; subscription leave: staff read, owner
 *     read/update ("only users with the subscription-leave update right can reactivate").
 * 12. Only the owner has the membership, payment, team member and workflow-editor menu rights;
 *     staff read membership data for the meters, not the management pages.
 * 13. Billing (payment methods: read, add, change, delete), invoices and checkout are the owner's
 *     alone, whatever the plan: a pay-as-you-go owner pays at checkout too (issue 25). The menu
 *     entry stays gated by NAV_PAYMENT (client view or subscriber, dashboard §2).
 */

type Grants = Partial<Record<Action, readonly Subject[]>>;

const FILTERS_ALL = [
  S.ORDER_FILTER_CLIENT,
  S.ORDER_FILTER_CUSTOMER,
  S.ORDER_FILTER_CREATOR,
  S.ORDER_FILTER_MANAGER,
  S.ORDER_FILTER_OPERATOR,
];

const SIGNED_IN: Grants = {
  read: [S.ORDER, S.NAV_MANAGE_PROFILE, S.GENERAL_SETTINGS, S.PRESET_FILTER],
  create: [S.PRESET_FILTER],
  update: [S.PRESET_FILTER, S.JOB_TITLE],
  delete: [S.PRESET_FILTER],
};

const STAFF: Grants = {
  read: [
    ...[S.ALLOCATED_HOURS, S.MEMBERSHIP, S.MEMBERSHIP_CUSTOMER, S.STORAGE, S.ACTIVE_ORDER, S.SERVICE],
    ...[S.CREATE_ORDER, S.ORDER_FILTER_CREATOR, S.ORDER_FILTER_OPERATOR, S.ORDER_FILTER_MANAGER],
    ...[S.NAV_PEXELS_CUSTOMER_IMAGES, S.RETAIL, S.NAV_CUSTOMER_REPORTING, S.TOUR_GUIDE, S.SUBSCRIPTION_LEAVE],
    S.ANNOTATION_PUBLIC_COMMENT,
  ],
  create: [S.CREATE_ORDER, S.ORDER_DUPLICATE, S.ANNOTATION_PUBLIC_COMMENT],
  update: [
    ...[S.ORDER_STATUS, S.ORDER_PUBLISH, S.ORDER_CANCEL, S.ORDER_HOLD, S.ORDER_RESUME],
    ...[S.ORDER_REVERT_DRAFT, S.ORDER_RESTORE, S.TOUR_GUIDE],
  ],
  delete: [S.ORDER],
  visit: [S.CREATE_ORDER],
};

const OWNER_EXTRA: Grants = {
  read: [
    ...[S.COMPANY_INFO, S.BILLING, S.PAYG_CART, S.CART, S.NAV_PAYMENT, S.NAV_TEAM_MEMBER, S.INVOICE],
    ...[
      S.CHECKOUT,
      S.PAGE_WORKFLOW_EDITOR,
      S.NAV_MANAGE_MEMBERSHIP,
      S.GUEST_REVIEWER_INVITE,
      S.ACCOUNT_DELETION,
    ],
  ],
  create: [
    ...[S.PAYG_CART, S.CART, S.CHECKOUT, S.NAV_PAYMENT, S.NAV_TEAM_MEMBER, S.PAGE_WORKFLOW_EDITOR],
    ...[S.GUEST_REVIEWER_INVITE, S.MEMBERSHIP, S.BILLING],
  ],
  update: [
    ...[S.COMPANY_INFO, S.NAV_PAYMENT, S.NAV_TEAM_MEMBER, S.PAGE_WORKFLOW_EDITOR, S.MEMBERSHIP],
    ...[S.SUBSCRIPTION_LEAVE, S.ORDER_DETAIL, S.CART, S.BILLING],
  ],
  delete: [
    ...[S.NAV_PAYMENT, S.NAV_TEAM_MEMBER, S.PAGE_WORKFLOW_EDITOR, S.GUEST_REVIEWER_INVITE],
    ...[S.ACCOUNT_DELETION, S.CART, S.PAYG_CART, S.ATTACHMENT, S.BILLING],
  ],
  visit: [S.CART, S.CHECKOUT],
};

const OPERATOR: Grants = {
  read: [
    ...FILTERS_ALL,
    ...[S.ORDER_LIST_COMPANY_NAME, S.CM_APPROVE, S.CM_REVIEW, S.INTERNAL_REVIEW_ATTACHMENT],
    ...[S.CUSTOMER_REVIEW_ATTACHMENT, S.ANNOTATION_PUBLIC_COMMENT, S.ANNOTATION_INTERNAL_COMMENT],
    ...[S.GUEST_REVIEWER_INVITE, S.PAYG_TIME, S.NAV_PAYG_CUSTOMER_INFO, S.ASSIGNED_OPERATOR, S.SERVICE],
    ...[S.REVIEW, S.VERSION, S.WORKING_TIME],
  ],
  create: [
    ...[S.REVIEW, S.VERSION, S.CM_REVIEW, S.INTERNAL_REVIEW_ATTACHMENT, S.CUSTOMER_REVIEW_ATTACHMENT],
    ...[S.ANNOTATION_PUBLIC_COMMENT, S.ANNOTATION_INTERNAL_COMMENT, S.GUEST_REVIEWER_INVITE],
  ],
  update: [
    ...[S.ORDER_STATUS, S.WORKING_TIME, S.ORDER_HOLD, S.ORDER_CANCEL, S.ORDER_RESUME, S.ORDER_RESTORE],
    S.CM_REVIEW,
  ],
  delete: [S.REVIEW, S.VERSION, S.CUSTOMER_REVIEW_ATTACHMENT],
};

const MANAGER_EXTRA: Grants = {
  read: [S.NAV_USER_REPORTING, S.ORDER_ARCHIVE],
  create: [S.ORDER_ARCHIVE],
  update: [S.ORDER_DETAIL, S.ORDER_ARCHIVE, S.ASSIGNED_OPERATOR, S.ASSIGNED_MANAGER],
  delete: [S.ATTACHMENT],
};

const MANAGER_DENIED: readonly Right[] = ['create:review', 'delete:review'];

const APPROVER_EXTRA: Grants = { read: [S.APPROVE], update: [S.APPROVE, S.CM_APPROVE] };

const CSO: Grants = {
  read: [
    ...FILTERS_ALL,
    ...[S.ORDER_LIST_COMPANY_NAME, S.NAV_PEXELS_CUSTOMER_IMAGES, S.CUSTOMER_REVIEW_ATTACHMENT],
    ...[S.ANNOTATION_PUBLIC_COMMENT, S.ANNOTATION_INTERNAL_COMMENT, S.NAV_PAYG_CUSTOMER_INFO, S.IMPERSONATE],
  ],
  create: [S.CUSTOMER_REVIEW_ATTACHMENT, S.IMPERSONATE],
};

const ADMIN_EXTRA: Grants = {
  read: [S.IMPERSONATE, S.TOUR_GUIDE],
  create: [S.IMPERSONATE],
  update: [S.TOUR_GUIDE],
};

const GUEST: Grants = { read: [S.ANNOTATION_PUBLIC_COMMENT], create: [S.ANNOTATION_PUBLIC_COMMENT] };

/* @__NO_SIDE_EFFECTS__ */
function rights(...sets: Grants[]): Set<Right> {
  const out = new Set<Right>();
  for (const grants of sets) {
    for (const [action, subjects] of Object.entries(grants) as [Action, readonly Subject[]][]) {
      for (const subject of subjects) {
        out.add(`${action}:${subject}`);
        if (action === 'read' && /^(NAV|PAGE)_/.test(subject)) out.add(`visit:${subject}`);
      }
    }
  }
  return out;
}

/* @__NO_SIDE_EFFECTS__ */
function without(set: Set<Right>, denied: readonly Right[]): Set<Right> {
  for (const right of denied) set.delete(right);
  return set;
}

/* @__NO_SIDE_EFFECTS__ */
function buildTable(): Readonly<Record<Role, ReadonlySet<Right>>> {
  const manager = without(rights(SIGNED_IN, OPERATOR, MANAGER_EXTRA), MANAGER_DENIED);
  const approver = without(rights(SIGNED_IN, OPERATOR, MANAGER_EXTRA, APPROVER_EXTRA), MANAGER_DENIED);
  return {
    owner: rights(SIGNED_IN, STAFF, OWNER_EXTRA),
    staff: rights(SIGNED_IN, STAFF),
    operator: rights(SIGNED_IN, OPERATOR),
    manager,
    creative_manager: approver,
    production_manager: approver,
    guest: rights(GUEST),
    cso: rights(SIGNED_IN, CSO),
    admin: rights(SIGNED_IN, OPERATOR, MANAGER_EXTRA, APPROVER_EXTRA, ADMIN_EXTRA),
  };
}

export const ABILITY_TABLE = /* @__PURE__ */ buildTable();

/** The unconditional rights of a role (conditions such as view or viewOnly are applied by `can`). */
export function roleRights(role: Role): ReadonlySet<Right> {
  return ABILITY_TABLE[role] ?? new Set();
}
