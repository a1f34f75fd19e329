import type { FastifyReply } from 'fastify';
import { ENVELOPE_MESSAGES } from 'proofdesk/contract';
import { fail, ok } from '../replies';

/** What a proofing operation answers; routes for users and guests send it the same way. */
export type OpResult =
  | { ok: true; id?: string; message?: string; data?: unknown }
  | { ok: false; status: 400 | 403 | 404; message: string; messages?: string[] };

export const done = (extra: { id?: string; message?: string; data?: unknown } = {}): OpResult => ({
  ok: true,
  ...extra,
});
export const notFoundResult: OpResult = { ok: false, status: 404, message: ENVELOPE_MESSAGES.notFound };
export const deniedResult: OpResult = { ok: false, status: 403, message: ENVELOPE_MESSAGES.permissionDenied };
export const invalidResult = (...messages: string[]): OpResult => ({
  ok: false,
  status: 400,
  message: ENVELOPE_MESSAGES.invalidRequest,
  messages,
});
export const refused = (status: 400 | 403, message: string): OpResult => ({ ok: false, status, message });

export function sendResult(reply: FastifyReply, result: OpResult) {
  if (!result.ok) {
    return fail(reply, result.status, result.message, result.messages ? { messages: result.messages } : {});
  }
  const { data, id, message } = result;
  return ok(reply, data, { ...(id ? { id } : {}), ...(message ? { message } : {}) });
}
