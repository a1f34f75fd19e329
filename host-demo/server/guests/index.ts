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
  basicCredentials,
  createInvitation,
  findInvitation,
  type InvitationRow,
  matchInvitation,
  type NewInvitation,
} from './invitations';
export { findGuestAuth, type GuestAuth, issueGuestSession } from './sessions';
