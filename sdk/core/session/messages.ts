import { IMPERSONATION_INVALID } from '../../contract/constants';
import { GENERIC_ERROR } from '../http';

/** Every string the session shows (English from spec §8); hosts override through `messages`. */
export const defaultSessionMessages = {
  genericTitle: GENERIC_ERROR.title as string,
  genericMessage: GENERIC_ERROR.message as string,
  invalidGrantTitle: 'Incorrect username or password.',
  invalidGrantMessage:
    'The email and password you entered did not match our records. Please double-check and try again.',
  notFoundTitle: 'Not Found',
  tokenNotValid: IMPERSONATION_INVALID as string,
  /** Title over the server's message when the session must end (spec: "the server message is shown"). */
  reauthTitle: GENERIC_ERROR.title as string,
};

export type SessionMessages = typeof defaultSessionMessages;
