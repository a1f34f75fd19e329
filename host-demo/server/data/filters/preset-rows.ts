import { type Kysely, sql } from 'kysely';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** The two preset tables share one shape; only the stored fields differ. */
export type PresetTable = 'filter_presets' | 'archived_filter_presets';

export interface PresetRow {
  id: string;
  user_id: string;
  name: string;
  fields: string;
}

// Both tables have the same columns: queries are typed against one of them.
const typed = (table: PresetTable) => table as 'filter_presets';

/** A user's presets, "sorted by name, case-insensitive" (the nocase collation in both dialects). */
export function selectPresets(db: Q, table: PresetTable, userId: string): Promise<PresetRow[]> {
  return db
    .selectFrom(typed(table))
    .select(['id', 'user_id', 'name', 'fields'])
    .where('user_id', '=', userId)
    .orderBy(sql`name COLLATE NOCASE`)
    .orderBy('id')
    .execute();
}

/** The owner's preset (another user's id reads as none); `lock` holds it to the transaction's end. */
export function selectPreset(
  db: Q,
  table: PresetTable,
  userId: string,
  id: string,
  lock?: Dialect,
): Promise<PresetRow | undefined> {
  const query = db
    .selectFrom(typed(table))
    .select(['id', 'user_id', 'name', 'fields'])
    .where('id', '=', id)
    .where('user_id', '=', userId);
  return (lock ? forUpdate(lock, query) : query).executeTakeFirst();
}

export async function insertPresetRow(db: Q, table: PresetTable, row: PresetRow, at: string): Promise<void> {
  await db
    .insertInto(typed(table))
    .values({ ...row, created_at: at, updated_at: at })
    .execute();
}

export async function updatePresetRow(db: Q, table: PresetTable, row: PresetRow, at: string): Promise<void> {
  await db
    .updateTable(typed(table))
    .set({ name: row.name, fields: row.fields, updated_at: at })
    .where('id', '=', row.id)
    .execute();
}

/** Deletes the owner's preset; false when there was none (already deleted, or not theirs). */
export async function deletePresetRow(
  db: Q,
  table: PresetTable,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(typed(table))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
