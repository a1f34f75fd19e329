import type { Db } from '../db';
import type { ServerContext } from '../http';

// The order lock during an upload (issue 12: "decide when the order is locked during an upload and
// make the server do it"; docs/rules-and-choices.md). An order is locked from the moment an upload
// token is issued for one of its files until its last unfinished upload (pending or stored, not yet
// registered) is gone: registered, removed by its uploader, discarded after a refused registration
// or swept after expiry. The server takes and releases it itself, so a closed tab cannot leave an
// order locked for longer than the sweep; the client's unlock call after a failure (§4.11) is the
// spec's belt and braces. Taking and releasing it pushes nothing: an internal file's upload must not
// reach the customer's sockets; boards read `isLocked` on their next load.

const UNFINISHED = `SELECT COUNT(*) AS n FROM uploads WHERE order_id = ? AND status IN ('pending', 'stored')`;

/** Locks the order for an upload (keeps the first lock's time when already locked). */
export function lockForUpload(ctx: ServerContext, orderId: string): void {
  const at = ctx.now().toISOString();
  ctx.db
    .prepare('UPDATE orders SET locked_at = ?, updated_at = ? WHERE id = ? AND locked_at IS NULL')
    .run(at, at, orderId);
}

/** Releases the order's lock once none of its uploads is unfinished; true when it did. */
export function releaseUploadLock(ctx: ServerContext, orderId: string | null): boolean {
  if (!orderId || unfinishedUploads(ctx.db, orderId) > 0) return false;
  const at = ctx.now().toISOString();
  const changed = ctx.db
    .prepare('UPDATE orders SET locked_at = NULL, updated_at = ? WHERE id = ? AND locked_at IS NOT NULL')
    .run(at, orderId);
  return changed.changes > 0;
}

export function unfinishedUploads(db: Db, orderId: string): number {
  return (db.prepare(UNFINISHED).get(orderId) as { n: number }).n;
}
