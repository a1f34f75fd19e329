import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

export interface SessionRecord {
  id: string;
  user_id: string;
  client_kind: string;
  impersonator_id: string | null;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

/** Stores a session under its token's hash (the token itself is never stored). */
export async function insertSession(db: Q, session: SessionRecord & { token_hash: string }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      token_hash: session.token_hash,
      user_id: session.user_id,
      client_kind: session.client_kind,
      impersonator_id: session.impersonator_id,
      expires_at: session.expires_at,
      revoked_at: session.revoked_at,
      created_at: session.created_at,
    })
    .execute();
}

/** The session stored under a token hash, live or not. */
export function selectSessionByTokenHash(db: Q, tokenHash: string): Promise<SessionRecord | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'client_kind', 'impersonator_id', 'expires_at', 'revoked_at', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Revokes a live session at `at`; false when it was revoked already or is unknown. */
export async function markSessionRevoked(db: Q, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores a one-time impersonation token's hash. */
export async function insertImpersonationToken(
  db: Q,
  row: {
    id: string;
    token_hash: string;
    user_id: string;
    created_by: string;
    expires_at: number;
    created_at: number;
  },
): Promise<void> {
  await db
    .insertInto('impersonation_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/**
 * Uses an impersonation token up: one conditional UPDATE … RETURNING, so of two racing requests only
 * one gets the row (on PostgreSQL the second waits on the row lock, then sees used_at set).
 */
export function consumeImpersonationRow(
  db: Q,
  tokenHash: string,
  now: number,
): Promise<{ user_id: string; created_by: string } | undefined> {
  return db
    .updateTable('impersonation_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'created_by'])
    .executeTakeFirst();
}

/** Stores a password-reset token's hash. */
export async function insertPasswordReset(
  db: Q,
  row: { id: string; token_hash: string; user_id: string; expires_at: number; created_at: number },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...row, used_at: null })
    .execute();
}
