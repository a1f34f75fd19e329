import type { Migration } from '../migrate';

// Carry comments forward (issue 13): an open thread copied onto a newer version of its file keeps a
// link to the thread it came from. One row per copy; (from_topic_id, to_version_id) is the key, so a
// thread is carried to a version at most once and carrying twice adds nothing. Deleting either
// thread (or its version) removes the link, and the original may then be carried again.
export const topicCarries: Migration = {
  version: 12,
  name: 'annotation topic carries',
  sql: `
CREATE TABLE annotation_topic_carries (
  from_topic_id TEXT NOT NULL REFERENCES annotation_topics(id) ON DELETE CASCADE,
  to_version_id TEXT NOT NULL REFERENCES attachment_versions(id) ON DELETE CASCADE,
  to_topic_id TEXT NOT NULL UNIQUE REFERENCES annotation_topics(id) ON DELETE CASCADE,
  carried_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (from_topic_id, to_version_id)
);
`,
};
