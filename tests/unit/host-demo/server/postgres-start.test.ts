import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../host-demo/server';
import { migrations } from '../../../../host-demo/server/db/migrations';
import { createTestDatabase } from './data-helpers';
import { signIn } from './helpers';

// Issue 24: DATABASE_URL runs the server on PostgreSQL. buildServer migrates, seeds the defaults and
// the demo before serving; several processes starting at once on one database do each once.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the server on PostgreSQL', () => {
  it('migrates and seeds once when two servers start at once, opens no SQLite file, and serves', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'proofdesk-pg-start-'));
    dirs.push(dataDir);
    const options = { databaseUrl: database.url, dataDir, demo: true, demoFiles: false, logger: false };
    const [a, b] = [buildServer(options), buildServer(options)];
    try {
      await Promise.all([a.ready(), b.ready()]);
      const db = a.proofdesk.data.db;
      const applied = await db.selectFrom('schema_migrations').select('version').execute();
      expect(applied).toHaveLength(migrations.length);
      const users = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM users`.execute(db);
      const distinct = await sql<{ n: number }>`SELECT COUNT(DISTINCT email)::int AS n FROM users`.execute(
        db,
      );
      expect(users.rows[0]?.n).toBeGreaterThan(0);
      expect(users.rows[0]?.n).toBe(distinct.rows[0]?.n);
      const hours = await db.selectFrom('business_hours').select('id').execute();
      expect(hours).toEqual([{ id: 1 }]);
      expect(readdirSync(dataDir).filter((name) => name.includes('sqlite'))).toEqual([]);

      // Signed in through one server, known to the other: the same database.
      const session = await signIn(a, 'owner@demo.test');
      const me = await b.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });

  it('a restart on a seeded database changes nothing', async () => {
    const database = await createTestDatabase();
    const options = { databaseUrl: database.url, demo: true, demoFiles: false, logger: false };
    try {
      const first = buildServer(options);
      await first.ready();
      const count = async (app: typeof first) =>
        (await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM orders`.execute(app.proofdesk.data.db))
          .rows[0]?.n;
      const before = await count(first);
      await first.close();
      const again = buildServer(options);
      await again.ready();
      expect(await count(again)).toBe(before);
      await again.close();
    } finally {
      await database.drop();
    }
  });
});
