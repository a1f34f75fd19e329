import type { Db } from '../db';
import type { ServerContext } from '../http';
import { findOrder, orderAudience } from '../orders';

// The order lock during an upload (issue 12: "decide when the order is locked during an upload and
// make the server do it"; docs/rules-and-choices.md). An order is locked from the moment an upload
// token is issued for one of its files until its last unfinished upload (pending or stored, not yet
// registered) is gone: registered, removed by its uploader, discarded after a refused registration
// or swept after expiry. The server takes and releases it itself, so a closed tab cannot leave an
// order locked for longer than the sweep; the client's unlock call after a failure (§4.11) is the
// spec's belt and braces.

const UNFINISHED = `SELECT COUNT(*) AS n FROM uploads WHERE order_id = ? AND status IN ('pending', 'stored')`;

/** Locks the order for an upload (keeps the first lock's time when already locked). */
export function lockForUpload(ctx: ServerContext, orderId: string): void {
  const at = ctx.now().toISOString();
  const changed = ctx.db
    .prepare('UPDATE orders SET locked_at = ?, updated_at = ? WHERE id = ? AND locked_at IS NULL')
    .run(at, at, orderId);
  if (changed.changes > 0) announce(ctx, orderId);
}

/** Releases the order's lock once none of its uploads is unfinished; true when it did. */
export function releaseUploadLock(ctx: ServerContext, orderId: string | null): boolean {
  if (!orderId || unfinishedUploads(ctx.db, orderId) > 0) return false;
  const at = ctx.now().toISOString();
  const changed = ctx.db
    .prepare('UPDATE orders SET locked_at = NULL, updated_at = ? WHERE id = ? AND locked_at IS NOT NULL')
    .run(at, orderId);
  if (changed.changes > 0) announce(ctx, orderId);
  return changed.changes > 0;
}

export function unfinishedUploads(db: Db, orderId: string): number {
  return (db.prepare(UNFINISHED).get(orderId) as { n: number }).n;
}

// Boards show the lock (`isLocked` on a card): they reload their list as after a move.
function announce(ctx: ServerContext, orderId: string): void {
  const order = findOrder(ctx.db, orderId);
  if (order) ctx.hub.publish(orderAudience(ctx.db, order), 'reload-order-list', { orderId });
}
