// The preset name's rule (dashboard §5), apart from the other validators: only the filter panels and
// the server check it (the script-tag build's 'forms' chunk).
import { type FieldError, isBlank, LIMITS } from './validation';
import { defaultValidationMessages, maxLengthMessage, type ValidationMessages } from './validation-messages';

/** Preset names are at most 30; unlike the textarea notice, 31 characters is an error, 30 is fine. */
export function validatePresetName(
  value: string | null | undefined,
  messages: ValidationMessages = defaultValidationMessages,
): FieldError {
  if (isBlank(value)) return messages.required;
  return value!.length > LIMITS.PRESET_NAME_MAX ? maxLengthMessage(LIMITS.PRESET_NAME_MAX, messages) : null;
}
