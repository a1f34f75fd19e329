import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../../../host-demo/server';
import { migrateData } from '../../../../../host-demo/server/data';
import { migrate, openDatabase } from '../../../../../host-demo/server/db';
import { testData } from '../data-helpers';

// Issue 24: one list of migrations gives SQLite and PostgreSQL the same tables and columns.

function sqliteColumns(): string[] {
  const db = openDatabase(':memory:');
  migrate(db);
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const columns = tables.flatMap((table) =>
    (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; notnull: number }[]).map(
      (column) => `${table}.${column.name}`,
    ),
  );
  db.close();
  return columns.sort();
}

describe('migrations on PostgreSQL', () => {
  it('create the tables and columns SQLite has, record each once, and are idempotent', async () => {
    const data = await testData('postgres');
    const result = await sql<{ name: string }>`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public'`.execute(data.db);
    expect(result.rows.map((row) => row.name).sort()).toEqual(sqliteColumns());
    const recorded = await data.db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(recorded.length).toBeGreaterThan(10);
    expect(await migrateData(data)).toEqual([]);
  });

  it('compares e-mail addresses without case, as SQLite does (COLLATE NOCASE)', async () => {
    const data = await testData('postgres');
    const user = {
      password_hash: 'x',
      firstname: 'A',
      lastname: 'B',
      role: 'owner',
      created_at: 1,
    };
    await data.db
      .insertInto('users')
      .values({ ...user, id: 'u1', email: 'Ann@Example.test' })
      .execute();
    const found = await data.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ann@example.TEST')
      .execute();
    expect(found).toEqual([{ id: 'u1' }]);
    await expect(
      data.db
        .insertInto('users')
        .values({ ...user, id: 'u2', email: 'ANN@example.test' })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});

describe('DATABASE_URL', () => {
  it('chooses PostgreSQL, and a URL of another scheme stops the start', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://127.0.0.1/proofdesk' }).server.databaseUrl).toBe(
      'postgres://127.0.0.1/proofdesk',
    );
    expect(configFromEnv({}).server.databaseUrl).toBeUndefined();
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://u:secret@db/proofdesk' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL, got "db\/proofdesk"/,
    );
  });
});
