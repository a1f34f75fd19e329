import { ENVELOPE_MESSAGES } from 'proofdesk/contract';
import type { PageMeta } from 'proofdesk/rules';

/**
 * What every handler and area operation answers; `send` turns it into the envelope and status.
 * Routes for users and guests share operations because both only ever produce one of these.
 */
export type Result<T = unknown> = Done<T> | Failed;

export interface Done<T = unknown> {
  ok: true;
  data?: T;
  id?: string;
  message?: string;
  messages?: string[];
  /** Paged lists answer their page figures beside `data` (dashboard §7). */
  meta?: PageMeta;
}

export interface Failed {
  ok: false;
  status: number;
  message?: string;
  messages?: string[];
  /** The session must end: the client shows `message`, clears the session and reloads. */
  reauth?: boolean;
}

export const done = <T>(extra: Omit<Done<T>, 'ok'> = {}): Done<T> => ({ ok: true, ...extra });

export const fail = (
  status: number,
  message: string,
  extra: Omit<Failed, 'ok' | 'status' | 'message'> = {},
) => ({ ok: false, status, message, ...extra }) satisfies Failed;

/** A paged list's answer: the page's rows and its figures with the total (dashboard §7). */
export function donePage<T>(data: T[], page: number, limit: number, total: number): Done<T[]> {
  const meta: PageMeta & { total: number } = {
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
  return done({ data, meta });
}

/**
 * A form the portal checks too (its rule in sdk/core/domain), refused by the server: 400 `message`
 * with a 'field: problem' line per field of `check`; undefined when it names none.
 */
export function formRefusal(message: string, check: object): Failed | undefined {
  const fields = Object.entries(check) as [string, string][];
  if (fields.length === 0) return undefined;
  return fail(400, message, { messages: fields.map(([field, problem]) => `${field}: ${problem}`) });
}

/** 400 'Invalid request' with the details a developer can act on. */
export const invalid = (...messages: string[]): Failed =>
  fail(400, ENVELOPE_MESSAGES.invalidRequest, { messages });

export const denied = (message: string = ENVELOPE_MESSAGES.permissionDenied): Failed => fail(403, message);

/** Missing and forbidden look the same where existence would leak. */
export const notFound = (message: string = ENVELOPE_MESSAGES.notFound): Failed => fail(404, message);

export const sessionEnded = (): Failed => fail(401, ENVELOPE_MESSAGES.sessionEnded, { reauth: true });
