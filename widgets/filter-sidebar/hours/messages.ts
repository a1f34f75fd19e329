// The business-hours card's strings (dashboard §2 "Business-hours card"): the status line in the spec's
// words (sdk/core/domain's catalogue, with the countdown units and day names), the rest ours.
import { defaultBusinessHoursMessages } from '../../../sdk/core/domain';

export const defaultHoursMessages = {
  ...defaultBusinessHoursMessages,
  /** The card's title and accessible name. */
  hoursTitle: 'Business Hours',
  /** Today's window in the viewer's zone; `{zone}` is that zone's name ('Mountain Time'). */
  hoursToday: 'Today: {open} – {close} ({zone})',
  hoursTodayClosed: 'Today: closed',
  /** Accessible names of the ticking clock and the day's progress bar. */
  hoursClock: 'Current time',
  hoursDayElapsed: 'Day elapsed',
};

export type HoursMessages = typeof defaultHoursMessages;
