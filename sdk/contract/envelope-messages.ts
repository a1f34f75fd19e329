/** Fixed messages of the wire contract, shared so client and server cannot drift apart. */
export const ENVELOPE_MESSAGES = {
  invalidRequest: 'Invalid request',
  sessionEnded: 'Your session has ended. Please sign in again.',
  permissionDenied: 'Permission Denied!',
  notFound: 'Not Found',
  invalidCsrf: 'Invalid or missing anti-forgery token.',
  generic: 'Error encountered while processing. Please try again later or contact the product admin.',
} as const;
