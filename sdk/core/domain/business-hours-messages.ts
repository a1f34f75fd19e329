// The business-hours card's status line (dashboard §2); {duration}, {time} and {day} are filled in,
// {day} from the day names below (`day<Name>`, Sunday first as in `Date#getDay`), {duration} with
// the countdown's units.
import { defaultDurationMessages } from './duration-messages';

export const defaultBusinessHoursMessages = {
  ...defaultDurationMessages,
  openFor: 'open for another {duration}',
  closedOpenIn: 'closed, open in {duration}',
  openTomorrow: 'open tomorrow at {time}',
  openOn: 'open on {day} at {time}',
  daySunday: 'Sunday',
  dayMonday: 'Monday',
  dayTuesday: 'Tuesday',
  dayWednesday: 'Wednesday',
  dayThursday: 'Thursday',
  dayFriday: 'Friday',
  daySaturday: 'Saturday',
};

export type BusinessHoursMessages = typeof defaultBusinessHoursMessages;
