import type { Migration } from '../migrate';

// Times are epoch milliseconds (INTEGER), like the accounts tables. Money is integer cents: the
// wire carries prices in the currency unit, but sums are only exact in integers.
export const messagingCommerce: Migration = {
  version: 5,
  name: 'notifications, products, invoices',
  sql: `
-- One row per recipient. data is the JSON of the spec's Notification.data
-- {target, targetId, widgetType, cardNumber, cardTitle, cardProgress}. order_id (optional) lets a
-- deleted order take its notifications with it.
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_key TEXT NOT NULL,
  order_id TEXT REFERENCES orders(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  avatar TEXT,
  username TEXT,
  data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
-- Group list and group detail: a user's groups, newest first.
CREATE INDEX notifications_user_group ON notifications(user_id, group_key, created_at);
CREATE INDEX notifications_user_created ON notifications(user_id, created_at);
-- Unread badge: a partial index keeps the count cheap however many read ones pile up.
CREATE INDEX notifications_user_unread ON notifications(user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_order ON notifications(order_id) WHERE order_id IS NOT NULL;

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  item_type TEXT NOT NULL CHECK (item_type IN ('product', 'package')),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'USD',
  active INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('unpaid', 'paid', 'void')),
  currency TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX invoices_client ON invoices(client_id, created_at);

-- Lines copy name and price: an invoice must not change when the catalogue does.
CREATE TABLE invoice_lines (
  id TEXT PRIMARY KEY,
  invoice_id TEXT NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  product_id TEXT REFERENCES products(id) ON DELETE SET NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  item_type TEXT NOT NULL,
  unit_price_cents INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  UNIQUE (invoice_id, position)
);
`,
};
