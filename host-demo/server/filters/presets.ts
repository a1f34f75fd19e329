import { randomUUID } from 'node:crypto';
import { type Data, transaction } from '../data';
import {
  deletePresetRow,
  insertPresetRow,
  type PresetRow,
  type PresetTable,
  selectPreset,
  selectPresets,
  updatePresetRow,
} from '../data/filters/preset-rows';

export type { PresetRow, PresetTable };

export type PresetFields = Record<string, string | null>;

/** A user's presets, "sorted by name, case-insensitive". */
export function listPresets(data: Data, table: PresetTable, userId: string): Promise<PresetRow[]> {
  return selectPresets(data.db, table, userId);
}

export async function insertPreset(
  data: Data,
  table: PresetTable,
  userId: string,
  name: string,
  fields: PresetFields,
  now: Date,
): Promise<PresetRow> {
  const row = { id: randomUUID(), user_id: userId, name, fields: JSON.stringify(fields) };
  await insertPresetRow(data.db, table, row, now.toISOString());
  return row;
}

/**
 * Saves over the owner's preset; undefined when it is not theirs or no longer exists. Read and
 * write in one transaction, the row locked: a preset deleted meanwhile (another tab) answers
 * not found rather than "saved".
 */
export function updatePreset(
  data: Data,
  table: PresetTable,
  userId: string,
  id: string,
  change: { name: string; fields: PresetFields },
  now: Date,
): Promise<PresetRow | undefined> {
  return transaction(data, async (trx) => {
    const row = await selectPreset(trx, table, userId, id, data.dialect);
    if (!row) return undefined;
    const updated = { ...row, name: change.name, fields: JSON.stringify(change.fields) };
    await updatePresetRow(trx, table, updated, now.toISOString());
    return updated;
  });
}

/** Deletes the owner's preset; false when it is not theirs or already gone. */
export function deletePreset(data: Data, table: PresetTable, userId: string, id: string): Promise<boolean> {
  return deletePresetRow(data.db, table, userId, id);
}

export function presetFields(row: PresetRow): PresetFields {
  try {
    const parsed: unknown = JSON.parse(row.fields);
    return typeof parsed === 'object' && parsed !== null ? (parsed as PresetFields) : {};
  } catch {
    return {};
  }
}
