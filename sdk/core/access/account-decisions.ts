import { can } from './can';
import { isCustomerSideRole } from './customer-side';
import type { Role } from './roles';
import { Subject as S } from './subjects';
import type { AccessUser } from './user';

// Decision (issue 20, item 11; docs/rules-and-choices.md "Roles and abilities" 13): what a white-label
// reseller may do on its customers' orders.

/** The account fields of an order that tell whose it is. */
export interface OrderAccount {
  clientId: string;
  /** The white-label reseller of the ordering account, if it has one. */
  parentClientId: string | null;
}

/**
 * Does this user read the order as the white-label reseller of its account (the reseller's owner or
 * staff on a customer account's order), rather than as a member of the ordering account or as staff
 * who work on every order?
 */
export function readsAsReseller(
  user: { role: Role | string; clientId: string | null },
  order: OrderAccount,
): boolean {
  if (!isCustomerSideRole(user.role) || user.clientId === null) return false;
  return order.clientId !== user.clientId && order.parentClientId === user.clientId;
}

/**
 * The ordering account's own decisions: approving or rejecting its proofs (the review actions),
 * letting outsiders see them (guest invitations) and deleting its files. A white-label reseller is
 * the brand its customers buy from and follows their orders (reads them, comments), but the sign-off
 * on a customer's proof, who else sees it and whether its files go are the customer's: the reseller
 * takes none of them (asReseller true). Everyone else keeps what their role gives them.
 */
export function takesAccountDecisions(asReseller: boolean | undefined): boolean {
  return asReseller !== true;
}

/** Inviting guest reviewers (and reading the order's invitations): the invite right, not as reseller. */
export function canInviteGuests(
  user: AccessUser | null | undefined,
  asReseller?: boolean,
  action: 'read' | 'create' = 'create',
): boolean {
  return can(user, action, S.GUEST_REVIEWER_INVITE) && takesAccountDecisions(asReseller);
}

/** Revoking any invitation ("guest reviewer control"); the inviter may always revoke their own. */
export function canRevokeGuestInvites(user: AccessUser | null | undefined, asReseller?: boolean): boolean {
  return can(user, 'delete', S.GUEST_REVIEWER_INVITE) && takesAccountDecisions(asReseller);
}

/**
 * "Owner may delete attachments as per ability": the 'attachment' delete right, or for customer-review
 * files the operator's narrower right; never as the reseller of the order's account. The customer
 * side deletes only its own files, the supplied ones: a customer-review file is the designers' proof
 * (operators and managers attach and delete those, proofing §6), and an internal one is not theirs
 * to see (docs/rules-and-choices.md, "Roles and abilities" 3).
 */
export function canDeleteAttachment(
  user: AccessUser | null | undefined,
  group: string,
  asReseller?: boolean,
): boolean {
  const right =
    can(user, 'delete', S.ATTACHMENT) ||
    (group === 'customerReview' && can(user, 'delete', S.CUSTOMER_REVIEW_ATTACHMENT));
  const ownFiles = !user || !isCustomerSideRole(user.role) || group === 'suppliedFiles';
  return right && ownFiles && takesAccountDecisions(asReseller);
}
