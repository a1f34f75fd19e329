// Pure domain rules shared by the server and the widgets: no DOM, no React, no I/O.

export {
  type BusinessHoursMessages,
  type BusinessHoursResponse,
  type BusinessHoursState,
  type BusinessHoursStatus,
  businessHoursMessages,
  businessHoursStatus,
  dayProgress,
  formatClockTime,
} from './business-hours';
export { formatBytes, SIZE_UNITS } from './bytes';
export {
  CARD_STATE_LABELS,
  CARD_STATES,
  type CardState,
  cardStateLabel,
  priorityLabel,
  showsPriorityBadge,
  showsPriorityWarning,
} from './card-states';
export {
  type CalendarDay,
  dateRangeBounds,
  formatDisplayDate,
  formatPresetDate,
  isWeekend,
  parsePresetDate,
  startOfDay,
  type ZonedParts,
  zonedParts,
} from './dates';
export { formatDuration } from './duration';
export { type FormCheck, type SignInInput, validateForgotPassword, validateSignIn } from './form-validation';
export {
  activeOrderMeter,
  DANGER_PERCENT,
  exceedsStorage,
  formatPercent,
  type HoursFigures,
  hoursMeter,
  isDanger,
  type OrderFigures,
  SECONDS_PER_HOUR,
  type StorageFigures,
  type StorageMeter,
  secondsToHours,
  storageMeter,
  usagePercent,
} from './meters';
export {
  isOrderStatus,
  ORDER_PROGRESS_FILTER_LABELS,
  ORDER_PROGRESS_FILTERS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderProgressFilter,
  type OrderStatus,
} from './order-status';
export {
  cryptoRandomInt,
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_CHARSETS,
  type RandomInt,
} from './password';
export { addQuota, isUnlimited, type Quota, UNLIMITED } from './quota';
export {
  matchesTimeBucket,
  parseTimeBucket,
  QUEUE_TIME_OPTIONS,
  TIME_BUCKET_OPTIONS,
  type TimeBucket,
  type TimeBucketOption,
  WORK_TIME_OPTIONS,
} from './time-buckets';
export { ELLIPSIS, TRUNCATE_LENGTHS, truncate, welcomeLine } from './truncate';
export {
  type FieldError,
  isBlank,
  isEmail,
  LIMITS,
  type ReasonCheck,
  type TextareaOptions,
  validateEmail,
  validatePassword,
  validatePhoneLike,
  validatePresetName,
  validateReason,
  validateRequired,
  validateSelect,
  validateTextarea,
} from './validation';
export {
  maxLengthMessage,
  type ValidationMessages,
  validationMessages,
  withMessages,
} from './validation-messages';
