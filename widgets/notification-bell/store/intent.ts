import type { Notification } from '../../../sdk/contract';
import { type NavigateIntent, openAttachmentIntent, openOrderIntent } from '../../../sdk/core/domain';

/**
 * Where clicking a notification goes (dashboard §2): "to the order detail, or to the attachment page
 * with versionId, commentId and public query values for attachment annotations". Null when the
 * server sent a target this client cannot read.
 */
export function notificationIntent(notification: Pick<Notification, 'data'>): NavigateIntent | null {
  const { target, targetId } = notification.data;
  if (target === 'attachment-annotation' && typeof targetId === 'object' && targetId) {
    return openAttachmentIntent({
      orderId: targetId.cardId,
      attachmentId: targetId.attachmentId,
      versionId: targetId.versionId,
      commentId: targetId.commentId,
      public: targetId.public,
    });
  }
  if (target === 'order-detail' && typeof targetId === 'string' && targetId) return openOrderIntent(targetId);
  return null;
}
