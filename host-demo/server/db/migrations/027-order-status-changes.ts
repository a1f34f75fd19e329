import { ORDER_STATUSES, orderMoveText } from 'proofdesk/rules';
import type { Migration } from '../migrate';

// Reporting (issue 26): every status change of an order as data, so turnaround, time in review and
// working time are computed from the history (docs/rules-and-choices.md "Reporting"). Until now a
// move left only its timeline line, in words. The move writes both (orders/move.ts); this migration
// copies the moves a database already has from those lines: each line is the text of exactly one
// from → to pair (sdk orderMoveText), with ': reason' after it for hold and cancel.
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const backfill = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => to !== from).map((to) => {
    const text = orderMoveText(from, to);
    const like = `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}: %`;
    return `INSERT INTO order_status_changes (id, order_id, from_status, to_status, user_id, changed_at)
SELECT t.id, t.order_id, ${quote(from)}, ${quote(to)}, t.user_id, t.created_at FROM order_timeline t
WHERE t.type = 'progress' AND (t.content = ${quote(text)} OR t.content LIKE ${quote(like)} ESCAPE '\\')
ON CONFLICT DO NOTHING;`;
  }),
).join('\n');

export const orderStatusChanges: Migration = {
  version: 27,
  name: 'order status changes',
  sql: `
CREATE TABLE order_status_changes (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  changed_at TEXT NOT NULL
);
-- An order's history in time order (turnaround, review and working time read it per order).
CREATE INDEX order_status_changes_order ON order_status_changes(order_id, changed_at, to_status);
-- The orders that reached a status in a period (finished orders: approved or completed).
CREATE INDEX order_status_changes_to ON order_status_changes(to_status, changed_at, order_id);
-- Reports count orders by creation day, status and service (covering: no row is read), for one
-- account or all of them.
CREATE INDEX orders_client_created ON orders(client_id, created_at, status, service_id);
CREATE INDEX orders_created_report ON orders(created_at, status, service_id, client_id);
${backfill}
`,
};
