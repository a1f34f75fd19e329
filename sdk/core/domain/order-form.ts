import { ORDER_FORM_LIMITS } from '../../contract/constants';
import { activeOrderMeter, type OrderFigures } from './meters';
import { isUnlimited, type Quota } from './quota';
import { type FieldError, isBlank } from './validation';
import { defaultValidationMessages, maxLengthMessage, type ValidationMessages } from './validation-messages';

// The create-order form (issue 25): what publishing needs, checked the same way by the portal and
// the reference server. A draft needs only its service; 'Create Order' needs the rest.

export const defaultOrderFormMessages = {
  ...defaultValidationMessages,
  pastDate: 'The due date cannot be in the past.',
  notAChoice: 'Choose one of the listed values.',
};
export type OrderFormMessages = typeof defaultOrderFormMessages;

export interface OrderFormValues {
  name: string;
  brief: string;
  /** yyyy-mm-dd, or '' for none. */
  dueDate: string;
  /** Option id → the chosen value. */
  options: Readonly<Record<string, string>>;
}

export interface OrderFormOption {
  id: string;
  required: boolean;
  choices: readonly string[];
}

export interface OrderFormCheck {
  errors: { name: FieldError; brief: FieldError; dueDate: FieldError };
  /** Per option id. */
  options: Record<string, FieldError>;
  canSubmit: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in yyyy-mm-dd (not 2026-02-31). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What 'Create Order' needs: a name, a brief (at most 1000 characters, dashboard §5), a due date
 * from `today` (yyyy-mm-dd in the user's time zone) on, and a listed value for every required
 * option (an optional one may stay empty). Unknown option ids are errors under their own id.
 */
export function validateOrderForm(
  values: OrderFormValues,
  options: readonly OrderFormOption[],
  today: string,
  messages: OrderFormMessages = defaultOrderFormMessages,
): OrderFormCheck {
  const name = isBlank(values.name)
    ? messages.required
    : values.name.length > ORDER_FORM_LIMITS.name
      ? maxLengthMessage(ORDER_FORM_LIMITS.name, messages as ValidationMessages)
      : null;
  const brief = isBlank(values.brief)
    ? messages.required
    : values.brief.length > ORDER_FORM_LIMITS.brief
      ? maxLengthMessage(ORDER_FORM_LIMITS.brief, messages as ValidationMessages)
      : null;
  const dueDate = isBlank(values.dueDate)
    ? messages.required
    : !isIsoDate(values.dueDate)
      ? messages.invalid
      : values.dueDate < today
        ? messages.pastDate
        : null;
  const optionErrors: Record<string, FieldError> = {};
  const known = new Set(options.map((option) => option.id));
  for (const option of options) {
    const value = values.options[option.id] ?? '';
    optionErrors[option.id] =
      value === ''
        ? option.required
          ? messages.required
          : null
        : option.choices.includes(value)
          ? null
          : messages.notAChoice;
  }
  for (const id of Object.keys(values.options)) if (!known.has(id)) optionErrors[id] = messages.notAChoice;
  const all = [name, brief, dueDate, ...Object.values(optionErrors)];
  return { errors: { name, brief, dueDate }, options: optionErrors, canSubmit: all.every((e) => e === null) };
}

/** yyyy-mm-dd of a date's calendar day in parts already zoned (zonedParts). */
export function isoDay(parts: { year: number; month: number; day: number }): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

export interface ActiveOrderLimit {
  active: number;
  /** Plan maximum plus retail quota (§9); the UNLIMITED marker when either is unlimited. */
  limit: Quota;
  /** Another published order would go beyond the limit. */
  reached: boolean;
}

/** "Active-order limit is plan maximum plus retail quota" (dashboard §9): may one more be published? */
export function activeOrderLimit(figures: OrderFigures): ActiveOrderLimit {
  const { used, limit } = activeOrderMeter(figures);
  return { active: used, limit, reached: !isUnlimited(limit) && used >= Number(limit) };
}
