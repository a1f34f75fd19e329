import type { Migration } from '../migrate';

// One row per upload token: 'pending' until the storage endpoint has the bytes ('stored'), then
// 'registered' once a file record points at it. Unregistered rows past expires_at are garbage.
export const uploads: Migration = {
  version: 7,
  name: 'uploads',
  sql: `
CREATE TABLE uploads (
  key TEXT PRIMARY KEY,
  order_id TEXT,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored', 'registered')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX uploads_order ON uploads(order_id);
CREATE INDEX uploads_user ON uploads(user_id, status);
`,
};
