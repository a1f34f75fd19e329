/** Texts of the portal's shared pieces (lib/): errors, the retry button, the refused-screen card, paging. */
export const libMessages = {
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
  retry: 'Try again',
  noAccessTitle: 'Not available',
  backToBoard: 'Back to orders',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: 'Page {page} of {pages}',
} as const;
