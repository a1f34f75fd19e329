import { type FieldError, validateEmail, validatePassword, validateRequired } from './validation';
import { defaultValidationMessages, type ValidationMessages } from './validation-messages';

export interface FormCheck<K extends string> {
  errors: Record<K, FieldError>;
  canSubmit: boolean;
}

function check<K extends string>(errors: Record<K, FieldError>): FormCheck<K> {
  return { errors, canSubmit: Object.values<FieldError>(errors).every((e) => e === null) };
}

export interface SignInInput {
  username: string;
  password: string;
  /** The customer screen checks the e-mail format; the admin screen takes a plain username. */
  requireEmail: boolean;
}

export function validateSignIn(
  { username, password, requireEmail }: SignInInput,
  messages: ValidationMessages = defaultValidationMessages,
): FormCheck<'username' | 'password'> {
  return check({
    username: requireEmail ? validateEmail(username, { messages }) : validateRequired(username, messages),
    password: validatePassword(password, messages),
  });
}

export function validateForgotPassword(
  { email }: { email: string },
  messages: ValidationMessages = defaultValidationMessages,
): FormCheck<'email'> {
  return check({ email: validateEmail(email, { messages }) });
}
