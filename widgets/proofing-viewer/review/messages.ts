import { defaultReviewActionMessages } from '../../../sdk/core/access';

// The review decisions' strings (proofing §4.1, §8), spread into the viewer's catalogue. The four
// button texts are sdk/core/access's (reviewMakeChanges, reviewStayInReview, reviewPutOnHold,
// reviewOrderApproved).

export const defaultReviewMessages = {
  ...defaultReviewActionMessages,
  /** The group of decision buttons. */
  reviewLabel: 'Review decision',
  /** 'Put On Hold' asks for a reason first (proofing §4.1). */
  holdReasonTitle: 'Put the order on hold',
  /** A refused move (proofing §8 "Move-to failure"). */
  reviewFailedTitle: 'Failed!',
};

export type ReviewMessages = typeof defaultReviewMessages;
