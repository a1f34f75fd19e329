import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** The two preset tables share one shape; only the stored fields differ. */
export type PresetTable = 'filter_presets' | 'archived_filter_presets';

export interface PresetRow {
  id: string;
  user_id: string;
  name: string;
  fields: string;
}

export type PresetFields = Record<string, string | null>;

/** A user's presets, "sorted by name, case-insensitive". */
export function listPresets(db: Db, table: PresetTable, userId: string): PresetRow[] {
  return db
    .prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY name COLLATE NOCASE, id`)
    .all(userId) as PresetRow[];
}

/** Only the owner's preset: another user's id reads as not found. */
export function findPreset(db: Db, table: PresetTable, userId: string, id: string): PresetRow | undefined {
  return db.prepare(`SELECT * FROM ${table} WHERE id = ? AND user_id = ?`).get(id, userId) as
    | PresetRow
    | undefined;
}

export function insertPreset(
  db: Db,
  table: PresetTable,
  userId: string,
  name: string,
  fields: PresetFields,
  now: Date,
): PresetRow {
  const row = { id: randomUUID(), user_id: userId, name, fields: JSON.stringify(fields) };
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO ${table} (id, user_id, name, fields, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(row.id, userId, name, row.fields, at, at);
  return row;
}

export function updatePreset(
  db: Db,
  table: PresetTable,
  row: PresetRow,
  name: string,
  fields: PresetFields,
  now: Date,
): PresetRow {
  const json = JSON.stringify(fields);
  db.prepare(`UPDATE ${table} SET name = ?, fields = ?, updated_at = ? WHERE id = ?`).run(
    name,
    json,
    now.toISOString(),
    row.id,
  );
  return { ...row, name, fields: json };
}

export function deletePreset(db: Db, table: PresetTable, row: PresetRow): void {
  db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(row.id);
}

export function presetFields(row: PresetRow): PresetFields {
  try {
    const parsed: unknown = JSON.parse(row.fields);
    return typeof parsed === 'object' && parsed !== null ? (parsed as PresetFields) : {};
  } catch {
    return {};
  }
}
