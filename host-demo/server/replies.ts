import type { FastifyReply } from 'fastify';
import { ENVELOPE_MESSAGES, type EnvelopeOf } from 'proofdesk/contract';

export function ok<T>(reply: FastifyReply, data?: T, extra: Omit<EnvelopeOf<T>, 'success' | 'data'> = {}) {
  const body: EnvelopeOf<T> = { success: true, ...extra };
  if (data !== undefined) body.data = data;
  return reply.code(200).send(body);
}

export function fail(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: Omit<EnvelopeOf<never>, 'success' | 'message' | 'data'> = {},
) {
  return reply.code(statusCode).send({ success: false, message, ...extra } satisfies EnvelopeOf<never>);
}

export const sessionEnded = (reply: FastifyReply) =>
  fail(reply, 401, ENVELOPE_MESSAGES.sessionEnded, { reauth: true });

export const permissionDenied = (reply: FastifyReply) => fail(reply, 403, ENVELOPE_MESSAGES.permissionDenied);

export const notFound = (reply: FastifyReply, message: string = ENVELOPE_MESSAGES.notFound) =>
  fail(reply, 404, message);

export const invalidRequest = (reply: FastifyReply, messages: string[]) =>
  fail(reply, 400, ENVELOPE_MESSAGES.invalidRequest, { messages });
