import { formatDisplayDate } from 'proofdesk/rules';

/** dd MMM yyyy in the user's zone (dashboard §9), the browser's zone when that one is unknown. */
export function displayDate(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatDisplayDate(date, timeZone);
  } catch {
    return formatDisplayDate(date);
  }
}

/** The time of day beside a timeline date, in the same zone. */
export function displayTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone };
  try {
    return date.toLocaleTimeString(undefined, options);
  } catch {
    return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  }
}
