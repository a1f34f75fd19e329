import type { Migration } from '../migrate';

// The first answer to a request sent with an Idempotency-Key, per user and operation, so a repeated
// or doubled request (a retry after a timeout, a double click) gets that answer instead of a second
// invoice. `fingerprint` is a hash of the request body: the same key with another body is refused.
export const idempotencyKeys: Migration = {
  version: 9,
  name: 'idempotency keys',
  sql: `
CREATE TABLE idempotency_keys (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  operation TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, operation, key)
) WITHOUT ROWID;
`,
};
