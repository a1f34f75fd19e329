import type { Migration } from '../migrate';

// What a paid invoice gave its account (issue 25: extra resources, a membership bought from pay as
// you go). One row per invoice: applying a paid invoice twice (a provider's repeated webhook) finds
// the row and grants nothing more.
export const invoiceGrants: Migration = {
  version: 20,
  name: 'invoice grants',
  sql: `
CREATE TABLE invoice_grants (
  invoice_id TEXT PRIMARY KEY REFERENCES invoices(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  applied_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
};
