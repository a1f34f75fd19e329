import { type BusinessHoursMessages, defaultBusinessHoursMessages } from './business-hours-messages';
import { zonedParts } from './dates';
import { formatDuration } from './duration';

/** GET /general/business-hours data (times are ISO instants). Structural: only what the rules read. */
export interface BusinessHoursResponse {
  officeCurrentOpenHours: { open: string; close: string; isClose: boolean };
  localeCurrentOpenHours?: { open: string; close: string; isClose: boolean };
  tomorrowOpenHours: { open: string; isClose: boolean };
  nextOpenHours: { open: string; dayOfWeek?: string | number | null };
  /** The viewer's zone; times are shown in it. */
  timeZone?: string;
  officeTimeZone?: string;
}

export type BusinessHoursState = 'open' | 'opens-later-today' | 'opens-tomorrow' | 'opens-on-day';

export interface BusinessHoursStatus {
  state: BusinessHoursState;
  isOpen: boolean;
  text: string;
}

const DAY_KEYS = [
  'daySunday',
  'dayMonday',
  'dayTuesday',
  'dayWednesday',
  'dayThursday',
  'dayFriday',
  'daySaturday',
] as const satisfies readonly (keyof BusinessHoursMessages)[];

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * '9:00 AM'. ICU 72+ (Chrome 110+) puts a narrow no-break space before AM/PM while Node 20 ships a
 * plain space; normalise so the server and the browser render the same text.
 */
export function formatClockTime(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormats.set(key, format);
  }
  return format.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * The zone's generic name at `iso`, 'Eastern Time', as the server names the office's zone in the
 * hours' description, so the card's two hours lines label their zones alike. The IANA name when
 * the browser knows no other.
 */
export function formatZoneName(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone ?? '';
}

// dayOfWeek's wire form is not shown in the spec: accept a name, or 0-6 with Sunday = 0, and fall
// back to the weekday of the `open` instant itself.
function dayName(
  next: BusinessHoursResponse['nextOpenHours'],
  messages: BusinessHoursMessages,
  timeZone?: string,
): string {
  const { dayOfWeek } = next;
  if (typeof dayOfWeek === 'string' && dayOfWeek.trim() !== '') {
    // The server's English name ('Monday') is a code here: shown in the catalogue's words.
    const named = DAY_KEYS.find(
      (key) => defaultBusinessHoursMessages[key].toLowerCase() === dayOfWeek.trim().toLowerCase(),
    );
    return named ? messages[named] : dayOfWeek;
  }
  const day = typeof dayOfWeek === 'number' && DAY_KEYS[dayOfWeek] ? dayOfWeek : undefined;
  return messages[DAY_KEYS[day ?? zonedParts(new Date(next.open), timeZone).weekday]!];
}

/**
 * The live status line (dashboard §2 business-hours card): open now → 'open for another X';
 * before today's opening → 'closed, open in X'; after hours or closed today → tomorrow's opening
 * if tomorrow is a working day, else the next opening day.
 */
export function businessHoursStatus(
  response: BusinessHoursResponse,
  now: Date | number,
  messages: BusinessHoursMessages = defaultBusinessHoursMessages,
): BusinessHoursStatus {
  const at = typeof now === 'number' ? now : now.getTime();
  const today = response.officeCurrentOpenHours;
  const zone = response.timeZone;
  if (!today.isClose) {
    const open = Date.parse(today.open);
    const close = Date.parse(today.close);
    if (at >= open && at < close) {
      const text = messages.openFor.replace('{duration}', formatDuration(close - at, messages));
      return { state: 'open', isOpen: true, text };
    }
    if (at < open) {
      const text = messages.closedOpenIn.replace('{duration}', formatDuration(open - at, messages));
      return { state: 'opens-later-today', isOpen: false, text };
    }
  }
  if (!response.tomorrowOpenHours.isClose) {
    const text = messages.openTomorrow.replace(
      '{time}',
      formatClockTime(response.tomorrowOpenHours.open, zone),
    );
    return { state: 'opens-tomorrow', isOpen: false, text };
  }
  const next = response.nextOpenHours;
  const text = messages.openOn
    .replace('{day}', dayName(next, messages, zone))
    .replace('{time}', formatClockTime(next.open, zone));
  return { state: 'opens-on-day', isOpen: false, text };
}

/** Fraction (0..1) of the calendar day elapsed in a zone, for the card's progress bar. */
export function dayProgress(now: Date | number, timeZone?: string): number {
  const { hour, minute, second } = zonedParts(typeof now === 'number' ? new Date(now) : now, timeZone);
  return (hour * 3600 + minute * 60 + second) / 86_400;
}
