import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { guestReviewPath } from 'proofdesk/contract';
import { hashToken } from '../auth';
import { type Data, transaction } from '../data';
import {
  insertInvitation,
  markInvitationRevoked,
  revokeGuestSessionsOf,
  selectInvitation,
  selectInvitationsOf,
} from '../data/guests/invitation-rows';
import type { GuestInvitationsTable } from '../data/schema';

export type InvitationRow = Selectable<GuestInvitationsTable>;

export interface NewInvitation {
  orderId: string;
  guestName: string;
  guestEmail: string;
  guestAvatar?: string | null;
  message?: string;
  inviterId: string | null;
  now: Date;
  /** Fixed values make a reproducible demo link; omitted, both are random. */
  id?: string;
  secret?: string;
}

/** A new invitation's row and its link token `<id>.<secret>` (the row keeps only the secret's hash). */
export function invitationRecord(input: NewInvitation): { row: InvitationRow; linkToken: string } {
  const id = input.id ?? randomUUID();
  const secret = input.secret ?? randomBytes(24).toString('base64url');
  const row: InvitationRow = {
    id,
    order_id: input.orderId,
    token_hash: hashToken(secret),
    guest_name: input.guestName,
    guest_email: input.guestEmail,
    guest_avatar: input.guestAvatar ?? null,
    message: input.message ?? '',
    inviter_id: input.inviterId,
    created_at: input.now.toISOString(),
    revoked_at: null,
  };
  return { row, linkToken: `${id}.${secret}` };
}

/**
 * Stores an invitation and returns its link token `<invitationId>.<secret>`. Only the secret's
 * SHA-256 is kept, so the database alone cannot produce a working link.
 */
export async function addInvitation(
  data: Data,
  input: NewInvitation,
): Promise<{ id: string; linkToken: string }> {
  const { row, linkToken } = invitationRecord(input);
  await insertInvitation(data.db, row);
  return { id: row.id, linkToken };
}

/**
 * The guest page's absolute link for a link token, on the server's public URL (PUBLIC_URL): never
 * the inviter's Origin or Host, which would put the secret on a host the request chose.
 */
export const invitationLink = (publicUrl: string, linkToken: string) =>
  `${publicUrl}${guestReviewPath(linkToken)}`;

/** The live invitation these Basic credentials name; undefined for unknown, wrong or revoked. */
export async function matchInvitation(
  data: Data,
  id: string,
  secret: string,
): Promise<InvitationRow | undefined> {
  const row = await findInvitation(data, id);
  if (!row || row.revoked_at) return undefined;
  const expected = Buffer.from(row.token_hash);
  const actual = Buffer.from(hashToken(secret));
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? row : undefined;
}

export const findInvitation = (data: Data, id: string): Promise<InvitationRow | undefined> =>
  selectInvitation(data.db, id);

/** `Authorization: Basic base64(invitationId:secret)` → its parts. */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,512})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** An order's invitations, newest first, with who sent them (never the token hash). */
export function listInvitations(
  data: Data,
  orderId: string,
): Promise<(InvitationRow & { firstname: string | null; lastname: string | null })[]> {
  return selectInvitationsOf(data.db, orderId);
}

/**
 * Revokes an invitation and every guest session it opened, in one transaction: the link stops
 * working and an open guest page is refused at its next call (findGuestAuth also checks the
 * invitation itself, so a session opened while this runs is refused too). The invitation's
 * UPDATE comes first: on PostgreSQL it locks the row, so two revocations at once queue and the
 * first time stays.
 */
export function revokeInvitation(data: Data, id: string, now: Date): Promise<void> {
  return transaction(data, async (trx) => {
    await markInvitationRevoked(trx, id, now.toISOString());
    await revokeGuestSessionsOf(trx, id, now.getTime());
  });
}
