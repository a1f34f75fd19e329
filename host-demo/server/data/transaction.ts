import type { Transaction } from 'kysely';
import type { Data } from './open-data';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

// serialization_failure and deadlock_detected: PostgreSQL gave up one of two conflicting
// transactions; running it again from the start is the documented remedy.
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

const retryable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * Runs `work` in one transaction, all or nothing. Rules for `work`:
 * - await only queries on `trx`: on SQLite the transaction shares the one connection with the
 *   synchronous modules, and as long as nothing else is awaited it runs to its end before any other
 *   request's code (no foreign statement can land inside it);
 * - read what a decision depends on inside the transaction, under `forUpdate` (dialect.ts) on the
 *   rows that concurrent writers contend for: PostgreSQL runs transactions side by side (READ
 *   COMMITTED);
 * - it may run more than once on PostgreSQL (retried after a deadlock or serialization failure), so
 *   it must not have effects outside the database.
 */
export async function transaction<T>(data: Data, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await data.db.transaction().execute(work);
    } catch (error) {
      if (data.dialect !== 'postgres' || attempt >= MAX_ATTEMPTS || !retryable(error)) throw error;
    }
  }
}
