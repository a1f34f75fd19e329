import { selectAttachment, selectVersion } from '../data/proofing/proofing-rows';
import type { Db } from '../db';
import type { ServerContext } from '../http';
import { findOrder, findReadableOrder, type OrderRow } from '../orders';
import { type AttachmentRow, findAttachment, findVersion, type VersionRow } from './rows';
import { seesAttachment, seesVersion, type Viewer } from './viewer';

export interface AttachmentScope {
  order: OrderRow;
  attachment: AttachmentRow;
}

export interface VersionScope extends AttachmentScope {
  version: VersionRow;
}

/** The order if this viewer may read it: users through canReadOrder, guests only their own order. */
export function readableOrder(db: Db, viewer: Viewer, orderId: string): OrderRow | undefined {
  if (viewer.kind === 'guest') return viewer.orderId === orderId ? findOrder(db, orderId) : undefined;
  return findReadableOrder(db, viewer.user, orderId);
}

/** undefined = answer 404 (missing and forbidden look the same: no existence leak). */
export function loadAttachment(
  db: Db,
  viewer: Viewer,
  orderId: string,
  attachmentId: string,
): AttachmentScope | undefined {
  const order = readableOrder(db, viewer, orderId);
  const attachment = order ? findAttachment(db, order.id, attachmentId) : undefined;
  if (!order || !attachment || !seesAttachment(viewer, attachment)) return undefined;
  return { order, attachment };
}

export function loadVersion(
  db: Db,
  viewer: Viewer,
  params: { orderId: string; attachmentId: string; versionId: string },
): VersionScope | undefined {
  const scope = loadAttachment(db, viewer, params.orderId, params.attachmentId);
  const version = scope ? findVersion(db, scope.attachment.id, params.versionId) : undefined;
  if (!scope || !version || !seesVersion(viewer, version)) return undefined;
  return { ...scope, version };
}

type LoadContext = Pick<ServerContext, 'db' | 'data'>;

/** loadAttachment on the data layer (the order's access check is still the orders module's). */
export async function loadAttachmentAsync(
  ctx: LoadContext,
  viewer: Viewer,
  orderId: string,
  attachmentId: string,
): Promise<AttachmentScope | undefined> {
  const order = readableOrder(ctx.db, viewer, orderId);
  const attachment = order ? await selectAttachment(ctx.data.db, order.id, attachmentId) : undefined;
  if (!order || !attachment || !seesAttachment(viewer, attachment)) return undefined;
  return { order, attachment };
}

/** loadVersion on the data layer. */
export async function loadVersionAsync(
  ctx: LoadContext,
  viewer: Viewer,
  params: { orderId: string; attachmentId: string; versionId: string },
): Promise<VersionScope | undefined> {
  const scope = await loadAttachmentAsync(ctx, viewer, params.orderId, params.attachmentId);
  const version = scope ? await selectVersion(ctx.data.db, scope.attachment.id, params.versionId) : undefined;
  if (!scope || !version || !seesVersion(viewer, version)) return undefined;
  return { ...scope, version };
}
