import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';

const MAX_CACHED = 256;
const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * Prepared statements by SQL text. Preparing costs ~20 µs, paid on every request by the session,
 * user and list look-ups before this cache; list queries differ only by which filters are present,
 * so the cache stays small, and it is bounded in case callers combine filters in many ways.
 */
export function cachedStatement(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_CACHED) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
