import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../http';
import { hashToken, randomToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/** A password-reset token for the user, valid one hour; only its hash is stored. */
export function issuePasswordReset(ctx: Pick<ServerContext, 'db' | 'now'>, userId: string): string {
  const token = randomToken();
  const now = ctx.now().getTime();
  ctx.db
    .prepare(
      'INSERT INTO password_resets (id, token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(randomUUID(), hashToken(token), userId, now + RESET_TTL_MS, now);
  return token;
}
