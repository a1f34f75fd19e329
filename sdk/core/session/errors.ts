import type { ProofdeskError } from '../http';
import type { SessionMessages } from './messages';

function generic(error: Pick<ProofdeskError, 'kind' | 'status'>, m: SessionMessages): ProofdeskError {
  return { kind: error.kind, status: error.status, title: m.genericTitle, message: m.genericMessage };
}

/**
 * Spec §8: "Sign-in failure invalid_grant: 'Incorrect username or password.' … Other sign-in errors
 * show the server name and message. Status 400 shows the generic error."
 */
export function signInError(error: ProofdeskError, m: SessionMessages): ProofdeskError {
  if (error.name === 'invalid_grant') {
    return { ...error, title: m.invalidGrantTitle, message: m.invalidGrantMessage };
  }
  if (error.status === 400 || !error.name) return generic(error, m);
  return { ...error, title: error.name, message: error.message };
}

/**
 * Spec §8: "Forgot password: a response without success shows 'Not Found' with the first server
 * message. A network failure shows the generic error."
 */
export function forgotPasswordError(error: ProofdeskError, m: SessionMessages): ProofdeskError {
  if (error.kind === 'network' || error.status >= 500) return generic(error, m);
  return { ...error, title: m.notFoundTitle, message: error.messages?.[0] ?? error.message };
}

/** Spec §8: "Impersonation: 'Token is not valid'." Transport failures stay generic. */
export function impersonationError(error: ProofdeskError, m: SessionMessages): ProofdeskError {
  if (error.kind === 'network' || error.status >= 500) return generic(error, m);
  return { ...error, title: m.genericTitle, message: m.tokenNotValid };
}

/** Client-side form check failures, as an error the form can show field by field. */
export function validationError(fields: Record<string, string | null>, m: SessionMessages): ProofdeskError {
  const present = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return {
    kind: 'validation',
    status: 0,
    title: m.genericTitle,
    message: Object.values(present)[0] ?? m.genericMessage,
    fields: present,
  };
}
