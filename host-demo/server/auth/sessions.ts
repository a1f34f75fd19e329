import { randomUUID } from 'node:crypto';
import type { ClientType } from 'proofdesk/contract';
import { insertSession, markSessionRevoked, selectSessionByTokenHash } from '../data/auth/session-rows';
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

type SessionContext = Pick<ServerContext, 'data' | 'now' | 'tokenTtlSeconds'>;

export async function issueSession(
  ctx: SessionContext,
  userId: string,
  clientKind: ClientType,
  impersonatorId: string | null = null,
): Promise<IssuedSession> {
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
  await insertSession(ctx.data.db, { ...session, token_hash: hashToken(accessToken) });
  return { session, accessToken, expiresAt: new Date(session.expires_at) };
}

/** The live (not revoked, not expired) session a bearer token belongs to. */
export async function findLiveSession(
  ctx: SessionContext,
  accessToken: string,
): Promise<SessionRow | undefined> {
  // Every request reads the row afresh (no session cache), so a revocation holds at once.
  const row = (await selectSessionByTokenHash(ctx.data.db, hashToken(accessToken))) as SessionRow | undefined;
  if (!row || row.revoked_at !== null || row.expires_at <= ctx.now().getTime()) return undefined;
  return row;
}

export function revokeSession(ctx: SessionContext, sessionId: string): Promise<boolean> {
  return markSessionRevoked(ctx.data.db, sessionId, ctx.now().getTime());
}
