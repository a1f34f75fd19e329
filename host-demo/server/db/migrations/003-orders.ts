import type { Migration } from '../migrate';

// Order times are ISO-8601 UTC strings ('2026-03-05T14:00:00.000Z'): they sort and compare as text,
// so range filters stay index-friendly. Every writer must use Date#toISOString().
export const orders: Migration = {
  version: 3,
  name: 'services, orders, order timeline',
  sql: `
CREATE TABLE service_categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE services (
  id TEXT PRIMARY KEY,
  category_id TEXT REFERENCES service_categories(id) ON DELETE SET NULL,
  name TEXT NOT NULL
);
CREATE INDEX services_category ON services(category_id);

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  order_number INTEGER NOT NULL UNIQUE,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  creator_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  operator_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  manager_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  service_id TEXT REFERENCES services(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  -- The customer's plan or package the order was placed under, shown on the card.
  package_name TEXT,
  status TEXT NOT NULL CHECK (status IN ('new-order', 'in-progress', 'gr-revision', 'in-review',
    'on-hold', 'approved', 'completed', 'cancelled')),
  card_state TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  is_frozen INTEGER NOT NULL DEFAULT 0,
  locked_at TEXT,
  archived_at TEXT,
  queue_percent INTEGER,
  work_percent INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  due_date TEXT,
  hold_reason TEXT,
  cancel_reason TEXT
);
-- The list query narrows by account, archived state and status, then by created date, and sorts
-- by position: these indexes cover that path so counting a 10,000-order account reads no rows.
CREATE INDEX orders_list ON orders(client_id, archived_at, status, created_at, position, order_number);
CREATE INDEX orders_status ON orders(status, archived_at, created_at, position, order_number);
CREATE INDEX orders_created ON orders(created_at);
CREATE INDEX orders_due ON orders(due_date);
CREATE INDEX orders_operator ON orders(operator_id);
CREATE INDEX orders_manager ON orders(manager_id);
CREATE INDEX orders_creator ON orders(creator_id);
CREATE INDEX orders_service ON orders(service_id);

CREATE TABLE order_timeline (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  type TEXT NOT NULL,
  content TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_timeline_order ON order_timeline(order_id, created_at);
`,
};
