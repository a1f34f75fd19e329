// The sign-in screens' edges (issue 27, dashboard §2 "Sign-in screens"): a session of the other client
// is sent to its own screens with a word of why; each screen names the other.
export const signInEdgeMessages = {
  redirectedTitle: 'You are already signed in',
  customerOnAdmin:
    'You are signed in with a customer account, so the admin sign-in does not apply: here is your dashboard. Sign out first to sign in as an administrator.',
  adminOnCustomer:
    'You are signed in with an admin account, so the customer sign-in does not apply: here is your dashboard. Sign out first to sign in as a customer.',
  customerLink: 'Customer account? Sign in here',
  // Get Started: the request-access form (POST /g/access-requests).
  getStartedTitle: 'Request access',
  getStartedIntro:
    'Tell us who you are and we will set up your portal account. We reply by e-mail within one business day.',
  name: 'Full name',
  email: 'Work e-mail',
  company: 'Company',
  message: 'What do you need? (optional)',
  send: 'Request access',
  sentTitle: 'Request received',
  backToSignIn: 'Back to sign in',
  haveAccount: 'Already have an account? Sign in',
} as const;
