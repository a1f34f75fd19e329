export {
  accessDenied,
  guestCsrfGuard,
  guestOf,
  lookupGuest,
  maybeGuestOf,
  requireGuest,
  requireSessionOrGuest,
} from './guard';
export {
  addInvitation,
  basicCredentials,
  findInvitation,
  type InvitationRow,
  invitationLink,
  invitationRecord,
  listInvitations,
  matchInvitation,
  type NewInvitation,
  revokeInvitation,
} from './invitations';
export { findGuestAuth, type GuestAuth, issueGuestSession } from './sessions';
