import { migrations } from './migrations';
import type { Db } from './open-database';

export interface Migration {
  /** Strictly increasing; never renumber one that has shipped. */
  version: number;
  name: string;
  /** SQLite's text, as shipped: existing data dirs recorded it in schema_migrations. */
  sql: string;
  /**
   * PostgreSQL's text when `postgresSql(sql)` does not fit (a data step in SQLite's JSON functions).
   * PostgreSQL support starts at the whole list, so such a step only ever meets empty tables there.
   */
  postgres?: string;
}

/**
 * The migration's PostgreSQL text. The SQLite DDL is written to need little: INTEGER becomes BIGINT
 * (epoch milliseconds exceed 32 bits), WITHOUT ROWID (a SQLite storage choice) goes; COLLATE NOCASE
 * stays, naming the case-insensitive collation `migrateData` creates first.
 */
export function postgresSql(migration: Migration): string {
  if (migration.postgres !== undefined) return migration.postgres;
  return migration.sql.replace(/\bINTEGER\b/g, 'BIGINT').replace(/\)\s*WITHOUT ROWID/g, ')');
}

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
