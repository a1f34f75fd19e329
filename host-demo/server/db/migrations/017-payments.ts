import type { Migration } from '../migrate';

// Payment methods and payment attempts (issue 25 "Payments"). A card number never reaches a table:
// the provider keeps the card and gives a token; we keep the token, brand, last four digits and
// expiry. One row per charge attempt in `payments`, named by the attempt's idempotency key: a
// repeated request with that key answers the stored attempt instead of charging again.
export const payments: Migration = {
  version: 17,
  name: 'payment methods and payments',
  sql: `
CREATE TABLE payment_methods (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  provider TEXT NOT NULL,
  token TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  holder_name TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  UNIQUE (client_id, provider, token)
);
CREATE INDEX payment_methods_client ON payment_methods(client_id, created_at);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  invoice_id TEXT NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  payment_method_id TEXT REFERENCES payment_methods(id) ON DELETE SET NULL,
  idempotency_key TEXT NOT NULL,
  provider TEXT NOT NULL,
  provider_charge_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'declined', 'failed')),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  failure_message TEXT,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  UNIQUE (client_id, idempotency_key)
);
CREATE INDEX payments_invoice ON payments(invoice_id, created_at);
CREATE INDEX payments_charge ON payments(provider, provider_charge_id);
`,
};
