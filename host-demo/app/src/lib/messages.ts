/** Texts of the portal's shared pieces (lib/): the retry button, the refused-screen card, paging. */
export const libMessages = {
  retry: 'Try again',
  noAccessTitle: 'Not available',
  backToBoard: 'Back to orders',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: 'Page {page} of {pages}',
} as const;
