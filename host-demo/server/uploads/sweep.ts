import { deleteExpiredUploads } from '../data/uploads/upload-rows';
import type { ServerContext } from '../http';
import { releaseLapsedLocks, releaseUploadLock } from './lock';

// Expired pending uploads are swept (issue 12): a token whose upload never finished (a closed tab,
// a lost connection) or a stored file never registered. The policy dies after
// UPLOAD_SIGNING.ttlSeconds (`expires_at`); a grace period lets a transfer that started just before
// that finish and register, so the sweep never pulls a file from under a live upload.

/** How long after `expires_at` an unfinished upload is kept (a 2 GB file on a slow line). */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** How often the server sweeps. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** Removes every unfinished upload past its expiry and grace (row and file); the keys removed. */
export async function sweepExpiredUploads(ctx: ServerContext): Promise<string[]> {
  // A lock ends with its token (issue 20), long before the grace lets the sweep remove the upload.
  await releaseLapsedLocks(ctx);
  const cutoff = new Date(ctx.now().getTime() - SWEEP_GRACE_MS).toISOString();
  // One DELETE … RETURNING: a registration racing the sweep either claims its row first or finds
  // it gone, and only the files of rows actually removed are deleted.
  const expired = await deleteExpiredUploads(ctx.data.db, cutoff);
  if (expired.length === 0) return [];
  await ctx.store.remove(expired.map((row) => row.key));
  for (const orderId of new Set(expired.map((row) => row.order_id))) await releaseUploadLock(ctx, orderId);
  return expired.map((row) => row.key);
}

/** Sweeps every `intervalMs` until `stop` is called (the server stops it when it closes). */
export function startUploadSweeper(ctx: ServerContext, intervalMs = SWEEP_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    sweepExpiredUploads(ctx).catch((error: unknown) => console.error('upload sweep failed', error));
  }, intervalMs);
  // The sweep never keeps a process (a test, a CLI) alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
