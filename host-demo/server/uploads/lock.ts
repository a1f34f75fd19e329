import { transaction } from '../data';
import {
  countUnfinishedUploads,
  holdOrderRow,
  lockOrderForUpload,
  selectLapsedUploadOrders,
  unlockOrder,
} from '../data/uploads/upload-rows';
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
// The queries are in data/uploads/upload-rows.ts. On PostgreSQL a token (its row, then the lock)
// and a release (the count, then the unlock) each hold the order's row (token.ts, below): a release
// then either runs first, and the token locks again after it, or counts the token's upload.

/** Locks the order for an upload (keeps the first lock's time when already locked). */
export async function lockForUpload(ctx: ServerContext, orderId: string): Promise<void> {
  await lockOrderForUpload(ctx.data.db, orderId, ctx.now().toISOString());
}

/** Releases the order's lock once none of its uploads is unfinished; true when it did. */
export async function releaseUploadLock(ctx: ServerContext, orderId: string | null): Promise<boolean> {
  if (!orderId) return false;
  const at = ctx.now().toISOString();
  return transaction(ctx.data, async (trx) => {
    await holdOrderRow(trx, ctx.data.dialect, orderId);
    if ((await countUnfinishedUploads(trx, orderId, at)) > 0) return false;
    return unlockOrder(trx, orderId, at);
  });
}

/** The order's own unfinished uploads whose token is still live at `now`. */
export function unfinishedUploads(ctx: ServerContext, orderId: string, now: Date): Promise<number> {
  return countUnfinishedUploads(ctx.data.db, orderId, now.toISOString());
}

/** Releases the locks that only expired uploads still held (the sweep calls it); the orders released. */
export async function releaseLapsedLocks(ctx: ServerContext): Promise<string[]> {
  const released: string[] = [];
  for (const orderId of await selectLapsedUploadOrders(ctx.data.db, ctx.now().toISOString())) {
    if (await releaseUploadLock(ctx, orderId)) released.push(orderId);
  }
  return released;
}
