import { type ReactNode, useId } from 'react';
import {
  defaultMonthMessages,
  formatDisplayDate,
  type MonthMessages,
  parsePresetDate,
} from '../../core/domain';
import { cx } from './class-names';

/** A date range as presets and GET /order carry it: 'yyyy/MM/dd' days, '' when open. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export const EMPTY_DATE_RANGE: DateRangeValue = { start: '', end: '' };

export interface DateRangeMessages extends MonthMessages {
  /** Accessible names of the two inputs; `{label}` is the range's label. */
  dateRangeStart: string;
  dateRangeEnd: string;
  /** The shown range, 'dd MMM yyyy' days: '{start} – {end}', or one side alone. */
  dateRangeBoth: string;
  dateRangeFrom: string;
  dateRangeUntil: string;
}

export const defaultDateRangeMessages: DateRangeMessages = {
  ...defaultMonthMessages,
  dateRangeStart: '{label} from',
  dateRangeEnd: '{label} to',
  dateRangeBoth: '{start} – {end}',
  dateRangeFrom: 'From {start}',
  dateRangeUntil: 'Until {end}',
};

export interface DateRangeProps {
  label: ReactNode;
  /** The label as plain text, for the inputs' accessible names. */
  labelText: string;
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  messages?: DateRangeMessages;
  className?: string;
}

// The native date input speaks 'yyyy-MM-dd'; presets and the API speak 'yyyy/MM/dd' (dashboard §9).
const toInput = (day: string) => (parsePresetDate(day) ? day.replaceAll('/', '-') : '');
const fromInput = (value: string) => (value ? value.replaceAll('-', '/') : '');

/** A 'yyyy/MM/dd' day as 'dd MMM yyyy' ("dd MMM yyyy in display"); '' when not a real day. */
export function displayDay(day: string, messages: MonthMessages = defaultMonthMessages): string {
  const parsed = parsePresetDate(day);
  // The day's own calendar date: formatted in UTC from its UTC midnight, so no zone can shift it.
  if (!parsed) return '';
  return formatDisplayDate(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)), 'UTC', messages);
}

/** What the range reads as, in 'dd MMM yyyy' days (empty when both sides are open). */
export function describeDateRange(value: DateRangeValue, m: DateRangeMessages = defaultDateRangeMessages) {
  const start = displayDay(value.start, m);
  const end = displayDay(value.end, m);
  const fill = (template: string) => template.replace('{start}', start).replace('{end}', end);
  if (start && end) return fill(m.dateRangeBoth);
  if (start) return fill(m.dateRangeFrom);
  if (end) return fill(m.dateRangeUntil);
  return '';
}

/**
 * A from–to pair of days (dashboard §3 date-range filters): native date inputs, so the keyboard,
 * the calendar popup and screen readers come from the browser. Values are 'yyyy/MM/dd' (presets and
 * GET /order); the chosen range is shown as 'dd MMM yyyy'. Each day counts whole, 00:00:00 to
 * 24:00:00 (`dateRangeBounds` in sdk/core/domain), so the end may equal the start but not precede it.
 */
export function DateRange({
  label,
  labelText,
  value,
  onChange,
  messages: m = defaultDateRangeMessages,
  className,
}: DateRangeProps) {
  const id = `pd-date-range-${useId().replace(/:/g, '')}`;
  const shown = describeDateRange(value, m);
  const name = (template: string) => template.replace('{label}', labelText);
  return (
    <fieldset className={cx('pd-date-range', className)} aria-describedby={shown ? `${id}-shown` : undefined}>
      <legend className="pd-field-label">{label}</legend>
      <span className="pd-date-range-inputs">
        <input
          type="date"
          className="pd-input"
          aria-label={name(m.dateRangeStart)}
          value={toInput(value.start)}
          max={toInput(value.end) || undefined}
          onChange={(event) => onChange({ ...value, start: fromInput(event.currentTarget.value) })}
        />
        <input
          type="date"
          className="pd-input"
          aria-label={name(m.dateRangeEnd)}
          value={toInput(value.end)}
          min={toInput(value.start) || undefined}
          onChange={(event) => onChange({ ...value, end: fromInput(event.currentTarget.value) })}
        />
      </span>
      {shown ? (
        <span id={`${id}-shown`} className="pd-date-range-shown">
          {shown}
        </span>
      ) : null}
    </fieldset>
  );
}

/** DateRange's rules, adopted by the widgets that use it (kept out of the shared base sheet). */
export const dateRangeStyles = /* css */ `
.pd-date-range { display: flex; flex-direction: column; gap: var(--pd-space-1); min-width: 0; margin: 0; padding: 0; border: 0; }
.pd-date-range legend { padding: 0; margin-bottom: var(--pd-space-1); }
/* Side by side when both whole dates fit, one under the other when not: each input starts at its own
   width (every field and the picker icon) and never shrinks below it (two half-width columns clipped
   the year to 'mm/dd/yy' in the 280 px sidebar). */
.pd-date-range-inputs { display: flex; flex-wrap: wrap; gap: var(--pd-space-2); }
.pd-date-range-inputs .pd-input { flex: 1 1 auto; width: auto; max-width: 100%; }
.pd-date-range-shown { font-size: var(--pd-font-size-xs); color: var(--pd-color-muted); }
`;
