import { exclusively, JOB_LOCKS } from '../data';
import { deleteUploadRows, selectAccountFileKeys, selectReferencedKeys } from '../data/profile/account-files';
import { deleteDueClient, selectDueDeletions, selectMemberIds } from '../data/profile/profile-rows';
import type { ServerContext } from '../http';

/** How often the server looks for accounts whose 30 days are over (default; BuildServerOptions). */
// Upload kinds stored against an order (uploads/token.ts ORDER_KINDS; not imported: uploads reads
// account, and the areas keep no import cycle).
const ORDER_KINDS = ['attachment', 'attachment-version'] as const;

export const DELETION_SWEEP_MS = 10 * 60_000;

/**
 * The account-deletion job (issue 26): deletes every account whose deletion request is due at
 * `ctx.now()`, signing its users out first (force-logout), then its stored files (uploads, versions,
 * thumbnails, avatars, logos, proofs) from the object store. Returns the deleted account ids. Each
 * account goes in its own statement (data/profile), so one failure leaves the others to the next run.
 * In a cluster only one process sweeps at a time (an advisory lock); the others skip that run.
 */
export async function sweepAccountDeletions(ctx: ServerContext): Promise<string[]> {
  return (await exclusively(ctx.data, JOB_LOCKS.accountDeletionSweep, () => sweep(ctx))) ?? [];
}

async function sweep(ctx: ServerContext): Promise<string[]> {
  const now = ctx.now().getTime();
  const deleted: string[] = [];
  for (const clientId of await selectDueDeletions(ctx.data.db, now)) {
    const members = await selectMemberIds(ctx.data.db, clientId);
    // Named before the rows go: the rows are what name them.
    const keys = await selectAccountFileKeys(ctx.data.db, clientId, [...ORDER_KINDS]);
    if (await deleteDueClient(ctx.data.db, clientId, now)) {
      ctx.hub.publish(members, 'force-logout');
      deleted.push(clientId);
      await deleteUploadRows(ctx.data.db, keys.uploads);
      // A file another account still names (a duplicated order's supplied file) stays.
      const kept = await selectReferencedKeys(ctx.data.db, keys.files);
      await ctx.store.remove(keys.files.filter((key) => !kept.has(key)));
    }
  }
  return deleted;
}

/** Runs the sweep every `everyMs` until the returned stop is called; failures are logged, not thrown. */
export function startDeletionSweep(
  ctx: ServerContext,
  everyMs: number,
  log: { error(object: unknown, message: string): void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepAccountDeletions(ctx)
      .catch((error: unknown) => log.error({ err: error }, 'account deletion sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
