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
  createInvitation,
  findInvitation,
  type InvitationRow,
  invitationLink,
  listInvitations,
  matchInvitation,
  type NewInvitation,
  revokeInvitation,
} from './invitations';
export { findGuestAuth, type GuestAuth, issueGuestSession } from './sessions';
