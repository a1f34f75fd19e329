import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';

const MAX_CACHED = 256;
const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * Prepared statements by SQL text. List queries differ only by which filters are present, so a
 * small cache saves compiling the same joins on every request; it is bounded in case callers
 * combine filters in many ways.
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
