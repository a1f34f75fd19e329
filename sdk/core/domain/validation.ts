import { defaultValidationMessages, maxLengthMessage, type ValidationMessages } from './validation-messages';

// Field validators return the message to show, or null when the value is fine.
export type FieldError = string | null;

export const LIMITS = {
  PASSWORD_MIN: 6,
  PASSWORD_MAX: 20,
  PHONE_LENGTH: 11,
  TEXTAREA_MAX: 1000,
  PRESET_NAME_MAX: 30,
  REASON_MAX: 255,
} as const;

/** Whitespace alone does not satisfy "required": the server would store an empty name. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function validateRequired(
  value: string | null | undefined,
  messages: ValidationMessages = defaultValidationMessages,
): FieldError {
  return isBlank(value) ? messages.required : null;
}

/** Selects store an id or '', so the rule is the same: 'Required!' when required and empty. */
export const validateSelect = validateRequired;

// Deliberately loose (something@something.tld): the server is the authority, and strict RFC
// patterns reject real addresses.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateEmail(
  value: string | null | undefined,
  {
    required = true,
    messages = defaultValidationMessages,
  }: { required?: boolean; messages?: ValidationMessages } = {},
): FieldError {
  if (isBlank(value)) return required ? messages.required : null;
  return isEmail(value!) ? null : messages.invalid;
}

export function validatePassword(
  value: string | null | undefined,
  messages: ValidationMessages = defaultValidationMessages,
): FieldError {
  // Not trimmed: spaces are legitimate password characters.
  if (!value) return messages.required;
  const { length } = value;
  return length < LIMITS.PASSWORD_MIN || length > LIMITS.PASSWORD_MAX ? messages.passwordLength : null;
}

export function validatePhoneLike(
  value: string | null | undefined,
  {
    required = false,
    messages = defaultValidationMessages,
  }: { required?: boolean; messages?: ValidationMessages } = {},
): FieldError {
  const digits = (value ?? '').replace(/[-_\s]/g, '');
  if (digits === '') return required ? messages.required : null;
  return digits.length === LIMITS.PHONE_LENGTH ? null : messages.invalid;
}

export interface TextareaOptions {
  required?: boolean;
  maxLength?: number;
  messages?: ValidationMessages;
}

/**
 * The max-length message is a notice that the limit is reached (the field itself stops input at
 * maxLength), so it shows from maxLength characters on: "above 999" for the default 1000.
 */
export function validateTextarea(
  value: string | null | undefined,
  options: TextareaOptions = {},
): FieldError {
  const { required = false, maxLength = LIMITS.TEXTAREA_MAX, messages = defaultValidationMessages } = options;
  if (isBlank(value)) return required ? messages.required : null;
  return value!.length > maxLength - 1 ? maxLengthMessage(maxLength, messages) : null;
}

export interface ReasonCheck {
  error: FieldError;
  charactersLeft: number;
  /** 'Continue' is disabled while the field is empty (or over the limit). */
  canContinue: boolean;
}

export function validateReason(
  value: string | null | undefined,
  messages: ValidationMessages = defaultValidationMessages,
): ReasonCheck {
  const text = value ?? '';
  const charactersLeft = Math.max(0, LIMITS.REASON_MAX - text.length);
  let error: FieldError = null;
  if (isBlank(text)) error = messages.required;
  else if (text.length > LIMITS.REASON_MAX) error = maxLengthMessage(LIMITS.REASON_MAX, messages);
  return { error, charactersLeft, canContinue: error === null };
}
