// Every validation message in one catalogue so a host can translate it. Wording is the spec's where
// the spec gives one (dashboard §5, proofing §5); `passwordLength` is ours, the spec has none.
export const defaultValidationMessages = {
  required: 'Required!',
  invalid: 'Not Valid',
  /** {max} is replaced by the limit; with the default 1000 this is the spec's exact sentence. */
  maxLength: 'Max. {max} character has been reached!',
  passwordLength: 'Password must be 6 to 20 characters.',
};

export type ValidationMessages = typeof defaultValidationMessages;

/** Merge host overrides over the English defaults. */
export function withMessages(overrides?: Partial<ValidationMessages>): ValidationMessages {
  return overrides ? { ...defaultValidationMessages, ...overrides } : defaultValidationMessages;
}

export function maxLengthMessage(
  max: number,
  messages: ValidationMessages = defaultValidationMessages,
): string {
  return messages.maxLength.replace('{max}', String(max));
}
