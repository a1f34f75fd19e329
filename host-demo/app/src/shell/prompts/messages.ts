import { defaultShellPromptMessages } from 'proofdesk/rules';

// Every word of the shell's welcome modal, prompts, popups and error pages (the portal's own
// catalogue). Spec texts verbatim (dashboard §2 "App shell", §8); the rest are ours.
export const shellMessages = {
  ...defaultShellPromptMessages,
  // The 500 page (dashboard §2 "App shell").
  errorTitle: 'Whoops, something went wrong on our end.',
  errorHint:
    'The screen stopped working. Report the error so we can look into it, or clear this browser’s copy of the portal and sign in again.',
  reportError: 'Report Error',
  reported: 'Thank you: the error was reported.',
  reportFailedTitle: 'Ooops!',
  reportFailed: 'Error encountered while processing. Please try again later or contact the product admin.',
  clearCache: 'Clear Cache/History',
  backHome: 'Back to the dashboard',
  // A new deployment (dashboard §8).
  newVersion: 'We have deployed this site with a new version.',
  refresh: 'Refresh',
  // /clear-history.
  clearingTitle: 'Clearing cache and history',
  clearing: 'Clearing this portal’s storage and caches...',
  signIn: 'Sign in',
  cleared: 'This portal’s storage and caches were cleared. Taking you to sign in...',
  // /not-support.
  notSupportTitle: 'Your browser is not supported',
  notSupport: 'This portal needs a current browser. Download one of these, then open this page again:',
  chrome: 'Google Chrome',
  firefox: 'Mozilla Firefox',
  edge: 'Microsoft Edge',
} as const;

/** The reference portal's destination of each prompt's action (null: the action only closes it). */
export const PROMPT_PATHS = {
  'payment-required': '/billing/payments',
  'late-payment': '/billing/invoices',
  'scheduled-downgrade': '/membership/package',
  'scheduled-upgrade': '/membership/package',
  'deletion-requested': '/settings',
  'email-unverified': null,
  'free-trial': '/membership/package',
  'subscription-leave': '/membership/package',
} as const;

/** Where an owner completes the account's (client) profile: the client section of Manage Profile. */
export const CLIENT_PROFILE_PATH = '/profile#client-profile';
