import { createHash } from 'node:crypto';
import { type Data, type Trx, transaction } from '../data';
import { claimKey, readKey, storeAnswer } from '../data/commerce/commerce-rows';
import { fail, type Result } from '../http';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

export interface IdempotentCall {
  userId: string;
  /** What the key is for ('checkout'): one key may name one request per operation. */
  operation: string;
  /** The header's value; undefined = no idempotency asked for. */
  key: string | string[] | undefined;
  /** The request body the answer belongs to. */
  body: unknown;
}

export interface Answer {
  result: Result;
  /** true when this is the stored answer of an earlier request. */
  replayed: boolean;
}

/**
 * JSON with every object's keys sorted, at every depth (arrays keep their order): the same request
 * sent with its keys in another order is the same request (issue 20). Keys whose value is undefined
 * are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprint = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * Runs `run` once per (user, operation, key) and answers the first result to every repeat. Claim,
 * work and answer share one transaction (`claimKey`): of concurrent identical requests exactly one
 * claims the key and does the work; the others wait for its commit and replay its answer, on
 * SQLite (one writer) and on PostgreSQL (the key's primary key). Without a key `run` still gets a
 * transaction, so its writes are all or nothing. `run` writes only through `trx`.
 */
export async function once(
  data: Data,
  now: Date,
  call: IdempotentCall,
  run: (trx: Trx) => Promise<Result>,
): Promise<Answer> {
  if (call.key === undefined) return { result: await transaction(data, run), replayed: false };
  const key = Array.isArray(call.key) ? undefined : call.key;
  if (!key || !KEY_PATTERN.test(key)) {
    return { result: fail(400, IDEMPOTENCY_MESSAGES.invalidKey), replayed: false };
  }
  const print = fingerprint(call.body);
  const id = { userId: call.userId, operation: call.operation, key };
  return transaction(data, async (trx): Promise<Answer> => {
    if (!(await claimKey(trx, id, print, now.getTime()))) {
      const stored = await readKey(trx, id);
      if (!stored) throw new Error('idempotency key claimed but not readable');
      if (stored.fingerprint !== print)
        return { result: fail(422, IDEMPOTENCY_MESSAGES.reused), replayed: false };
      return { result: JSON.parse(stored.body) as Result, replayed: true };
    }
    const result = await run(trx);
    await storeAnswer(trx, id, result.ok ? 200 : result.status, JSON.stringify(result));
    return { result, replayed: false };
  });
}
