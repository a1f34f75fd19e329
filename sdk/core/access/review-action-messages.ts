import type { CodeMessages } from '../domain';
import type { ReviewAction } from './review-actions';

/** The review buttons of the annotation screen (proofing §4.1), keyed `review<Action>`. */
export type ReviewActionMessages = CodeMessages<'review', ReviewAction>;

export const defaultReviewActionMessages: ReviewActionMessages = {
  reviewMakeChanges: 'Make Changes',
  reviewStayInReview: 'Stay In Review',
  reviewPutOnHold: 'Put On Hold',
  reviewOrderApproved: 'Order Approved',
};
