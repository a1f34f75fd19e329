import { fillTemplate } from 'proofdesk/rules';
import { type BillingMessages, billingMessages as m } from './messages';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Dashboard §9: dates display as dd MMM yyyy (in the reader's time zone). */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** An amount in its currency, e.g. '$249.00'. */
export function money(amount: number, currency = 'USD'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export const fill = (template: string, values: Record<string, string | number>) =>
  fillTemplate(template, values);

export function statusLabel(status: string): string {
  const labels: Record<string, keyof BillingMessages> = {
    paid: 'statusPaid',
    unpaid: 'statusUnpaid',
    void: 'statusVoid',
  };
  const key = labels[status];
  return key ? m[key] : status;
}

export function attemptLabel(status: string): string {
  const labels: Record<string, keyof BillingMessages> = {
    succeeded: 'attemptSucceeded',
    declined: 'attemptDeclined',
    failed: 'attemptFailed',
    pending: 'attemptPending',
  };
  const key = labels[status];
  return key ? m[key] : status;
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');
