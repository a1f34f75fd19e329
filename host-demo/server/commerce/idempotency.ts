import { createHash } from 'node:crypto';
import type { Db } from '../db';
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
 * Runs `run` once per (user, operation, key) and answers the first result to every repeat. Lookup,
 * work and record share one IMMEDIATE transaction, so of concurrent identical requests exactly one
 * does the work (SQLite serialises writers, and better-sqlite3 runs the whole of it without
 * yielding) and the others read its answer. `run` must be synchronous and write only through `db`.
 */
export function once(db: Db, now: Date, call: IdempotentCall, run: () => Result): Answer {
  if (call.key === undefined) return { result: run(), replayed: false };
  const key = Array.isArray(call.key) ? undefined : call.key;
  if (!key || !KEY_PATTERN.test(key)) {
    return { result: fail(400, IDEMPOTENCY_MESSAGES.invalidKey), replayed: false };
  }
  const print = fingerprint(call.body);
  const find = db.prepare(
    'SELECT fingerprint, body FROM idempotency_keys WHERE user_id = ? AND operation = ? AND key = ?',
  );
  const record = db.prepare(
    `INSERT INTO idempotency_keys (user_id, operation, key, fingerprint, status, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return db
    .transaction((): Answer => {
      const stored = find.get(call.userId, call.operation, key) as
        | { fingerprint: string; body: string }
        | undefined;
      if (stored) {
        if (stored.fingerprint !== print)
          return { result: fail(422, IDEMPOTENCY_MESSAGES.reused), replayed: false };
        return { result: JSON.parse(stored.body) as Result, replayed: true };
      }
      const result = run();
      const status = result.ok ? 200 : result.status;
      record.run(call.userId, call.operation, key, print, status, JSON.stringify(result), now.getTime());
      return { result, replayed: false };
    })
    .immediate();
}
