export { csrfGuard, csrfToken, verifyCsrfToken } from './csrf';
export { requireRole, requireSession } from './guards';
export { hashPassword, verifyAgainstNobody, verifyPassword } from './password';
export { authOf, type RequestAuth } from './request-auth';
export {
  findLiveSession,
  type IssuedSession,
  issueSession,
  revokeSession,
  type SessionRow,
} from './sessions';
export { bearerToken, hashToken, randomToken } from './tokens';
