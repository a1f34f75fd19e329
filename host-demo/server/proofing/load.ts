import type { Data } from '../data';
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
export async function readableOrder(
  data: Data,
  viewer: Viewer,
  orderId: string,
): Promise<OrderRow | undefined> {
  if (viewer.kind === 'guest') return viewer.orderId === orderId ? findOrder(data, orderId) : undefined;
  return findReadableOrder(data, viewer.user, orderId);
}

/** undefined = answer 404 (missing and forbidden look the same: no existence leak). */
export async function loadAttachment(
  data: Data,
  viewer: Viewer,
  orderId: string,
  attachmentId: string,
): Promise<AttachmentScope | undefined> {
  const order = await readableOrder(data, viewer, orderId);
  const attachment = order ? await findAttachment(data, order.id, attachmentId) : undefined;
  if (!order || !attachment || !seesAttachment(viewer, attachment)) return undefined;
  return { order, attachment };
}

export async function loadVersion(
  data: Data,
  viewer: Viewer,
  params: { orderId: string; attachmentId: string; versionId: string },
): Promise<VersionScope | undefined> {
  const scope = await loadAttachment(data, viewer, params.orderId, params.attachmentId);
  const version = scope ? await findVersion(data, scope.attachment.id, params.versionId) : undefined;
  if (!scope || !version || !seesVersion(viewer, version)) return undefined;
  return { ...scope, version };
}
