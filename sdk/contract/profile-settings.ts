import { type Static, Type } from '@sinclair/typebox';

// Manage profile and General settings (issue 26; dashboard §5 "Profile personal, company and
// contact fields are mandatory", "Account deletion needs a reason and a password"). The shapes are
// checked here (unknown properties refused); the spec's field messages ('Required!', 'Not Valid')
// are the server's own checks, answered as `messages: ['<field>: Required!']`.

const Text = (maxLength: number) => Type.String({ maxLength });

/** PUT /profile: the personal and contact sections. */
export const ProfileBody = Type.Object(
  {
    firstname: Text(100),
    lastname: Text(100),
    jobTitle: Text(100),
    timeZone: Text(64),
    phone: Text(40),
    address: Text(200),
    city: Text(100),
    country: Text(100),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

/** PUT /r/profile: the company section (the account's; the owner's "company info" right). */
export const CompanyBody = Type.Object(
  { companyName: Text(100), phone: Text(40), address: Text(200), website: Text(200) },
  { additionalProperties: false },
);
export type CompanyBody = Static<typeof CompanyBody>;

/** PUT /profile/password. */
export const PasswordChangeBody = Type.Object(
  { currentPassword: Text(200), newPassword: Text(200), confirmPassword: Text(200) },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** POST /profile/deletion. */
export const DeletionBody = Type.Object(
  { reason: Text(1000), password: Text(200) },
  { additionalProperties: false },
);
export type DeletionBody = Static<typeof DeletionBody>;

/** Days an account is kept after its deletion request (dashboard §9). */
export const ACCOUNT_KEPT_DAYS = 30;

/** What GET /profile/details answers. */
export interface ProfileDetails {
  personal: {
    firstname: string;
    lastname: string;
    jobTitle: string;
    timeZone: string;
    avatar: string | null;
  };
  contact: { phone: string; address: string; city: string; country: string };
  /** The account's company; null for internal staff (no account). */
  company: { companyName: string; phone: string; address: string; website: string } | null;
  /** The caller may edit the company section (owner). */
  canEditCompany: boolean;
}

/** What GET /profile/deletion answers. */
export interface DeletionState {
  /** The pending request, or null. */
  request: { reason: string; requestedAt: string; deleteOn: string } | null;
  /** The account's active orders (they block a new request). */
  activeOrders: { id: string; orderNumber: number; name: string; status: string }[];
}

export const PROFILE_MESSAGES = {
  invalid: 'Please check the highlighted fields.',
  profileSaved: 'Your profile has been updated.',
  companySaved: 'Your company details have been updated.',
  passwordChanged: 'Your password has been changed.',
  wrongPassword: 'The current password is not correct.',
  passwordMismatch: 'The new passwords do not match.',
  passwordSame: 'The new password must differ from the current one.',
  unknownTimeZone: 'Unknown time zone.',
  deletionRequested: 'Your account will be deleted on {date}. You can cancel until then.',
  deletionPending: 'Your account is already scheduled for deletion.',
  deletionBlocked: 'Your account has active orders. Complete or cancel them before deleting the account.',
  deletionCancelled: 'Your account deletion has been cancelled.',
  noDeletion: 'Your account is not scheduled for deletion.',
  deletionWrongPassword: 'The password is not correct.',
  ownerOnly: 'Only the account owner can do this.',
} as const;
