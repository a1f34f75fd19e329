import type { OrderStatus } from '../domain';
import { can } from './can';
import type { Role } from './roles';
import { Subject as S } from './subjects';
import type { AccessUser } from './user';
import type { VersionFlags, ViewerTab } from './version-lists';

// Version and viewer rules (proofing §4.2, §4.4, §4.5, §6).

// The lists' split, a leaf of its own (version-lists.ts) so the viewer's start entry reaches it
// without the access tables.
export { splitVersions, type VersionFlags, type ViewerTab } from './version-lists';

export interface DeleteVersionContext {
  /** Versions in the attachment's list. */
  versionCount: number;
  isInternalApproved?: boolean;
  /** "Assigned operators see Delete on versions." */
  isAssignedOperator: boolean;
}

/** "The last remaining version cannot be deleted." "An approved version cannot be deleted." */
export function canDeleteVersion({
  versionCount,
  isInternalApproved,
  isAssignedOperator,
}: DeleteVersionContext) {
  return isAssignedOperator && versionCount >= 2 && !isInternalApproved;
}

/** "Order progress 'in-progress' enables approve and revise on versions." */
export function versionReviewEnabled(orderProgress: OrderStatus | string): boolean {
  return orderProgress === 'in-progress';
}

/** "Users with the approve right see Approve and Revise." */
export function showsApproveRevise(user: AccessUser | null | undefined): boolean {
  return can(user, 'read', S.APPROVE);
}

/** "The Checked badge is shown only to those with read permission on the approve action, when the
 * version is internally approved." */
export function showsCheckedBadge(user: AccessUser | null | undefined, version: VersionFlags): boolean {
  return version.isInternalApproved === true && can(user, 'read', S.APPROVE);
}

/**
 * "The Internal/Public toggle is shown only to those with read permission on public/internal
 * comments, and only while starting from internal review." attachmentTypeStartFrom's wire value is
 * not shown: both the category name 'internal' and the group name 'internalReview' count.
 */
export function showsInternalPublicToggle(
  user: AccessUser | null | undefined,
  attachmentTypeStartFrom: string | null | undefined,
): boolean {
  return (
    (attachmentTypeStartFrom === 'internal' || attachmentTypeStartFrom === 'internalReview') &&
    can(user, 'read', S.ANNOTATION_PUBLIC_COMMENT) &&
    can(user, 'read', S.ANNOTATION_INTERNAL_COMMENT)
  );
}

export interface ReadOnlyContext {
  orderProgress: OrderStatus | string;
  clientType: 'customer' | 'admin' | 'guest' | string;
  activeTab?: ViewerTab;
  isDisabledAnnotation?: boolean;
  isDisabledInternalAnnotation?: boolean;
}

/**
 * "Applies when the order is approved or cancelled, or when the version's annotation is disabled.
 * The admin client picks the annotation-disabled flag by the active tab."
 */
export function isViewerReadOnly(ctx: ReadOnlyContext): boolean {
  if (ctx.orderProgress === 'approved' || ctx.orderProgress === 'cancelled') return true;
  const disabled =
    ctx.clientType === 'admin' && ctx.activeTab === 'internal'
      ? ctx.isDisabledInternalAnnotation
      : ctx.isDisabledAnnotation;
  return disabled === true;
}

/** "Owner, staff and guest start on the public view; others start per startingTab." */
export function startingTab(role: Role, attachmentStartingTab: ViewerTab | null | undefined): ViewerTab {
  if (role === 'owner' || role === 'staff' || role === 'guest') return 'public';
  return attachmentStartingTab === 'internal' ? 'internal' : 'public';
}

/** "Only the author can edit a comment." (proofing §4.3: edit and delete) */
export function canEditComment(
  userId: string | number | null | undefined,
  authorId: string | number,
): boolean {
  return userId != null && String(userId) === String(authorId);
}
