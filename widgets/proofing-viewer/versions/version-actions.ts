import type { AttachmentTimelineBody, AttachmentVersion, TimelineContent } from '../../../sdk/contract';
import type { HttpClient, HttpResult } from '../../../sdk/core/http';

// The version calls of proofing §7: approve / revise as a history timeline entry, and removal with a
// reason in the path. Both carry the 'card' anti-forgery token.

const segment = encodeURIComponent;

/** POST /order/{orderId}/{attachmentId}/attachment-timeline: 'Approved' checks, 'Revise' unchecks. */
export function recordApproval(
  http: HttpClient,
  target: { orderId: string; attachmentId: string },
  version: AttachmentVersion,
  content: TimelineContent,
): Promise<HttpResult<unknown>> {
  const body: AttachmentTimelineBody = { timelineType: 'history', content, attachmentVersionId: version.id };
  return http.post(`/order/${segment(target.orderId)}/${segment(target.attachmentId)}/attachment-timeline`, {
    body,
    csrf: 'card',
  });
}

/** DELETE /order/{orderId}/{attachmentId}/{versionId}/{reason} */
export function deleteVersion(
  http: HttpClient,
  target: { orderId: string; attachmentId: string },
  version: AttachmentVersion,
  reason: string,
): Promise<HttpResult<unknown>> {
  const path = [target.orderId, target.attachmentId, version.id, reason].map(segment).join('/');
  return http.delete(`/order/${path}`, { csrf: 'card' });
}
