// Roles, abilities and the role tables of the spec. Pure: no DOM, no React, no I/O.
export { ABILITY_TABLE, roleRights } from './ability-table';
export {
  BOARD_COLUMN_LABELS,
  BOARD_COLUMNS,
  type BoardColumn,
  canDrop,
  DRAG_TARGETS,
  type DragTarget,
  dragTargets,
  isColumnLocked,
} from './board';
export {
  can,
  canDeletePreset,
  canReactivateSubscription,
  canSavePreset,
  headerCreateAction,
  presetKeepsOperatorFilter,
} from './can';
export { canMoveOrder, moveNeedsReason, orderMoveTargets } from './order-moves';
export {
  PROFILE_MENU,
  type ProfileMenuEntry,
  type ProfileMenuKey,
  profileMenuEntries,
} from './profile-menu';
export {
  type AttachmentGroup,
  allowedReviewActions,
  REVIEW_ACTION_LABELS,
  REVIEW_ACTIONS,
  type ReviewAction,
  type ReviewContext,
  reviewActionNeedsReason,
  reviewActionTarget,
} from './review-actions';
export {
  ADMIN_CLIENT_ROLES,
  CUSTOMER_SIDE_ROLES,
  INTERNAL_ROLES,
  isAdminClientRole,
  isCustomerSideRole,
  isInternalRole,
  isManagerRole,
  isRole,
  loadsLiveChat,
  MANAGER_ROLES,
  ROLE_LABELS,
  ROLES,
  type Role,
  refreshesSession,
  roleLabel,
} from './roles';
export {
  canAttachSuppliedFiles,
  canUnlockOrder,
  isAccountRole,
  tracksWorkingTime,
} from './server-gates';
export { allowedStatusChanges, canChangeStatus } from './status-changes';
export { ACTIONS, type Action, type Right, Subject } from './subjects';
export {
  type AccessUser,
  canToggleView,
  effectiveView,
  inView,
  isClientView,
  type PortalView,
  showsBoardListToggle,
} from './user';
export {
  canDeleteVersion,
  canEditComment,
  type DeleteVersionContext,
  isViewerReadOnly,
  type ReadOnlyContext,
  showsApproveRevise,
  showsCheckedBadge,
  showsInternalPublicToggle,
  splitVersions,
  startingTab,
  type VersionFlags,
  type ViewerTab,
  versionReviewEnabled,
} from './versions';
