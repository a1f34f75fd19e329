import { type Insertable, type Kysely, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** How many rows `table` has. */
export async function countRows(db: Q, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A SQLite database's tables (schema_migrations aside: each database keeps its own), parents before
 * the tables whose foreign keys name them, so rows can be copied in this order.
 */
export function seedTables(source: Db): string[] {
  const names = (
    source
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => name !== 'schema_migrations');
  const parents = new Map(
    names.map((name) => [
      name,
      (source.prepare(`SELECT "table" FROM pragma_foreign_key_list(?)`).all(name) as { table: string }[])
        .map((row) => row.table)
        .filter((parent) => parent !== name),
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

// Well below SQLite's 32,766 and PostgreSQL's 65,535 parameters per statement.
const MAX_PARAMETERS = 20_000;

/**
 * Inserts `rows` (every column named, as read from the source) into `table`, in chunks. Rows a
 * migration already wrote on both databases (the plan catalogue, migration 019) are kept as they
 * are: same key, same row.
 */
export async function copyRows(
  db: Q,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const per = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += per) {
    await db
      .insertInto(table as keyof Database)
      // biome-ignore lint/suspicious/noExplicitAny: a table named at run time, its rows as read
      .values(rows.slice(start, start + per) as any)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** The highest order number so far (1000 on an empty database: the first order is 1001). */
export async function maxOrderNumber(db: Q): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`coalesce(max(order_number), 1000)`.as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max);
}

/** The services and their categories, each once (those already there are kept). */
export async function insertServices(
  db: Q,
  categories: readonly { id: string; name: string }[],
  services: readonly { id: string; categoryId: string; name: string }[],
): Promise<void> {
  await db
    .insertInto('service_categories')
    .values(categories.map((item) => ({ id: item.id, name: item.name })))
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('services')
    .values(services.map((item) => ({ id: item.id, category_id: item.categoryId, name: item.name })))
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Inserts whole orders rows (every column named), in chunks. */
export async function insertOrderRows(db: Q, rows: readonly Insertable<Database['orders']>[]): Promise<void> {
  const per = 500;
  for (let start = 0; start < rows.length; start += per) {
    await db
      .insertInto('orders')
      .values(rows.slice(start, start + per))
      .execute();
  }
}

/** Inserts order_status_changes rows (every column named), in chunks: the bulk seed's history. */
export async function insertStatusChangeRows(
  db: Q,
  rows: readonly Insertable<Database['order_status_changes']>[],
): Promise<void> {
  const per = 1000;
  for (let start = 0; start < rows.length; start += per) {
    await db
      .insertInto('order_status_changes')
      .values(rows.slice(start, start + per))
      .execute();
  }
}

/** Whether the invitation exists and is not revoked (the CLI prints the demo guest's link then). */
/**
 * Fresh planner statistics for `table` after a bulk load (PostgreSQL's advice after loading data;
 * autovacuum would take them only within a minute or so): without them the planner guesses one
 * row per filter and picks an index that reads every order of the account. SQLite's planner keeps
 * no statistics unless asked, and the list's indexes serve it without them.
 */
export async function refreshStatistics(
  data: { db: Kysely<Database>; dialect: string },
  table: keyof Database,
) {
  if (data.dialect === 'postgres') await sql`ANALYZE ${sql.table(table)}`.execute(data.db);
}

export async function invitationIsLive(db: Q, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('guest_invitations')
    .select('id')
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
