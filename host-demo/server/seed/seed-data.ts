import { sql } from 'kysely';
import { type Data, transaction } from '../data';
import { copyRows, countRows, seedTables } from '../data/seed/seed-rows';
import { migrate, openDatabase } from '../db';
import { type SeedOptions, seedDemo } from './seed-demo';

/**
 * The demo seed on the data layer, on either database (issue 24): the demo is built by the same
 * code as `seedDemo` in a scratch in-memory SQLite database, then its rows are copied into `data`
 * in one transaction, table by table in foreign-key order. So both databases get the same rows,
 * and the seed's SQLite statements stay where they are. Seeds an empty database only (no users);
 * returns false, copying nothing, otherwise. The files go to `options.files` before the copy (the
 * same keys every time, so a seed refused meanwhile leaves nothing a later one does not rewrite).
 */
export async function seedDemoData(data: Data, options: SeedOptions = {}): Promise<boolean> {
  if ((await countRows(data.db, 'users')) > 0) return false;
  const scratch = openDatabase(':memory:');
  try {
    migrate(scratch);
    await seedDemo(scratch, options);
    const tables = seedTables(scratch);
    const rows = tables.map((table) => ({ table, rows: scratch.prepare(`SELECT * FROM "${table}"`).all() }));
    return await transaction(data, async (trx) => {
      // Two starters racing on one PostgreSQL database: the second waits here, then finds users.
      if (data.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(2425)`.execute(trx);
      if ((await countRows(trx, 'users')) > 0) return false;
      for (const item of rows) await copyRows(trx, item.table, item.rows as Record<string, unknown>[]);
      return true;
    });
  } finally {
    scratch.close();
  }
}
