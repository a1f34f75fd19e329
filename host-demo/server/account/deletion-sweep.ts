import { deleteDueClient, selectDueDeletions, selectMemberIds } from '../data/profile/profile-rows';
import type { ServerContext } from '../http';

/** How often the server looks for accounts whose 30 days are over (default; BuildServerOptions). */
export const DELETION_SWEEP_MS = 10 * 60_000;

/**
 * The account-deletion job (issue 26): deletes every account whose deletion request is due at
 * `ctx.now()`, signing its users out first (force-logout). Returns the deleted account ids. Each
 * account goes in its own statement (data/profile), so one failure leaves the others to the next run.
 */
export async function sweepAccountDeletions(ctx: ServerContext): Promise<string[]> {
  const now = ctx.now().getTime();
  const deleted: string[] = [];
  for (const clientId of await selectDueDeletions(ctx.data.db, now)) {
    const members = await selectMemberIds(ctx.data.db, clientId);
    if (await deleteDueClient(ctx.data.db, clientId, now)) {
      ctx.hub.publish(members, 'force-logout');
      deleted.push(clientId);
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
