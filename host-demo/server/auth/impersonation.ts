import { randomUUID } from 'node:crypto';
import { consumeImpersonationRow, insertImpersonationToken } from '../data/auth/session-rows';
import type { ServerContext } from '../http';
import { hashToken, randomToken } from './tokens';

const IMPERSONATION_TTL_MS = 5 * 60 * 1000;

type Ctx = Pick<ServerContext, 'data' | 'now'>;

/** A one-time token (5 minutes) that signs `userId` in on the customer client for `createdBy`. */
export async function issueImpersonationToken(ctx: Ctx, userId: string, createdBy: string): Promise<string> {
  const token = randomToken();
  const now = ctx.now().getTime();
  await insertImpersonationToken(ctx.data.db, {
    id: randomUUID(),
    token_hash: hashToken(token),
    user_id: userId,
    created_by: createdBy,
    expires_at: now + IMPERSONATION_TTL_MS,
    created_at: now,
  });
  return token;
}

/** Uses the token up: its user and impersonator, or undefined when unknown, expired or already used. */
export async function consumeImpersonationToken(
  ctx: Ctx,
  token: string,
): Promise<{ userId: string; createdBy: string } | undefined> {
  // The conditional UPDATE is the one-time guarantee: of two racing requests only one changes a row.
  const row = await consumeImpersonationRow(ctx.data.db, hashToken(token), ctx.now().getTime());
  return row ? { userId: row.user_id, createdBy: row.created_by } : undefined;
}
