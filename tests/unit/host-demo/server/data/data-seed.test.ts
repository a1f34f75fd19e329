import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../../host-demo/server/data/schema';
import { countRows, seedTables } from '../../../../../host-demo/server/data/seed/seed-rows';
import { migrate, openDatabase } from '../../../../../host-demo/server/db';
import { seedBulkOrders, seedDemo } from '../../../../../host-demo/server/seed';
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

  it(
    "adds the benches' bulk orders after the demo's, numbered on",
    async () => {
      const data = await testData(dialect);
      await seedDemoData(data, { now: NOW });
      const before = await countRows(data.db, 'orders');
      expect(await seedBulkOrders(data, 1200, NOW)).toBe(1200);
      const rows = await data.db
        .selectFrom('orders')
        .select(['order_number', 'client_id', 'archived_at'])
        .where('order_number', '>', 1000 + before)
        .orderBy('order_number')
        .execute();
      expect(rows).toHaveLength(1200);
      expect(rows[0]!.order_number).toBe(1001 + before);
      expect(rows.at(-1)!.order_number).toBe(1000 + before + 1200);
      expect(rows.every((row) => row.client_id === 'client-northwind')).toBe(true);
      expect(rows.filter((row) => row.archived_at !== null)).toHaveLength(60);
    },
    TIMEOUT,
  );
});
