import { can, type OrderStatus, type Role, Subject } from 'proofdesk/rules';
import type { Db } from '../db';
import { moveEntryText } from '../orders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The moves that bring a new order to each status, in order (dashboard §3's board). */
export const STATUS_PATHS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'new-order': [],
  'in-progress': ['in-progress'],
  'in-review': ['in-progress', 'in-review'],
  'gr-revision': ['in-progress', 'in-review', 'gr-revision'],
  'on-hold': ['in-progress', 'on-hold'],
  approved: ['in-progress', 'in-review', 'approved'],
  completed: ['in-progress', 'in-review', 'approved', 'completed'],
  cancelled: ['in-progress', 'cancelled'],
};

interface HistoryOrder {
  id: string;
  status: OrderStatus;
  creator_id: string;
  operator_id: string | null;
  manager_id: string;
  hold_reason: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The proofing seed's first upload and last activity (versions, threads, replies), if any. */
  first_file: string | null;
  last_activity: string | null;
}

const ORDERS_SQL = `
SELECT o.id, o.status, o.creator_id, o.operator_id, o.manager_id, o.hold_reason,
  o.cancel_reason, o.created_at, o.updated_at,
  (SELECT MIN(v.created_at) FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
    WHERE a.order_id = o.id) AS first_file,
  (SELECT MAX(t) FROM (
    SELECT v.created_at AS t FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
      WHERE a.order_id = o.id
    UNION ALL SELECT t.created_at FROM annotation_topics t JOIN attachment_versions v ON v.id = t.version_id
      JOIN attachments a ON a.id = v.attachment_id WHERE a.order_id = o.id
    UNION ALL SELECT c.created_at FROM annotation_comments c JOIN annotation_topics t ON t.id = c.topic_id
      JOIN attachment_versions v ON v.id = t.version_id JOIN attachments a ON a.id = v.attachment_id
      WHERE a.order_id = o.id)) AS last_activity
FROM orders o`;

/** Who makes each move: the designer works, the customer reviews, the manager holds and closes. */
function moverOf(order: HistoryOrder, to: OrderStatus): string {
  if (to === 'in-progress' || to === 'in-review') return order.operator_id ?? order.manager_id;
  if (to === 'on-hold' || to === 'completed') return order.manager_id;
  return order.creator_id;
}

/** The times of `count` moves: spread over the order's life, the last one its updated_at. */
function moveTimes(order: HistoryOrder, count: number): number[] {
  const created = Date.parse(order.created_at);
  const span = Date.parse(order.updated_at) - created;
  return Array.from({ length: count }, (_, i) => {
    const spread = created + Math.round((span * (i + 1)) / count);
    if (!order.first_file || !order.last_activity) return spread;
    // With files: work starts before the first upload, and the order moves on only after the
    // last upload or comment (review comes after the proofs).
    if (i === 0) return Math.max(created, Math.min(spread, Date.parse(order.first_file) - HOUR));
    return Math.max(spread, Date.parse(order.last_activity) + i * HOUR);
  });
}

/**
 * The history the demo's data implies (issue 21: 'Nothing has happened on this order yet.' on
 * orders with versions, comments and moves): each order's moves from New Order to its status, with
 * its hold or cancel reason; an upload entry for every seeded version, by its uploader at its time
 * (GET /order/:id/timeline matches an upload to its version that way); an Approved entry for every
 * internally approved version. Each move is also an order_status_changes row (what reporting
 * reads). A move sets updated_at, so the last move's time becomes it.
 * Runs inside seedDemo's transaction, after the orders and the proofing seed.
 */
export function seedDemoHistory(db: Db): void {
  const move = db.prepare(
    `INSERT INTO order_timeline (id, order_id, user_id, type, content, created_at)
     VALUES (?, ?, ?, 'progress', ?, ?)`,
  );
  const change = db.prepare(
    `INSERT INTO order_status_changes (id, order_id, from_status, to_status, user_id, changed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const touch = db.prepare('UPDATE orders SET updated_at = ? WHERE id = ? AND updated_at < ?');
  for (const order of db.prepare(ORDERS_SQL).all() as HistoryOrder[]) {
    const path = STATUS_PATHS[order.status];
    const times = moveTimes(order, path.length);
    path.forEach((to, i) => {
      const from = i === 0 ? 'new-order' : path[i - 1]!;
      const reason = to === 'on-hold' ? order.hold_reason : to === 'cancelled' ? order.cancel_reason : null;
      const at = new Date(times[i]!).toISOString();
      move.run(
        `${order.id}-move-${i + 1}`,
        order.id,
        moverOf(order, to),
        moveEntryText(from, to, reason),
        at,
      );
      change.run(`${order.id}-move-${i + 1}`, order.id, from, to, moverOf(order, to), at);
    });
    const last = times.at(-1);
    if (last !== undefined) {
      const at = new Date(last).toISOString();
      touch.run(at, order.id, at);
    }
  }
  db.prepare(
    `INSERT INTO order_timeline (id, order_id, user_id, type, content, created_at)
     SELECT v.id || '-uploaded', a.order_id, v.creator_id, 'attachment', 'Uploaded ' || v.file_name, v.created_at
     FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id`,
  ).run();
  // Approvals are an approver's (creative or production manager): the order's manager when they
  // may approve, else the creative manager.
  const approved = db
    .prepare(
      `SELECT v.id, v.attachment_id, v.created_at, o.manager_id, m.role AS manager_role
       FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
       JOIN orders o ON o.id = a.order_id JOIN users m ON m.id = o.manager_id
       WHERE v.is_internal_approved = 1`,
    )
    .all() as {
    id: string;
    attachment_id: string;
    created_at: string;
    manager_id: string;
    manager_role: string;
  }[];
  const approve = db.prepare(
    `INSERT INTO attachment_timeline (id, attachment_id, version_id, type, content, user_id, created_at)
     VALUES (?, ?, ?, 'history', 'Approved', ?, ?)`,
  );
  for (const version of approved) {
    const approver = can({ role: version.manager_role as Role }, 'update', Subject.APPROVE)
      ? version.manager_id
      : 'user-creative';
    const at = new Date(Date.parse(version.created_at) + 3 * MINUTE).toISOString();
    approve.run(`${version.id}-approved`, version.attachment_id, version.id, approver, at);
  }
}
