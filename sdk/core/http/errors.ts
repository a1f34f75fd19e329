import { ENVELOPE_MESSAGES } from '../../contract/constants';

/** What went wrong, in terms the UI can act on. */
export type ProofdeskErrorKind = 'network' | 'http' | 'server' | 'reauth' | 'csrf' | 'validation';

/**
 * A failed call, as data. Calls resolve to `{ ok: false, error }` instead of throwing, so a widget
 * can show `title` / `message` (and `messages` when the server sent a list) without a try/catch.
 */
export interface ProofdeskError {
  kind: ProofdeskErrorKind;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  title: string;
  message: string;
  messages?: string[];
  /** OAuth-style error name of the token endpoints, e.g. 'invalid_grant'. */
  name?: string;
  /** Per-field messages of client-side validation, e.g. `{ username: 'Required!' }`. */
  fields?: Record<string, string>;
}

/** Spec §8: 'Transport or server failure: a generic message is shown'. */
export const GENERIC_ERROR = {
  title: 'Ooops!',
  message: ENVELOPE_MESSAGES.generic,
} as const;

/** Server text the anti-forgery check answers with (wire contract). */
export const CSRF_ERROR_MESSAGE = ENVELOPE_MESSAGES.invalidCsrf;

export function genericError(kind: ProofdeskErrorKind, status: number): ProofdeskError {
  return { kind, status, title: GENERIC_ERROR.title, message: GENERIC_ERROR.message };
}
