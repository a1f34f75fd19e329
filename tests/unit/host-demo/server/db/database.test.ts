import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../../../host-demo/server/db';
import { seedDemo } from '../../../../../host-demo/server/seed';
import { testServer } from '../helpers';

describe('migrations and seeding', () => {
  it('applies each migration once and records it', () => {
    const db = openDatabase(':memory:');
    const first = migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(migrate(db)).toEqual([]);
    const extra = { version: 999, name: 'later issue', sql: 'CREATE TABLE later (id TEXT PRIMARY KEY);' };
    expect(migrate(db, [extra])).toEqual([999]);
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual([...first, 999].map((version) => ({ version })));
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('rolls back a failing migration', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(() =>
      migrate(db, [{ version: 50, name: 'broken', sql: 'CREATE TABLE t (id INT); NOT SQL;' }]),
    ).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't'").get()).toBeUndefined();
    db.close();
  });

  it('seeds only an empty database, and a file database survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proofdesk-db-'));
    try {
      const app = await testServer({ dataDir: dir, databasePath: undefined });
      const count = () =>
        (app.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
      const seeded = count();
      expect(seeded).toBeGreaterThanOrEqual(10);
      expect(await seedDemo(app.proofdesk.data.sqlite!)).toBe(false);
      expect(count()).toBe(seeded);
      expect(app.proofdesk.data.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
      await app.close();

      const again = await testServer({ dataDir: dir, databasePath: undefined });
      const users = (
        again.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }
      ).n;
      expect(users).toBe(seeded);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
