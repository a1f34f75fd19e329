export { csrfGuard, csrfScopeOfGuard, csrfToken, verifyCsrfToken } from './csrf';
export { requireRole, requireSession } from './guards';
export { consumeImpersonationToken, issueImpersonationToken } from './impersonation';
export { firstPassword, hashPassword, verifyAgainstNobody, verifyPassword } from './password';
export { issuePasswordReset } from './password-resets';
export { authOf, type RequestAuth } from './request-auth';
export {
  findLiveSession,
  type IssuedSession,
  issueSession,
  revokeSession,
  type SessionRow,
} from './sessions';
export { bearerToken, hashToken, randomToken } from './tokens';
