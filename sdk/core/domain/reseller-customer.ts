import type { FieldError } from './validation';
import { validateEmail, validateRequired } from './validation';
import { defaultValidationMessages, type ValidationMessages } from './validation-messages';

// A white-label client's customer form (issue 26; dashboard §5: every field mandatory, the e-mail in
// its format). One rule for the portal's form and the server's check, so both say the same words.

export interface ResellerCustomerFormValues {
  companyName: string;
  firstname: string;
  lastname: string;
  emailAddress: string;
  jobTitle: string;
}

export type ResellerCustomerField = keyof ResellerCustomerFormValues;

/** Field → message ('Required!', 'Not Valid'); empty when the form is fine. */
export type ResellerCustomerFormCheck = Partial<Record<ResellerCustomerField, string>>;

export function validateResellerCustomerForm(
  values: ResellerCustomerFormValues,
  messages: ValidationMessages = defaultValidationMessages,
): ResellerCustomerFormCheck {
  const checks: [ResellerCustomerField, FieldError][] = [
    ['companyName', validateRequired(values.companyName, messages)],
    ['firstname', validateRequired(values.firstname, messages)],
    ['lastname', validateRequired(values.lastname, messages)],
    ['emailAddress', validateEmail(values.emailAddress, { messages })],
    ['jobTitle', validateRequired(values.jobTitle, messages)],
  ];
  const found: ResellerCustomerFormCheck = {};
  for (const [field, error] of checks) if (error) found[field] = error;
  return found;
}
