import { randomUUID } from 'node:crypto';
import type { ClientType } from 'proofdesk/contract';
import { cachedStatement } from '../db';
import type { ServerContext } from '../http';
import { hashToken, randomToken } from './tokens';

export interface SessionRow {
  id: string;
  user_id: string;
  client_kind: ClientType;
  impersonator_id: string | null;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface IssuedSession {
  session: SessionRow;
  accessToken: string;
  expiresAt: Date;
}

type SessionContext = Pick<ServerContext, 'db' | 'now' | 'tokenTtlSeconds'>;

export function issueSession(
  ctx: SessionContext,
  userId: string,
  clientKind: ClientType,
  impersonatorId: string | null = null,
): IssuedSession {
  const accessToken = randomToken();
  const createdAt = ctx.now().getTime();
  const session: SessionRow = {
    id: randomUUID(),
    user_id: userId,
    client_kind: clientKind,
    impersonator_id: impersonatorId,
    expires_at: createdAt + ctx.tokenTtlSeconds * 1000,
    revoked_at: null,
    created_at: createdAt,
  };
  ctx.db
    .prepare(
      `INSERT INTO sessions (id, token_hash, user_id, client_kind, impersonator_id, expires_at, created_at)
       VALUES (@id, @token_hash, @user_id, @client_kind, @impersonator_id, @expires_at, @created_at)`,
    )
    .run({ ...session, token_hash: hashToken(accessToken) });
  return { session, accessToken, expiresAt: new Date(session.expires_at) };
}

const FIND_SESSION = `SELECT id, user_id, client_kind, impersonator_id, expires_at, revoked_at, created_at
  FROM sessions WHERE token_hash = ?`;

/** The live (not revoked, not expired) session a bearer token belongs to. */
export function findLiveSession(ctx: SessionContext, accessToken: string): SessionRow | undefined {
  // Every request reads the row afresh (no session cache), so a revocation holds at once.
  const row = cachedStatement(ctx.db, FIND_SESSION).get(hashToken(accessToken)) as SessionRow | undefined;
  if (!row || row.revoked_at !== null || row.expires_at <= ctx.now().getTime()) return undefined;
  return row;
}

export function revokeSession(ctx: SessionContext, sessionId: string): boolean {
  const result = ctx.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
    .run(ctx.now().getTime(), sessionId);
  return result.changes > 0;
}
