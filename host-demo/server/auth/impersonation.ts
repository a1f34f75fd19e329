import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../http';
import { hashToken, randomToken } from './tokens';

const IMPERSONATION_TTL_MS = 5 * 60 * 1000;

type Ctx = Pick<ServerContext, 'db' | 'now'>;

/** A one-time token (5 minutes) that signs `userId` in on the customer client for `createdBy`. */
export function issueImpersonationToken(ctx: Ctx, userId: string, createdBy: string): string {
  const token = randomToken();
  const now = ctx.now().getTime();
  ctx.db
    .prepare(
      `INSERT INTO impersonation_tokens (id, token_hash, user_id, created_by, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(randomUUID(), hashToken(token), userId, createdBy, now + IMPERSONATION_TTL_MS, now);
  return token;
}

/** Uses the token up: its user and impersonator, or undefined when unknown, expired or already used. */
export function consumeImpersonationToken(
  ctx: Ctx,
  token: string,
): { userId: string; createdBy: string } | undefined {
  const now = ctx.now().getTime();
  const row = ctx.db
    .prepare('SELECT id, user_id, created_by FROM impersonation_tokens WHERE token_hash = ?')
    .get(hashToken(token)) as { id: string; user_id: string; created_by: string } | undefined;
  if (!row) return undefined;
  // The conditional UPDATE is the one-time guarantee: of two racing requests only one changes a row.
  const consumed =
    ctx.db
      .prepare(
        'UPDATE impersonation_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .run(now, row.id, now).changes === 1;
  return consumed ? { userId: row.user_id, createdBy: row.created_by } : undefined;
}
