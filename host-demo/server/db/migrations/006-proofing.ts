import type { Migration } from '../migrate';

// Like the orders tables, times are ISO-8601 UTC strings; guest session expiry is epoch ms like
// the user sessions it mirrors. Files are deleted with their rows through ON DELETE CASCADE.
export const proofing: Migration = {
  version: 6,
  name: 'attachments, versions, annotations, collaborators, guests',
  sql: `
CREATE TABLE attachments (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  "group" TEXT NOT NULL CHECK ("group" IN ('customerReview', 'suppliedFiles', 'internalReview')),
  file_name TEXT NOT NULL,
  starting_tab TEXT NOT NULL DEFAULT 'public' CHECK (starting_tab IN ('public', 'internal')),
  is_disabled_internal_tab_annotation INTEGER NOT NULL DEFAULT 0,
  is_disabled_public_tab_annotation INTEGER NOT NULL DEFAULT 0,
  attachment_type_start_from TEXT,
  created_at TEXT NOT NULL,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX attachments_order ON attachments(order_id, "group", created_at);

CREATE TABLE attachment_versions (
  id TEXT PRIMARY KEY,
  attachment_id TEXT NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  file_type TEXT NOT NULL CHECK (file_type IN ('image', 'pdf', 'unsupported')),
  storage_key TEXT NOT NULL,
  file_size INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  is_internal INTEGER NOT NULL DEFAULT 0,
  is_internal_approved INTEGER NOT NULL DEFAULT 0,
  is_disabled_annotation INTEGER NOT NULL DEFAULT 0,
  is_disabled_internal_annotation INTEGER NOT NULL DEFAULT 0,
  pdf_annotation_module TEXT,
  draft_version INTEGER NOT NULL DEFAULT 0,
  thumbnail_key TEXT,
  uploaded_by_type TEXT,
  creator_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  deleted_at TEXT,
  delete_reason TEXT,
  UNIQUE (attachment_id, version)
);

-- is_collaborator = 0 with is_approver = 1 is the spec's "approver who is not a collaborator".
CREATE TABLE order_collaborators (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_collaborator INTEGER NOT NULL DEFAULT 1,
  is_approver INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, user_id)
);
CREATE INDEX order_collaborators_user ON order_collaborators(user_id);

CREATE TABLE guest_invitations (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  guest_name TEXT NOT NULL,
  guest_email TEXT NOT NULL,
  guest_avatar TEXT,
  message TEXT NOT NULL DEFAULT '',
  inviter_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX guest_invitations_order ON guest_invitations(order_id);

CREATE TABLE guest_sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  invitation_id TEXT NOT NULL REFERENCES guest_invitations(id) ON DELETE CASCADE,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);

-- Exactly one author: a signed-in user or a guest invitation.
CREATE TABLE annotation_topics (
  id TEXT PRIMARY KEY,
  version_id TEXT NOT NULL REFERENCES attachment_versions(id) ON DELETE CASCADE,
  message TEXT NOT NULL,
  mentions TEXT NOT NULL DEFAULT '[]',
  annotation TEXT,
  sender_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  guest_id TEXT REFERENCES guest_invitations(id) ON DELETE SET NULL,
  is_resolve INTEGER NOT NULL DEFAULT 0,
  is_public INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX annotation_topics_version ON annotation_topics(version_id, created_at);

CREATE TABLE annotation_comments (
  id TEXT PRIMARY KEY,
  topic_id TEXT NOT NULL REFERENCES annotation_topics(id) ON DELETE CASCADE,
  message TEXT NOT NULL,
  mentions TEXT NOT NULL DEFAULT '[]',
  sender_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  guest_id TEXT REFERENCES guest_invitations(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX annotation_comments_topic ON annotation_comments(topic_id, created_at);

CREATE TABLE attachment_timeline (
  id TEXT PRIMARY KEY,
  attachment_id TEXT NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  version_id TEXT REFERENCES attachment_versions(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('history')),
  content TEXT NOT NULL CHECK (content IN ('Approved', 'Revise')),
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX attachment_timeline_attachment ON attachment_timeline(attachment_id, created_at);
`,
};
