import { randomUUID } from 'node:crypto';
import { PROOFING_MESSAGES, type TimelineContent } from 'proofdesk/contract';
import { can, canDeleteVersion, Subject, splitVersions, versionReviewEnabled } from 'proofdesk/rules';
import { type Data, transaction } from '../data';
import {
  insertHistoryEntry,
  lockAttachment,
  markVersionDeleted,
  selectVersion,
  selectVersions,
  setInternalApproved,
} from '../data/proofing/proofing-rows';
import { denied, done, fail, notFound, type Result, type ServerContext } from '../http';
import type { UserRow } from '../users';
import { readersOf } from './audience';
import { announceTimeline } from './events';
import { loadAttachment } from './load';
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
export async function deleteVersion(
  ctx: ServerContext,
  user: UserRow,
  target: VersionTarget,
  reason: string,
): Promise<Result> {
  const viewer: Viewer = { kind: 'user', user, clientKind: 'admin' };
  const scope = await loadAttachment(ctx.data, viewer, target.orderId, target.attachmentId);
  if (!scope) return notFound();
  const isAssignedOperator = scope.order.operator_id === user.id;
  const outcome = await removeVersion(ctx.data, viewer, {
    attachmentId: scope.attachment.id,
    versionId: target.versionId,
    isAssignedOperator,
    at: ctx.now().toISOString(),
    reason: reason.trim(),
  });
  if (outcome.kind === 'missing') return notFound();
  if (outcome.kind === 'denied') return denied();
  if (outcome.kind === 'refused') {
    return fail(
      400,
      outcome.isInternalApproved ? PROOFING_MESSAGES.approvedVersion : PROOFING_MESSAGES.lastVersion,
    );
  }
  const { version } = outcome;
  if (outcome.kind === 'deleted') {
    // Announced as an event about this version: a removed internal version is news to internal readers only.
    await announceTimeline(ctx, { ...scope, version });
    ctx.hub.publish(await readersOf(ctx.data, scope.order, { ...scope, version }), 'reload-order', {
      orderId: scope.order.id,
    });
  }
  return done({ id: version.id, message: PROOFING_MESSAGES.versionRemoved });
}

export interface VersionRemoval {
  attachmentId: string;
  versionId: string;
  isAssignedOperator: boolean;
  at: string;
  reason: string;
}

/**
 * Marks the version deleted when the rules allow it. The count of its list is read under the
 * attachment's lock, in the transaction that deletes: two deletes at once never remove a list's
 * last two versions (PostgreSQL; SQLite's write lock does it already).
 */
export function removeVersion(data: Data, viewer: Viewer, removal: VersionRemoval) {
  const { attachmentId, isAssignedOperator } = removal;
  return transaction(data, async (trx) => {
    await lockAttachment(trx, data.dialect, attachmentId);
    const version = await selectVersion(trx, attachmentId, removal.versionId);
    if (!version || (version.is_internal === 1 && !seesVersion(viewer, { ...version, deleted_at: null }))) {
      return { kind: 'missing' } as const;
    }
    if (!isAssignedOperator) return { kind: 'denied' } as const;
    if (version.deleted_at) return { kind: 'gone', version } as const;
    const lists = splitVersions(
      (await selectVersions(trx, attachmentId)).map((row) => ({ isInternal: row.is_internal === 1 })),
    );
    const versionCount = (version.is_internal === 1 ? lists.internal : lists.public).length;
    const isInternalApproved = version.is_internal_approved === 1;
    if (!canDeleteVersion({ versionCount, isInternalApproved, isAssignedOperator })) {
      return { kind: 'refused', isInternalApproved } as const;
    }
    await markVersionDeleted(trx, version.id, removal.at, removal.reason);
    return { kind: 'deleted', version } as const;
  });
}

/**
 * POST /order/:orderId/:attachmentId/attachment-timeline: Approve sets internally approved, Revise
 * clears it; each adds a history entry. Approvers only, while the order is in progress (§4.4).
 */
export async function recordApproval(
  ctx: ServerContext,
  viewer: Extract<Viewer, { kind: 'user' }>,
  target: Omit<VersionTarget, 'versionId'>,
  versionId: string,
  content: TimelineContent,
): Promise<Result> {
  const scope = await loadAttachment(ctx.data, viewer, target.orderId, target.attachmentId);
  const version = scope ? await selectVersion(ctx.data.db, scope.attachment.id, versionId) : undefined;
  if (!scope || !version || !seesVersion(viewer, version)) return notFound();
  if (!can(accessOf(viewer.user), 'update', Subject.APPROVE)) return denied();
  if (!versionReviewEnabled(scope.order.status)) return fail(400, PROOFING_MESSAGES.notInProgress);
  const id = randomUUID();
  const at = ctx.now().toISOString();
  await transaction(ctx.data, async (trx) => {
    await setInternalApproved(trx, version.id, content === 'Approved');
    await insertHistoryEntry(trx, {
      id,
      attachmentId: scope.attachment.id,
      versionId: version.id,
      content,
      userId: viewer.user.id,
      at,
    });
  });
  await announceTimeline(ctx, { ...scope, version });
  const message = content === 'Approved' ? PROOFING_MESSAGES.approved : PROOFING_MESSAGES.revised;
  return done({ id, message });
}
