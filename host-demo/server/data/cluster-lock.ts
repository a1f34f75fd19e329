import { sql } from 'kysely';
import type { Data } from './open-data';

// One worker at a time in a cluster (issue 26), for periodic jobs every server process runs on its
// own timer: on PostgreSQL a session-level advisory lock taken without waiting on one connection of
// the pool, held while `work` runs (on any connection) and released after; a process that finds it
// taken skips this run. SQLite is one process: `work` just runs.

/** Advisory lock keys of the server's jobs (2424 migrations, 2425 seed, 2501 order numbers). */
export const JOB_LOCKS = { accountDeletionSweep: 2601 } as const;

/** Runs `work` when no other process holds lock `key`; undefined when one does. */
export async function exclusively<T>(
  data: Data,
  key: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (data.dialect !== 'postgres') return work();
  return data.db.connection().execute(async (db) => {
    const taken = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${key}::bigint) AS locked`.execute(db);
    if (!taken.rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key}::bigint)`.execute(db);
    }
  });
}
