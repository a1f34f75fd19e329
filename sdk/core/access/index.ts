// Roles, abilities and the role tables of the spec. Pure: no DOM, no React, no I/O.
export { ABILITY_TABLE, roleRights } from './ability-table';
export {
  canDeleteAttachment,
  canInviteGuests,
  canRevokeGuestInvites,
  type OrderAccount,
  readsAsReseller,
  takesAccountDecisions,
} from './account-decisions';
export { ANNOTATION_LISTS, type AnnotationList, annotationLists } from './annotation-lists';
export {
  BOARD_COLUMNS,
  type BoardColumn,
  canDrop,
  DRAG_TARGETS,
  type DragTarget,
  dragTargets,
  isColumnLocked,
} from './board';
export { type BoardColumnMessages, defaultBoardColumnMessages } from './board-messages';
export {
  type BoardCardState,
  type BoardMove,
  boardColumnOf,
  boardMoves,
  canBoardMove,
  columnStatuses,
  type NewOrderLane,
  newOrderLane,
} from './board-moves';
export {
  can,
  canDeletePreset,
  canReactivateSubscription,
  canSavePreset,
  headerCreateAction,
  presetKeepsOperatorFilter,
} from './can';
export { CUSTOMER_SIDE_ROLES, isCustomerSideRole } from './customer-side';
export { canMoveOrder, moveNeedsReason, orderMoveTargets } from './order-moves';
export {
  PROFILE_MENU,
  type ProfileMenuEntry,
  type ProfileMenuKey,
  profileMenuEntries,
} from './profile-menu';
export { defaultProfileMenuMessages, type ProfileMenuMessages } from './profile-menu-messages';
export { canManageResellerCustomers, canReadResellerCustomers } from './reseller-customers';
export { defaultReviewActionMessages, type ReviewActionMessages } from './review-action-messages';
export {
  type AttachmentGroup,
  allowedReviewActions,
  REVIEW_ACTIONS,
  type ReviewAction,
  type ReviewContext,
  reviewActionNeedsReason,
  reviewActionTarget,
  WORKFLOW_DECISIONS,
} from './review-actions';
export { defaultRoleMessages, type RoleMessages } from './role-messages';
export {
  ADMIN_CLIENT_ROLES,
  INTERNAL_ROLES,
  isAdminClientRole,
  isInternalRole,
  isManagerRole,
  isRole,
  loadsLiveChat,
  MANAGER_ROLES,
  ROLES,
  type Role,
  refreshesSession,
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
  type AttachmentGroupName,
  canAddVersion,
  claimedVersionCategory,
  GROUP_CATEGORIES,
  mayUploadTo,
  mayUploadToOrder,
  versionCategory,
} from './uploads';
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
