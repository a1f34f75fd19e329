import type { ProofdeskError } from '../../core/http';

export interface ErrorTextMessages {
  errorTitle: string;
  genericError: string;
}

export interface ErrorText {
  title: string;
  message: string;
  /** The server's list of details, without a repeat of `message`. */
  messages: string[];
}

/**
 * Dashboard §8 for a widget: a refusal ("success false") shows the server's own message plus its list
 * of messages; a transport or server failure (no answer, 5xx) shows the generic text. The strings
 * come from the widget's messages, so a host's translation applies.
 */
export function errorText(error: ProofdeskError, m: ErrorTextMessages): ErrorText {
  const generic = error.kind === 'network' || error.status >= 500;
  const message = generic ? m.genericError : error.message;
  const messages = generic ? [] : (error.messages ?? []).filter((text) => text !== message);
  return { title: m.errorTitle, message, messages };
}
