// The carry offer's strings (issue 13 "Carry comments forward"), in its own lazy chunk; the viewer's
// `messages` overrides reach them too.
export const defaultCarryMessages = {
  /** The offer's button, when the previous version has open threads not carried here yet. */
  carryOffer: 'Carry {count} open threads from v{version}',
  carryOfferOne: 'Carry 1 open thread from v{version}',
  carryHint: 'Each keeps its shape, author and replies, and links back to v{version}.',
  carryDone: 'Carried {count} threads from v{version}',
  carryFailed: 'Failed: {message}',
};

export type CarryMessages = typeof defaultCarryMessages;
