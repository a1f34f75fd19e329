import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../../host-demo/server/data/schema';
import { countRows, seedTables } from '../../../../../host-demo/server/data/seed/seed-rows';
import { migrate, openDatabase } from '../../../../../host-demo/server/db';
import { seedDemo } from '../../../../../host-demo/server/seed';
import { seedDemoData } from '../../../../../host-demo/server/seed/seed-data';
import { DIALECTS, testData } from '../data-helpers';

// Issue 24: the demo seed runs on both databases and writes the same rows as on the server's own
// SQLite handle (`seedDemo`, what `npm start` runs).

const NOW = new Date('2026-03-05T14:00:00.000Z');
const TIMEOUT = 60_000;

/** Every table's row count after `seedDemo` on a SQLite handle. */
async function sqliteCounts() {
  const db = openDatabase(':memory:');
  try {
    migrate(db);
    expect(await seedDemo(db, { now: NOW })).toBe(true);
    return Object.fromEntries(
      seedTables(db).map((table) => [
        table,
        (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}

describe.each(DIALECTS)('the demo seed on %s', (dialect) => {
  it(
    "writes SQLite's rows: as many accounts, users, orders and notifications, and every other table",
    async () => {
      const expected = await sqliteCounts();
      expect(expected.clients).toBeGreaterThan(0);
      expect(expected.orders).toBeGreaterThan(0);
      expect(expected.notifications).toBeGreaterThan(0);
      const data = await testData(dialect);
      expect(await seedDemoData(data, { now: NOW })).toBe(true);
      const counts: Record<string, number> = {};
      for (const table of Object.keys(expected))
        counts[table] = await countRows(data.db, table as keyof Database);
      expect(counts).toEqual(expected);
      // Seeded once: a second run finds users and changes nothing.
      expect(await seedDemoData(data, { now: NOW })).toBe(false);
      expect(await countRows(data.db, 'orders')).toBe(expected.orders);
    },
    TIMEOUT,
  );
});
