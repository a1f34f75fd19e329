export { defaultReviewMessages, type ReviewMessages } from './messages';
export { ReviewBar } from './review-bar';
