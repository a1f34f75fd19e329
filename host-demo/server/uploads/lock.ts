import type { Db } from '../db';
import type { ServerContext } from '../http';

// The order lock during an upload (issue 12: "decide when the order is locked during an upload and
// make the server do it"; docs/rules-and-choices.md). An order is locked from the moment an upload
// token is issued for one of its files until its last unfinished upload (pending or stored, not yet
// registered) is gone or its token has expired: registered, removed by its uploader, discarded after
// a refused registration, or the policy's time is up (the sweep releases it then). Only users who may
// upload to the order take it (token.ts). The server takes and releases it itself, so a closed tab
// cannot leave an order locked for longer than a token lives plus one sweep; the client's unlock call after a failure (§4.11) is the
// spec's belt and braces. Taking and releasing it pushes nothing: an internal file's upload must not
// reach the customer's sockets; boards read `isLocked` on their next load.

// Issue 20: only the order's own uploads (attachment, attachment-version) hold its lock; an account
// image's token labelled with an order id is no upload of that order. And a lock lasts only as long
// as a token: an upload whose policy expired no longer holds it, even before the sweep removes it.
const UNFINISHED = `SELECT COUNT(*) AS n FROM uploads WHERE order_id = ? AND status IN ('pending', 'stored')
  AND type IN ('attachment', 'attachment-version') AND expires_at > ?`;

/** Locks the order for an upload (keeps the first lock's time when already locked). */
export function lockForUpload(ctx: ServerContext, orderId: string): void {
  const at = ctx.now().toISOString();
  ctx.db
    .prepare('UPDATE orders SET locked_at = ?, updated_at = ? WHERE id = ? AND locked_at IS NULL')
    .run(at, at, orderId);
}

/** Releases the order's lock once none of its uploads is unfinished; true when it did. */
export function releaseUploadLock(ctx: ServerContext, orderId: string | null): boolean {
  if (!orderId || unfinishedUploads(ctx.db, orderId, ctx.now()) > 0) return false;
  const at = ctx.now().toISOString();
  const changed = ctx.db
    .prepare('UPDATE orders SET locked_at = NULL, updated_at = ? WHERE id = ? AND locked_at IS NOT NULL')
    .run(at, orderId);
  return changed.changes > 0;
}

/** The order's own unfinished uploads whose token is still live at `now`. */
export function unfinishedUploads(db: Db, orderId: string, now: Date): number {
  return (db.prepare(UNFINISHED).get(orderId, now.toISOString()) as { n: number }).n;
}

const LAPSED = `SELECT DISTINCT order_id FROM uploads WHERE status IN ('pending', 'stored')
  AND type IN ('attachment', 'attachment-version') AND expires_at <= ? AND order_id IS NOT NULL`;

/** Releases the locks that only expired uploads still held (the sweep calls it); the orders released. */
export function releaseLapsedLocks(ctx: ServerContext): string[] {
  const orders = ctx.db.prepare(LAPSED).all(ctx.now().toISOString()) as { order_id: string }[];
  return orders.map((row) => row.order_id).filter((orderId) => releaseUploadLock(ctx, orderId));
}
