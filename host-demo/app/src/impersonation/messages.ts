/** Texts of the impersonation action and notice (issue 26); the spec's own text is 'Token is not valid'. */
export const impersonationMessages = {
  action: 'Impersonate {name}',
  confirmTitle: 'Impersonate customer',
  confirmQuestion:
    'Sign in as {name}? This tab leaves your admin session and acts as the customer until you press Stop.',
  failedTitle: 'Failed!',
  genericError: 'Ooops! Something went wrong.',
  notice: 'Impersonating {name}',
  noticeBy: '(signed in by {by})',
  stop: 'Stop',
} as const;
