import type { EnvelopeOf } from '../../contract';
import type { PageMeta } from '../domain';
import { CSRF_ERROR_MESSAGE, genericError, type ProofdeskError } from './errors';

/** The answer shape of every JSON endpoint except the token endpoints (the contract's). */
export type Envelope<T = unknown> = EnvelopeOf<T>;

export type HttpResult<T = unknown> =
  | {
      ok: true;
      status: number;
      data: T;
      message?: string;
      messages?: string[];
      id?: string;
      meta?: PageMeta;
    }
  | { ok: false; error: ProofdeskError };

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

function isPageMeta(value: unknown): value is PageMeta {
  const meta = value as PageMeta | null | undefined;
  return typeof meta?.page === 'number' && typeof meta.totalPages === 'number';
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/**
 * Turns any answer (status + decoded body) into a result. Pure, so the whole mapping is testable
 * without a network. Bodies without `success` (the token endpoints) count as data when 2xx.
 */
export function toResult<T>(status: number, body: unknown): HttpResult<T> {
  const ok2xx = status >= 200 && status < 300;
  if (isEnvelope(body)) {
    if (ok2xx && body.success) {
      return {
        ok: true,
        status,
        data: body.data as T,
        ...(body.message !== undefined && { message: body.message }),
        ...(body.messages !== undefined && { messages: stringList(body.messages) ?? [] }),
        ...(body.id !== undefined && { id: body.id }),
        ...(isPageMeta(body.meta) && { meta: body.meta }),
      };
    }
    return { ok: false, error: envelopeError(status, body) };
  }
  if (ok2xx) return { ok: true, status, data: body as T };
  return { ok: false, error: bareError(status, body) };
}

function envelopeError(status: number, body: Envelope): ProofdeskError {
  if (status >= 500) return genericError('server', status);
  const kind = body.reauth
    ? 'reauth'
    : status === 403 && body.message === CSRF_ERROR_MESSAGE
      ? 'csrf'
      : status === 400
        ? 'validation'
        : 'server';
  const messages = stringList(body.messages);
  // `success:false` with only a list (e.g. reset-password) still needs a headline.
  const message = body.message ?? messages?.[0] ?? genericError(kind, status).message;
  return {
    kind,
    status,
    title: genericError(kind, status).title,
    message,
    ...(messages && { messages }),
  };
}

/** Non-envelope failures: the token endpoints' `{ name, message }` or an HTML error page. */
function bareError(status: number, body: unknown): ProofdeskError {
  const named = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const error = genericError('http', status);
  if (typeof named.name === 'string') error.name = named.name;
  if (status < 500 && typeof named.message === 'string') error.message = named.message;
  return error;
}
