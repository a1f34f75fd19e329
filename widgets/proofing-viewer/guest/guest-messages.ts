// The guest reviewer's strings (proofing §2.4–§2.6, §5, §8 verbatim; the rest ours). They live in the
// guest chunk; override any through the viewer's `messages`.
export const defaultGuestMessages = {
  /** Page title (proofing §2.4). */
  guestTitle: 'Guest Reviewer',
  /** Previous / next attachment (only with more than one, wrapping at both ends). */
  guestPrevious: 'Previous file',
  guestNext: 'Next file',
  guestFileOf: 'File {file} of {files}',
  /** The broken-link page (proofing §2.5). */
  brokenCode: '404',
  brokenTitle: 'Something is wrong!',
  brokenMessage: "Maybe you're trying to open the wrong link or it has expired.",
  /** A frozen order, empty data, a revoked link (proofing §5, §8). */
  accessDeniedTitle: 'Access Denied',
  accessDeniedMessage: 'Bad token. You seem to have followed an invalid link',
  /** The welcome modal (proofing §2.6): the inviter's avatar and name are its title. */
  welcomeGotIt: 'Got it!',
};

export type GuestMessages = typeof defaultGuestMessages;
