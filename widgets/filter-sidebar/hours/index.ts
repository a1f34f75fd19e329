// The business-hours card (dashboard §2 "Business-hours card").
export {
  type BusinessHoursCardProps,
  BusinessHoursCardView,
  BusinessHoursPart,
  CLOCK_TICK_MS,
} from './business-hours-card';
export { defaultHoursMessages, type HoursMessages } from './messages';
