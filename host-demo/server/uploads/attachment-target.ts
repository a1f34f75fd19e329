import { randomUUID } from 'node:crypto';
import { type AssetKind, ATTACHMENT_CATEGORIES, type AttachmentCategory } from 'proofdesk/contract';
import { claimedVersionCategory, mayUploadTo } from 'proofdesk/rules';
import { denied, invalid, notFound, type Result, type ServerContext } from '../http';
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

type Target =
  | { ok: true; attachmentId: string; create: boolean; category: AttachmentCategory }
  | { ok: false; result: Result };

const isCategory = (value: string): value is AttachmentCategory =>
  (ATTACHMENT_CATEGORIES as readonly string[]).includes(value);

/**
 * A new attachment in the category X-Upload-Source names, or for attachment-version the attachment
 * X-Attachment-Record names, whose group decides the category (issue 20: the header only picks the
 * internal tab of a review file; a source that disagrees is refused). Either way the user must be
 * allowed to upload to that category ("Operators and managers may attach internal and customer
 * review files"; supplied files are the customer's brief: owner, staff and the internal roles).
 */
export async function attachmentTarget(
  ctx: ServerContext,
  user: UserRow,
  order: OrderRow,
  kind: AssetKind,
  headers: { source?: string | undefined; attachment?: string | undefined },
): Promise<Target> {
  const { source } = headers;
  if (source !== undefined && !isCategory(source)) {
    return { ok: false, result: invalid('X-Upload-Source must be one of internal, customer, supplied') };
  }
  if (kind === 'attachment') {
    if (!source) {
      return { ok: false, result: invalid('X-Upload-Source must be one of internal, customer, supplied') };
    }
    if (!mayUploadTo(accessOf(user), source)) return { ok: false, result: denied() };
    return { ok: true, attachmentId: randomUUID(), create: true, category: source };
  }
  const attachment = headers.attachment
    ? await findAttachment(ctx.data, order.id, headers.attachment)
    : undefined;
  const viewer = { kind: 'user' as const, user, clientKind: 'admin' as const };
  if (!attachment || !seesAttachment(viewer, attachment)) return { ok: false, result: notFound() };
  const category = claimedVersionCategory(attachment.group, source);
  if (!category) {
    return {
      ok: false,
      result: invalid("X-Upload-Source must match the attachment's group (or be internal on a review file)"),
    };
  }
  if (!mayUploadTo(accessOf(user), category)) return { ok: false, result: denied() };
  return { ok: true, attachmentId: attachment.id, create: false, category };
}
