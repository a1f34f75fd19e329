// The sign-in screens' edges (issue 27, dashboard §2 "Sign-in screens"): a session of the other client
// is sent to its own screens with a word of why; each screen names the other.
export const signInEdgeMessages = {
  redirectedTitle: 'You are already signed in',
  customerOnAdmin:
    'You are signed in with a customer account, so the admin sign-in does not apply: here is your dashboard. Sign out first to sign in as an administrator.',
  adminOnCustomer:
    'You are signed in with an admin account, so the customer sign-in does not apply: here is your dashboard. Sign out first to sign in as a customer.',
  customerLink: 'Customer account? Sign in here',
} as const;
