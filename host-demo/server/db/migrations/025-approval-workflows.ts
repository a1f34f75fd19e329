import type { Migration } from '../migrate';

// Approval workflows (issue 26): an account's workflows, their ordered stages (reviewers as a JSON
// list of persons and roles), and the copy an order follows. Assigning copies the stages, so editing
// or deleting a workflow never changes an order already following it; decisions are kept per round
// (a change request starts the stages over in a new round).
export const approvalWorkflows: Migration = {
  version: 25,
  name: 'approval workflows',
  sql: `
CREATE TABLE workflows (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX workflows_client ON workflows (client_id);

CREATE TABLE workflow_stages (
  workflow_id TEXT NOT NULL REFERENCES workflows(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  rule TEXT NOT NULL CHECK (rule IN ('all', 'any')),
  deadline_days INTEGER,
  reviewers TEXT NOT NULL,
  PRIMARY KEY (workflow_id, position)
) WITHOUT ROWID;

CREATE TABLE order_workflows (
  order_id TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  workflow_id TEXT REFERENCES workflows(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'approved')),
  current_position INTEGER NOT NULL,
  round INTEGER NOT NULL,
  assigned_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX order_workflows_workflow ON order_workflows (workflow_id);

CREATE TABLE order_workflow_stages (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  rule TEXT NOT NULL CHECK (rule IN ('all', 'any')),
  deadline_days INTEGER,
  reviewers TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'active', 'approved', 'changes-requested')),
  opened_at INTEGER,
  PRIMARY KEY (order_id, position)
) WITHOUT ROWID;

CREATE TABLE order_workflow_decisions (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  position INTEGER NOT NULL,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  user_name TEXT NOT NULL,
  user_role TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('approved', 'changes-requested')),
  decided_at INTEGER NOT NULL
);

CREATE INDEX order_workflow_decisions_order ON order_workflow_decisions (order_id, round, position);
`,
};
