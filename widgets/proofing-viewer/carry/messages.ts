import { DEFAULT_MESSAGES_LOCALE, type PluralMessage } from '../../../sdk/core/domain';

// The carry offer's strings (issue 13 "Carry comments forward"), in its own lazy chunk; the viewer's
// `messages` overrides reach them too. The counted ones are plural forms (docs/messages.md).
export const defaultCarryMessages = {
  /** The language of these texts: their plural forms are chosen by its rules. */
  locale: DEFAULT_MESSAGES_LOCALE,
  /** The offer's button, when the previous version has open threads not carried here yet. */
  carryOffer: {
    one: 'Carry {count} open thread from v{version}',
    other: 'Carry {count} open threads from v{version}',
  } as PluralMessage,
  carryHint: 'Each keeps its shape, author and replies, and links back to v{version}.',
  carryDone: {
    one: 'Carried {count} thread from v{version}',
    other: 'Carried {count} threads from v{version}',
  } as PluralMessage,
  carryFailed: 'Failed: {message}',
};

export type CarryMessages = typeof defaultCarryMessages;
