import { describe, expect, it } from 'vitest';
import {
  allowedReviewActions,
  defaultReviewActionMessages,
  REVIEW_ACTIONS,
  type ReviewAction,
  type ReviewContext,
  ROLES,
  reviewActionNeedsReason,
  reviewActionTarget,
} from '../../../../../sdk/core/access';
import { codeLabel, ORDER_STATUSES } from '../../../../../sdk/core/domain';

const ALL: ReviewAction[] = ['MAKE_CHANGES', 'STAY_IN_REVIEW', 'PUT_ON_HOLD', 'ORDER_APPROVED'];
const base = {
  orderProgress: 'in-review',
  attachmentGroup: 'customerReview',
  clientType: 'customer',
} as const;

// Independent transcription of proofing §6 for the gated case.
function expected(ctx: ReviewContext): ReviewAction[] {
  if (ctx.role === 'owner') return ALL; // "Owner: all four actions."
  if (ctx.role !== 'staff') return []; // "Anyone else: none."
  // "Staff who is the creator (userAbility creator), or an approver who is a collaborator: all four."
  if (ctx.isCreator || (ctx.isApprover && ctx.isCollaborator)) return ALL;
  // "An approver who is not a collaborator: only Order Approved."
  if (ctx.isApprover) return ['ORDER_APPROVED'];
  // "A collaborator who is not an approver: Make Changes, Put On Hold and Stay In Review."
  if (ctx.isCollaborator) return ['MAKE_CHANGES', 'STAY_IN_REVIEW', 'PUT_ON_HOLD'];
  return [];
}

describe('review actions', () => {
  const flags = [false, true];
  for (const role of ROLES) {
    for (const isCreator of flags) {
      for (const isApprover of flags) {
        for (const isCollaborator of flags) {
          const ctx: ReviewContext = { ...base, role, isCreator, isApprover, isCollaborator };
          const want = expected(ctx);
          it(`${role} creator=${isCreator} approver=${isApprover} collaborator=${isCollaborator} → [${want.join(', ')}]`, () => {
            expect(allowedReviewActions(ctx)).toEqual(want);
          });
        }
      }
    }
  }

  it('The buttons appear only when the file is a customer-review attachment, the order is in-review, and the client is the customer client.', () => {
    for (const role of ROLES) {
      const everything = { role, isCreator: true, isApprover: true, isCollaborator: true };
      for (const orderProgress of ORDER_STATUSES) {
        if (orderProgress === 'in-review') continue;
        expect(allowedReviewActions({ ...base, ...everything, orderProgress })).toEqual([]);
      }
      for (const attachmentGroup of ['suppliedFiles', 'internalReview']) {
        expect(allowedReviewActions({ ...base, ...everything, attachmentGroup })).toEqual([]);
      }
      for (const clientType of ['admin', 'guest']) {
        expect(allowedReviewActions({ ...base, ...everything, clientType })).toEqual([]);
      }
    }
  });

  it("'Make Changes' moves the order to in-progress; 'Stay In Review' only closes the screen; 'Put On Hold' asks for a reason, then moves the order to on-hold; 'Order Approved' moves it to approved.", () => {
    expect(REVIEW_ACTIONS.map(reviewActionTarget)).toEqual(['in-progress', null, 'on-hold', 'approved']);
    expect(REVIEW_ACTIONS.filter(reviewActionNeedsReason)).toEqual(['PUT_ON_HOLD']);
    expect(REVIEW_ACTIONS.map((a) => codeLabel(defaultReviewActionMessages, 'review', a))).toEqual([
      'Make Changes',
      'Stay In Review',
      'Put On Hold',
      'Order Approved',
    ]);
  });

  it('under an approval workflow, the deciding stage reviewers approve or request changes, nobody else (issue 26)', () => {
    const reviewer = { ...base, role: 'staff' as const, workflowReviewer: true };
    expect(allowedReviewActions(reviewer)).toEqual(['MAKE_CHANGES', 'STAY_IN_REVIEW', 'ORDER_APPROVED']);
    // The owner not in the stage keeps Stay In Review and Put On Hold only.
    expect(allowedReviewActions({ ...base, role: 'owner', workflowReviewer: false })).toEqual([
      'STAY_IN_REVIEW',
      'PUT_ON_HOLD',
    ]);
    expect(allowedReviewActions({ ...base, role: 'owner', workflowReviewer: true })).toEqual(ALL);
    // The review's own conditions still hold: not in review, an operator, the reseller: none.
    expect(allowedReviewActions({ ...reviewer, orderProgress: 'in-progress' })).toEqual([]);
    expect(allowedReviewActions({ ...reviewer, role: 'operator' })).toEqual([]);
    expect(allowedReviewActions({ ...reviewer, asReseller: true })).toEqual([]);
  });
});
