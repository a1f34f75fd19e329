import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from './open-data';

// What the two dialects spell differently, in one place. What they share needs no helper:
// - a list parameter: `where(column, 'in', values)` (SQLite used `IN (SELECT value FROM json_each(?))`);
// - INSERT OR IGNORE: `.onConflict((c) => c.doNothing())` (SQLite ≥ 3.24 and PostgreSQL);
// - RETURNING: both (SQLite ≥ 3.35);
// - `COLLATE NOCASE` in a comparison or ORDER BY: the PostgreSQL migration creates a collation
//   named nocase (ICU, case-insensitive), so the same words work there;
// - booleans and times: stored as 0/1 integers, epoch-ms integers or ISO-8601 text in both.

/**
 * Locks the selected rows until the transaction ends (PostgreSQL `FOR UPDATE`; `FOR NO KEY UPDATE`
 * with `keyShared`, for a parent row whose children may still be inserted meanwhile: their foreign
 * key check takes KEY SHARE, which only FOR UPDATE blocks). SQLite has no row locks and needs none:
 * a transaction there holds the database's one write lock from its BEGIN IMMEDIATE (open-data.ts).
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  dialect: Dialect,
  query: SelectQueryBuilder<DB, TB, O>,
  keyShared = false,
): SelectQueryBuilder<DB, TB, O> {
  if (dialect !== 'postgres') return query;
  return keyShared ? query.forNoKeyUpdate() : query.forUpdate();
}

/**
 * `column` contains `text`, ignoring ASCII case: SQLite's LIKE is case-insensitive already;
 * PostgreSQL needs ILIKE, on the "C" collation because LIKE refuses the nondeterministic nocase one.
 */
export function containsIgnoringCase(
  dialect: Dialect,
  column: Expression<unknown>,
  text: string,
): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return dialect === 'postgres'
    ? sql<boolean>`(${column} COLLATE "C") ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * A JSON array of `value` over the group, as text (SQLite json_group_array, PostgreSQL json_agg);
 * `orderBy`, when given, orders the elements (both accept ORDER BY inside the aggregate).
 */
export function jsonArrayAgg(
  dialect: Dialect,
  value: Expression<unknown>,
  orderBy?: Expression<unknown>,
): RawBuilder<string> {
  const order = orderBy === undefined ? sql`` : sql` ORDER BY ${orderBy}`;
  return dialect === 'postgres'
    ? sql<string>`coalesce(json_agg(${value}${order}), '[]'::json)::text`
    : sql<string>`json_group_array(${value}${order})`;
}

/** A JSON object from key/value pairs (SQLite json_object, PostgreSQL json_build_object). */
export function jsonObject(
  dialect: Dialect,
  pairs: Record<string, Expression<unknown>>,
): RawBuilder<unknown> {
  const args = Object.entries(pairs).flatMap(([key, value]) => [sql.lit(key), value]);
  return dialect === 'postgres'
    ? sql`json_build_object(${sql.join(args)})`
    : sql`json_object(${sql.join(args)})`;
}
