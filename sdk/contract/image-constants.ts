// My Images (issue 26): the constants both sides share.

/** Results per page of GET /images/search (a grid of 4 × 4 at 1440 px, 1 × 16 on a phone). */
export const IMAGE_SEARCH_PAGE_SIZE = 16;

/** Library images listed per page of GET /images/library. */
export const IMAGE_LIBRARY_PAGE_SIZE = 24;

/** The most images one account's library keeps (each is a stored copy counted in its storage). */
export const IMAGE_LIBRARY_LIMIT = 200;

/** The server's fixed messages for image search and the library. */
export const IMAGE_MESSAGES = {
  saved: 'The image was saved to My Images.',
  alreadySaved: 'This image is already in My Images.',
  removed: 'The image was removed from My Images.',
  attached: 'The images were added to the supplied files.',
  attachedOne: 'The image was added to the supplied files.',
  notFound: 'Image not found.',
  libraryFull: 'My Images is full (200 images). Remove some to save more.',
  noAccount: 'Only a customer account keeps My Images.',
  providerDown: 'The image search is not available right now. Please try again in a few minutes.',
  providerBusy: 'The image search is busy (too many searches). Please try again in a few minutes.',
  providerRefused: 'The image search refused the request. Please contact support.',
  tooLarge: 'The image is too large to save.',
} as const;
