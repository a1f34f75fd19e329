import type { Migration } from '../migrate';

// A preset's fields are kept as the JSON of its save form: the form changes with the spec, the
// table does not, and presets are only ever read whole by their owner.
export const filters: Migration = {
  version: 4,
  name: 'filter presets, archived filter presets',
  sql: `
CREATE TABLE filter_presets (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  fields TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX filter_presets_user ON filter_presets(user_id, name COLLATE NOCASE);

CREATE TABLE archived_filter_presets (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  fields TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX archived_filter_presets_user ON archived_filter_presets(user_id, name COLLATE NOCASE);
`,
};
