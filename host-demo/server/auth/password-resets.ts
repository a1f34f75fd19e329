import { randomUUID } from 'node:crypto';
import { insertPasswordReset } from '../data/auth/session-rows';
import type { ServerContext } from '../http';
import { hashToken, randomToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/** A password-reset token for the user, valid one hour; only its hash is stored. */
export async function issuePasswordReset(
  ctx: Pick<ServerContext, 'data' | 'now'>,
  userId: string,
): Promise<string> {
  const token = randomToken();
  const now = ctx.now().getTime();
  await insertPasswordReset(ctx.data.db, {
    id: randomUUID(),
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: now + RESET_TTL_MS,
    created_at: now,
  });
  return token;
}
