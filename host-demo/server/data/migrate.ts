import { sql } from 'kysely';
import { type Migration, postgresSql } from '../db';
import { migrations } from '../db/migrations';
import type { Data } from './open-data';

// Case-insensitive and accent-sensitive (ICU strength 2), the closest to SQLite's NOCASE; the
// migrations' `COLLATE NOCASE` names it (unquoted identifiers fold to lower case).
const NOCASE = `CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`;

/**
 * Applies the migrations a PostgreSQL database lacks, each with its schema_migrations row in one
 * transaction, as `migrate` (db/migrate.ts) does synchronously for SQLite at the server's start;
 * both read the same list. A migration's text goes as one simple-protocol query (no parameters),
 * which PostgreSQL runs statement by statement. Concurrent starters (several processes) queue on
 * an advisory lock, so each migration runs once.
 */
export async function migrateData(data: Data, list: readonly Migration[] = migrations): Promise<number[]> {
  if (data.dialect !== 'postgres') throw new Error('migrateData: SQLite migrates through db/migrate.ts');
  const done: number[] = [];
  await data.db.connection().execute(async (db) => {
    await sql`SELECT pg_advisory_lock(2424)`.execute(db);
    try {
      await sql.raw(NOCASE).execute(db);
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(db);
      const rows = await db.selectFrom('schema_migrations').select('version').execute();
      const applied = new Set(rows.map((row) => row.version));
      for (const migration of [...list].sort((a, b) => a.version - b.version)) {
        if (applied.has(migration.version)) continue;
        await db.transaction().execute(async (trx) => {
          await sql.raw(postgresSql(migration)).execute(trx);
          await trx
            .insertInto('schema_migrations')
            .values({
              version: migration.version,
              name: migration.name,
              applied_at: new Date().toISOString(),
            })
            .execute();
        });
        done.push(migration.version);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(2424)`.execute(db);
    }
  });
  return done;
}
