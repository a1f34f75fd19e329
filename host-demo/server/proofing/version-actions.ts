import { randomUUID } from 'node:crypto';
import { PROOFING_MESSAGES, type TimelineContent } from 'proofdesk/contract';
import { can, canDeleteVersion, Subject, splitVersions, versionReviewEnabled } from 'proofdesk/rules';
import { denied, done, fail, notFound, type Result, type ServerContext } from '../http';
import type { UserRow } from '../users';
import { readersOf } from './audience';
import { announceTimeline } from './events';
import { loadAttachment } from './load';
import { findVersion, listVersions } from './rows';
import { accessOf, seesVersion, type Viewer } from './viewer';

interface VersionTarget {
  orderId: string;
  attachmentId: string;
  versionId: string;
}

/**
 * DELETE /order/:orderId/:attachmentId/:versionId/:reason. Only the assigned operator; never the
 * last version of its list, never an approved one (sdk/core/access canDeleteVersion). Deleting twice
 * answers the same success message ("The version already removed").
 */
export function deleteVersion(
  ctx: ServerContext,
  user: UserRow,
  target: VersionTarget,
  reason: string,
): Result {
  const viewer: Viewer = { kind: 'user', user, clientKind: 'admin' };
  const scope = loadAttachment(ctx.db, viewer, target.orderId, target.attachmentId);
  const version = scope ? findVersion(ctx.db, scope.attachment.id, target.versionId) : undefined;
  if (
    !scope ||
    !version ||
    (version.is_internal === 1 && !seesVersion(viewer, { ...version, deleted_at: null }))
  ) {
    return notFound();
  }
  const isAssignedOperator = scope.order.operator_id === user.id;
  if (!isAssignedOperator) return denied();
  if (version.deleted_at) return done({ id: version.id, message: PROOFING_MESSAGES.versionRemoved });
  const lists = splitVersions(
    listVersions(ctx.db, scope.attachment.id).map((row) => ({ isInternal: row.is_internal === 1 })),
  );
  const versionCount = (version.is_internal === 1 ? lists.internal : lists.public).length;
  const isInternalApproved = version.is_internal_approved === 1;
  if (!canDeleteVersion({ versionCount, isInternalApproved, isAssignedOperator })) {
    return fail(400, isInternalApproved ? PROOFING_MESSAGES.approvedVersion : PROOFING_MESSAGES.lastVersion);
  }
  ctx.db
    .prepare(
      'UPDATE attachment_versions SET deleted_at = ?, delete_reason = ? WHERE id = ? AND deleted_at IS NULL',
    )
    .run(ctx.now().toISOString(), reason.trim(), version.id);
  // Announced as an event about this version: a removed internal version is news to internal readers only.
  announceTimeline(ctx, { ...scope, version });
  ctx.hub.publish(readersOf(ctx.db, scope.order, { ...scope, version }), 'reload-order', {
    orderId: scope.order.id,
  });
  return done({ id: version.id, message: PROOFING_MESSAGES.versionRemoved });
}

/**
 * POST /order/:orderId/:attachmentId/attachment-timeline: Approve sets internally approved, Revise
 * clears it; each adds a history entry. Approvers only, while the order is in progress (§4.4).
 */
export function recordApproval(
  ctx: ServerContext,
  viewer: Extract<Viewer, { kind: 'user' }>,
  target: Omit<VersionTarget, 'versionId'>,
  versionId: string,
  content: TimelineContent,
): Result {
  const scope = loadAttachment(ctx.db, viewer, target.orderId, target.attachmentId);
  const version = scope ? findVersion(ctx.db, scope.attachment.id, versionId) : undefined;
  if (!scope || !version || !seesVersion(viewer, version)) return notFound();
  if (!can(accessOf(viewer.user), 'update', Subject.APPROVE)) return denied();
  if (!versionReviewEnabled(scope.order.status)) return fail(400, PROOFING_MESSAGES.notInProgress);
  const id = randomUUID();
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE attachment_versions SET is_internal_approved = ? WHERE id = ?')
      .run(content === 'Approved' ? 1 : 0, version.id);
    ctx.db
      .prepare(
        `INSERT INTO attachment_timeline (id, attachment_id, version_id, type, content, user_id, created_at)
         VALUES (?, ?, ?, 'history', ?, ?, ?)`,
      )
      .run(id, scope.attachment.id, version.id, content, viewer.user.id, ctx.now().toISOString());
  })();
  announceTimeline(ctx, { ...scope, version });
  const message = content === 'Approved' ? PROOFING_MESSAGES.approved : PROOFING_MESSAGES.revised;
  return done({ id, message });
}
