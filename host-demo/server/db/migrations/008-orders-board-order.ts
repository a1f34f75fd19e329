import type { Migration } from '../migrate';

// The board reads an account's open orders in board order (position, then newest number) and shows
// one page. With this index SQLite walks the account's orders already in that order and checks the
// common filters (status, created date) from the index itself, stopping after a page, instead of
// collecting and sorting every match (10,000 for an unfiltered board).
export const ordersBoardOrder: Migration = {
  version: 8,
  name: 'orders in board order per account',
  sql: `
CREATE INDEX orders_board ON orders(client_id, archived_at, position, order_number DESC, status, created_at);
`,
};
