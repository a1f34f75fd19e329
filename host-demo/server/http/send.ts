import type { FastifyReply } from 'fastify';
import type { EnvelopeOf } from 'proofdesk/contract';
import type { Result } from './result';

/** The one way a route answers: a `Result` becomes the status and the JSON envelope. */
export function send<T>(reply: FastifyReply, result: Result<T>) {
  const { ok, ...fields } = result;
  const status = ok ? 200 : result.status;
  if (!ok) delete (fields as { status?: number }).status;
  const body: EnvelopeOf<T> = { success: ok, ...fields };
  return reply.code(status).send(body);
}

/**
 * A 200 envelope around `dataJson`, data that is JSON text already (a list page SQLite wrote,
 * orders/list.ts): the bytes `send(reply, done({ data }))` writes, without building the data as
 * objects only to serialise them.
 */
export function sendJsonData(reply: FastifyReply, dataJson: string) {
  return reply.code(200).type('application/json; charset=utf-8').send(`{"success":true,"data":${dataJson}}`);
}
