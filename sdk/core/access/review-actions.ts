import type { OrderStatus } from '../domain';
import { takesAccountDecisions } from './account-decisions';
import type { Role } from './roles';

// Review actions on the annotation screen (proofing §4.1, §6). Codes only: the button texts are in
// `review-action-messages.ts`.
export const REVIEW_ACTIONS = ['MAKE_CHANGES', 'STAY_IN_REVIEW', 'PUT_ON_HOLD', 'ORDER_APPROVED'] as const;

export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export type AttachmentGroup = 'customerReview' | 'suppliedFiles' | 'internalReview';

export interface ReviewContext {
  role: Role;
  /** userAbility creator */
  isCreator?: boolean;
  /** userAbility collaborator */
  isCollaborator?: boolean;
  isApprover?: boolean;
  orderProgress: OrderStatus | string;
  attachmentGroup: AttachmentGroup | string;
  clientType: 'customer' | 'admin' | 'guest' | string;
  /** The user reads the order as the white-label reseller of its account (`readsAsReseller`). */
  asReseller?: boolean;
  /**
   * The order follows an approval workflow (issue 26): true when the user reviews its deciding stage,
   * false when not; absent when no workflow is in force (the role rules alone apply).
   */
  workflowReviewer?: boolean;
}

const ALL: readonly ReviewAction[] = REVIEW_ACTIONS;
const COLLABORATOR: readonly ReviewAction[] = ['MAKE_CHANGES', 'STAY_IN_REVIEW', 'PUT_ON_HOLD'];

/**
 * "The buttons appear only when the file is a customer-review attachment, the order is in-review,
 * and the client is the customer client." Gap decision: the creator/approver/collaborator rules are
 * read for staff only ("Staff who is the creator ..."); the customer client signs in only owner and
 * staff anyway, so any other role gets none.
 */
export function allowedReviewActions(ctx: ReviewContext): ReviewAction[] {
  const byRole = roleReviewActions(ctx);
  if (ctx.workflowReviewer === undefined) return byRole;
  return workflowReviewActions(ctx, byRole);
}

/** The decisions a workflow gates: approving and requesting changes decide its stage. */
export const WORKFLOW_DECISIONS: readonly ReviewAction[] = ['MAKE_CHANGES', 'ORDER_APPROVED'];

/**
 * Under an approval workflow the deciding stage's reviewers approve or request changes, whatever
 * their approver or collaborator flags; nobody else does (not even the owner). Put On Hold keeps
 * the role rules; Stay In Review (it only closes the screen) goes with either.
 */
function workflowReviewActions(ctx: ReviewContext, byRole: readonly ReviewAction[]): ReviewAction[] {
  if (!reviewOpen(ctx) || (ctx.role !== 'owner' && ctx.role !== 'staff')) return [];
  const reviewer = ctx.workflowReviewer === true;
  return REVIEW_ACTIONS.filter((action) => {
    if (WORKFLOW_DECISIONS.includes(action)) return reviewer;
    if (action === 'STAY_IN_REVIEW') return reviewer || byRole.includes(action);
    return byRole.includes(action);
  });
}

const reviewOpen = (ctx: ReviewContext) =>
  ctx.orderProgress === 'in-review' &&
  takesAccountDecisions(ctx.asReseller) &&
  ctx.attachmentGroup === 'customerReview' &&
  ctx.clientType === 'customer';

function roleReviewActions(ctx: ReviewContext): ReviewAction[] {
  if (ctx.orderProgress !== 'in-review') return [];
  // The sign-off is the ordering account's, not its reseller's (issue 20, 11).
  if (!takesAccountDecisions(ctx.asReseller)) return [];
  if (ctx.attachmentGroup !== 'customerReview' || ctx.clientType !== 'customer') return [];
  if (ctx.role === 'owner') return [...ALL];
  if (ctx.role !== 'staff') return [];
  const { isCreator = false, isCollaborator = false, isApprover = false } = ctx;
  if (isCreator || (isApprover && isCollaborator)) return [...ALL];
  if (isApprover) return ['ORDER_APPROVED'];
  if (isCollaborator) return [...COLLABORATOR];
  return [];
}

/** Where the order moves; null = "Stay In Review: only closes the screen". */
export function reviewActionTarget(action: ReviewAction): OrderStatus | null {
  switch (action) {
    case 'MAKE_CHANGES':
      return 'in-progress';
    case 'PUT_ON_HOLD':
      return 'on-hold';
    case 'ORDER_APPROVED':
      return 'approved';
    default:
      return null;
  }
}

/** "'Put On Hold': asks for a reason, then moves the order to on-hold." */
export function reviewActionNeedsReason(action: ReviewAction): boolean {
  return action === 'PUT_ON_HOLD';
}
