import type { Migration } from '../migrate';

// The test payment provider's own ledger (payments/test-provider.ts). A real provider keeps this on
// its side: every charge it made, by the idempotency key it was asked with, so a repeated request
// with one key gets the first answer and never a second charge. Kept in the portal's database so
// the test provider behaves the same across processes.
export const testProviderCharges: Migration = {
  version: 18,
  name: 'test payment provider ledger',
  sql: `
CREATE TABLE test_provider_charges (
  idempotency_key TEXT PRIMARY KEY,
  charge_id TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('succeeded', 'declined', 'retry')),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  reference TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX test_provider_charges_token ON test_provider_charges(token, outcome);
`,
};
