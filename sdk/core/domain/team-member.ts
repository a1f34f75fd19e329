import type { FieldError } from './validation';
import { validateEmail, validatePassword, validateRequired } from './validation';
import { defaultValidationMessages, type ValidationMessages } from './validation-messages';

// The team member form (dashboard §5: "The team member form needs every mandatory field except the
// password."). One rule for the portal's form and the server's check, so both say the same words.

/** The roles an account owner gives its members: another owner or a team member (staff). */
export const TEAM_MEMBER_ROLES = ['staff', 'owner'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];

export interface TeamMemberFormValues {
  firstname: string;
  lastname: string;
  emailAddress: string;
  jobTitle: string;
  role: string;
  /** Optional: empty keeps the current password (edit) or leaves the member to set one (create). */
  password?: string;
}

export type TeamMemberField = 'firstname' | 'lastname' | 'emailAddress' | 'jobTitle' | 'role' | 'password';

/** Field → message ('Required!', 'Not Valid', the password length); empty when the form is fine. */
export type TeamMemberFormCheck = Partial<Record<TeamMemberField, string>>;

export function validateTeamMemberForm(
  values: TeamMemberFormValues,
  messages: ValidationMessages = defaultValidationMessages,
): TeamMemberFormCheck {
  const role: FieldError =
    validateRequired(values.role, messages) ??
    ((TEAM_MEMBER_ROLES as readonly string[]).includes(values.role) ? null : messages.invalid);
  const checks: [TeamMemberField, FieldError][] = [
    ['firstname', validateRequired(values.firstname, messages)],
    ['lastname', validateRequired(values.lastname, messages)],
    ['emailAddress', validateEmail(values.emailAddress, { messages })],
    ['jobTitle', validateRequired(values.jobTitle, messages)],
    ['role', role],
    ['password', values.password ? validatePassword(values.password, messages) : null],
  ];
  const found: TeamMemberFormCheck = {};
  for (const [field, error] of checks) if (error) found[field] = error;
  return found;
}
