export {
  type BusinessHoursInput,
  computeBusinessHours,
  type DayHours,
  describeWeek,
  type WeeklyHours,
} from './business-hours';
export {
  loadOfficeHours,
  type OfficeHours,
  readOfficeHours,
  saveOfficeHours,
  writeOfficeHours,
} from './store';
export { isValidTimeZone, timeZoneLabel } from './zoned-time';
