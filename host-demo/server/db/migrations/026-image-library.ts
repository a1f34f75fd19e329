import type { Migration } from '../migrate';

// My Images (issue 26): an account's library of saved stock images. Each row is a stored copy
// (storage_key, counted in the account's storage; an uploads row of type 'library-image' lets the
// storage layer serve and sweep it like other account files). One copy per provider image and
// account: saving it twice is refused by the unique key.
export const imageLibrary: Migration = {
  version: 26,
  name: 'image library',
  sql: `
CREATE TABLE library_images (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  saved_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  provider TEXT NOT NULL,
  provider_image_id TEXT NOT NULL,
  title TEXT NOT NULL,
  file_name TEXT NOT NULL,
  storage_key TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  photographer TEXT NOT NULL,
  photographer_url TEXT,
  source_url TEXT,
  credit TEXT NOT NULL,
  licence TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  UNIQUE (client_id, provider, provider_image_id)
) WITHOUT ROWID;

CREATE INDEX library_images_by_account ON library_images (client_id, saved_at);
`,
};
