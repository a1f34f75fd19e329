import { randomUUID } from 'node:crypto';
import { mayUploadTo, versionCategory } from 'proofdesk';
import type { AssetKind, AttachmentCategory } from 'proofdesk/contract';
import { denied, notFound, type Result, type ServerContext } from '../http';
import type { OrderRow } from '../orders';
import { accessOf, findAttachment, seesAttachment } from '../proofing';
import type { UserRow } from '../users';

// Where a registered upload goes: which group a new attachment gets, who may add to which.

export const GROUPS: Record<
  Exclude<AttachmentCategory, 'guest'>,
  'internalReview' | 'customerReview' | 'suppliedFiles'
> = {
  internal: 'internalReview',
  customer: 'customerReview',
  supplied: 'suppliedFiles',
};

/** "Operators and managers may attach internal and customer review files"; supplied files are the
 * customer's brief, so owner, staff and the internal roles may add them. */
export function mayAttach(user: UserRow, source: AttachmentCategory): boolean {
  return mayUploadTo(accessOf(user), source);
}

type Target = { ok: true; attachmentId: string; create: boolean } | { ok: false; result: Result };

/** A new attachment, or for attachment-version the one X-Attachment-Record names. */
export function attachmentTarget(
  ctx: ServerContext,
  user: UserRow,
  order: OrderRow,
  kind: AssetKind,
  source: AttachmentCategory,
  attachmentHeader: string | undefined,
): Target {
  if (kind === 'attachment') return { ok: true, attachmentId: randomUUID(), create: true };
  const attachment = attachmentHeader ? findAttachment(ctx.db, order.id, attachmentHeader) : undefined;
  const viewer = { kind: 'user' as const, user, clientKind: 'admin' as const };
  if (!attachment || !seesAttachment(viewer, attachment)) return { ok: false, result: notFound() };
  // Supplied files are the customer's brief: they have no internal versions.
  if (source === 'internal' && attachment.group === 'suppliedFiles') return { ok: false, result: denied() };
  return { ok: true, attachmentId: attachment.id, create: false };
}

/**
 * The category a new version of an attachment counts as when the register call names none: its
 * attachment's group (internalReview → internal, customerReview → customer, suppliedFiles →
 * supplied). The viewer's "Add version" sends 'internal' explicitly for an internal version.
 */
export function versionSource(
  ctx: ServerContext,
  orderId: string,
  kind: AssetKind,
  attachmentId: string | undefined,
): AttachmentCategory | undefined {
  if (kind !== 'attachment-version' || !attachmentId) return undefined;
  const attachment = findAttachment(ctx.db, orderId, attachmentId);
  return (attachment && versionCategory(attachment.group)) ?? undefined;
}
