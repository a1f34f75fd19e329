// The app shell's mandatory modal, prompts and popups (dashboard §2 "App shell", §9 delays). Pure:
// codes from the user's profile, never words; `defaultShellPromptMessages` holds the words.

/** "Profile and subscription prompts after 750 ms." */
export const SHELL_PROMPT_DELAY_MS = 750;
/** "Subscription-leave modal after 500 ms, once." */
export const SUBSCRIPTION_LEAVE_DELAY_MS = 500;
/** The local flag that makes the subscription-leave modal show once per browser. */
export const SUBSCRIPTION_LEAVE_FLAG = 'subscription-leave-modal';

/** Routes where the mandatory 'Welcome to Dashboard!' modal is not shown (dashboard §2). */
export const PROFILE_GATE_EXEMPT_PREFIXES = [
  '/profile',
  '/signin',
  '/admin/signin',
  '/forgot-password',
  '/reset-password',
] as const;

/** The User fields the shell's prompts read (dashboard §3). Structural on purpose. */
export interface ShellPromptUser {
  role: string;
  isProfileComplete: boolean;
  isClientProfileComplete: boolean;
  isPaymentComplete: boolean;
  emailIsVerified: boolean;
  isScheduledDowngrade: boolean;
  isScheduledUpgrade: boolean;
  isRequestDeletion: boolean;
  endSubscriptionCycleOn: string | null;
  membership: {
    onSubscriptionLeave: boolean;
    latePaymentPopup: boolean;
    freeTrial: { popup: boolean };
  };
}

/**
 * - 'welcome': the profile is incomplete: the forced 'Welcome to Dashboard!' modal;
 * - 'client-profile': an owner whose own profile is complete but whose account's (client) profile is
 *   not: sent to the client profile section;
 * - null: nothing to do (or an exempt route).
 */
export type ProfileGate = 'welcome' | 'client-profile' | null;

export function isProfileGateExempt(pathname: string): boolean {
  return PROFILE_GATE_EXEMPT_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  );
}

export function profileGate(user: ShellPromptUser, pathname: string): ProfileGate {
  if (isProfileGateExempt(pathname)) return null;
  if (!user.isProfileComplete) return 'welcome';
  if (user.role === 'owner' && !user.isClientProfileComplete) return 'client-profile';
  return null;
}

/** A prompt or popup the shell shows, in the order it shows them (one at a time). */
export type ShellPromptCode =
  | 'payment-required'
  | 'late-payment'
  | 'scheduled-downgrade'
  | 'scheduled-upgrade'
  | 'deletion-requested'
  | 'email-unverified'
  | 'free-trial'
  | 'subscription-leave';

export interface ShellPrompt {
  code: ShellPromptCode;
  /** Milliseconds after the prompt's turn comes (the shell's load for the first one). */
  delayMs: number;
}

const ACCOUNT_ROLES = new Set(['owner', 'staff']);

/**
 * The prompts and popups due for this user, in showing order. Nothing while the profile gate holds
 * the screen. Account-level states (plan changes, payment, deletion) are the owner's business; an
 * unverified e-mail is every user's own; staff also see the free-trial and leave notices of their
 * account. `leaveSeen` is the `subscription-leave-modal` local flag.
 */
export function shellPrompts(user: ShellPromptUser, leaveSeen: boolean): ShellPrompt[] {
  if (!user.isProfileComplete) return [];
  const owner = user.role === 'owner';
  const account = ACCOUNT_ROLES.has(user.role);
  const due: ShellPrompt[] = [];
  const prompt = (code: ShellPromptCode) => due.push({ code, delayMs: SHELL_PROMPT_DELAY_MS });
  if (owner && !user.isPaymentComplete) prompt('payment-required');
  if (owner && user.membership.latePaymentPopup) prompt('late-payment');
  if (owner && user.isScheduledDowngrade) prompt('scheduled-downgrade');
  else if (owner && user.isScheduledUpgrade) prompt('scheduled-upgrade');
  if (owner && user.isRequestDeletion && user.endSubscriptionCycleOn) prompt('deletion-requested');
  if (!user.emailIsVerified) prompt('email-unverified');
  if (account && user.membership.freeTrial.popup) prompt('free-trial');
  if (account && user.membership.onSubscriptionLeave && !leaveSeen)
    due.push({ code: 'subscription-leave', delayMs: SUBSCRIPTION_LEAVE_DELAY_MS });
  return due;
}

/** The words of each prompt; `{date}` and `{email}` are filled in by the host. */
export const defaultShellPromptMessages = {
  welcomeTitle: 'Welcome to Dashboard!',
  welcomeContent: 'Please complete your profile before using the dashboard.',
  welcomeAction: 'Manage Profile',
  prompts: {
    'payment-required': {
      title: 'Complete your payment information',
      content: "You're almost done. Please complete your payment information.",
      action: 'Go to payment methods',
    },
    'late-payment': {
      title: 'Your payment is overdue',
      content: 'We could not collect your last subscription payment. Pay the open invoice to keep your plan.',
      action: 'View invoices',
    },
    'scheduled-downgrade': {
      title: 'Downgrade scheduled',
      content: 'You are scheduled for a downgrade on your next subscription cycle ({date}).',
      action: 'Manage plan',
    },
    'scheduled-upgrade': {
      title: 'Upgrade scheduled',
      content: 'You are scheduled for an upgrade on your next subscription cycle ({date}).',
      action: 'Manage plan',
    },
    'deletion-requested': {
      title: 'Account deletion requested',
      content: 'You are requesting for account deletion. Your account will be deleted on {date}',
      action: 'General settings',
    },
    'email-unverified': {
      title: 'Verify your e-mail address',
      content:
        'We sent a verification e-mail to {email}. Please verify your e-mail address before continuing.',
      action: 'OK',
    },
    'free-trial': {
      title: 'You are on a free trial',
      content: 'Your free trial ends in {days} days. Choose a plan to keep everything you made.',
      action: 'See plans',
    },
    'subscription-leave': {
      title: 'Your subscription is on leave',
      content: 'Your subscription is paused and reactivates on {date}.',
      action: 'Manage plan',
    },
  } satisfies Record<ShellPromptCode, { title: string; content: string; action: string }>,
  close: 'Not now',
} as const;
