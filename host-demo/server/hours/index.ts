export {
  type BusinessHoursInput,
  computeBusinessHours,
  type DayHours,
  describeWeek,
  type WeeklyHours,
} from './business-hours';
export {
  type OfficeHours,
  readOfficeHours,
  writeOfficeHours,
} from './store';
export { isValidTimeZone, timeZoneLabel } from './zoned-time';
