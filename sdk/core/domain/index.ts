// Pure domain rules shared by the server and the widgets: no DOM, no React, no I/O.

export {
  type BusinessHoursResponse,
  type BusinessHoursState,
  type BusinessHoursStatus,
  businessHoursStatus,
  dayProgress,
  formatClockTime,
  formatZoneName,
} from './business-hours';
export { type BusinessHoursMessages, defaultBusinessHoursMessages } from './business-hours-messages';
export { formatBytes, SIZE_UNITS } from './bytes';
export {
  type CardStateMessages,
  cardStateLabel,
  defaultCardStateMessages,
  priorityLabel,
} from './card-state-messages';
export {
  CARD_STATES,
  type CardState,
  isLabelledCardState,
  LABELLED_CARD_STATES,
  type LabelledCardState,
  priorityNumber,
  showsPriorityBadge,
  showsPriorityWarning,
} from './card-states';
export {
  addCartItem,
  CART_MAX_QTY,
  type CartItem,
  cartItemProblems,
  cartMessage,
  cartSubTotal,
  decrementCartItem,
  isValidCartQty,
  type PricedLine,
  removeCartItem,
  resetCart,
} from './cart';
export { type CartProblemMessages, defaultCartProblemMessages } from './cart-messages';
export { defaultMonthMessages, MONTH_KEYS, type MonthMessages } from './date-messages';
export {
  type CalendarDay,
  formatDisplayDate,
  formatDisplayDateTime,
  isWeekend,
  startOfDay,
  type ZonedParts,
  zonedParts,
} from './dates';
export { formatDuration } from './duration';
export { type DurationMessages, defaultDurationMessages } from './duration-messages';
export { type FormCheck, type SignInInput, validateForgotPassword, validateSignIn } from './form-validation';
export type { AttachmentTarget, IntentEvent, IntentType, NavigateIntent } from './intents';
export {
  checkoutIntent,
  INTENT_TYPES,
  openAttachmentIntent,
  openOrderIntent,
  viewCartIntent,
} from './intents';
export { type CodeMessages, codeLabel, type MessageKey, messageKey } from './message-key';
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
  type CommentTone,
  cappedCount,
  hasMorePages,
  NOTIFICATION_FIRST_PAGE,
  NOTIFICATION_ITEM_HEIGHT_PX,
  NOTIFICATION_LIST_OFFSET_PX,
  NOTIFICATION_PAGE_SIZE,
  notificationBadge,
  notificationListScrolls,
  notificationTone,
  type PageMeta,
  pageMeta,
} from './notifications';
export { defaultOrderActionMessages, type OrderActionMessages } from './order-action-messages';
export {
  type OrderMoveAction,
  orderMoveAction,
  orderMoveText,
} from './order-actions';
export {
  type ActiveOrderLimit,
  activeOrderLimit,
  defaultOrderFormMessages,
  isIsoDate,
  isoDay,
  type OrderFormCheck,
  type OrderFormMessages,
  type OrderFormOption,
  type OrderFormValues,
  validateOrderForm,
} from './order-form';
export {
  defaultOrderProgressFilterMessages,
  ORDER_PROGRESS_FILTERS,
  type OrderProgressFilter,
  type OrderProgressFilterMessages,
} from './order-progress-filter';
export {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status';
export { defaultOrderStatusMessages, type OrderStatusMessages } from './order-status-messages';
export {
  cryptoRandomInt,
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_CHARSETS,
  type RandomInt,
} from './password';
export {
  DEFAULT_MESSAGES_LOCALE,
  fillPlural,
  type PluralForms,
  type PluralMessage,
  pluralTemplate,
} from './plural';
export { dateRangeBounds, formatPresetDate, parsePresetDate } from './preset-dates';
export { validatePresetName } from './preset-name';
export { addQuota, isUnlimited, type Quota, UNLIMITED } from './quota';
export {
  type ResellerCustomerField,
  type ResellerCustomerFormCheck,
  type ResellerCustomerFormValues,
  validateResellerCustomerForm,
} from './reseller-customer';
export {
  clampShapeSize,
  MARKER_DEFAULTS,
  SHAPE_CLASS_NAMES,
  SHAPE_FORMAT_VERSION,
  SHAPE_LIMITS,
  SHAPE_SIZE_LIMITS,
  type ShapeProblem,
  type ShapeSize,
  shapeProblem,
} from './shape-bounds';
export {
  defaultShellPromptMessages,
  isProfileGateExempt,
  PROFILE_GATE_EXEMPT_PREFIXES,
  type ProfileGate,
  profileGate,
  SHELL_PROMPT_DELAY_MS,
  type ShellPrompt,
  type ShellPromptCode,
  type ShellPromptUser,
  SUBSCRIPTION_LEAVE_DELAY_MS,
  SUBSCRIPTION_LEAVE_FLAG,
  shellPrompts,
} from './shell-prompts';
export {
  type CycleFigures,
  type CycleState,
  defaultCycleMessages,
  subscriptionCycle,
} from './subscription';
export {
  TEAM_MEMBER_ROLES,
  type TeamMemberField,
  type TeamMemberFormCheck,
  type TeamMemberFormValues,
  type TeamMemberRole,
  validateTeamMemberForm,
} from './team-member';
export { fillTemplate } from './template';
export {
  defaultTimeBucketMessages,
  matchesTimeBucket,
  parseTimeBucket,
  QUEUE_TIME_OPTIONS,
  TIME_BUCKET_OPTIONS,
  type TimeBucket,
  type TimeBucketMessages,
  type TimeBucketOption,
  WORK_TIME_OPTIONS,
} from './time-buckets';
export { ELLIPSIS, TRUNCATE_LENGTHS, truncate, welcomeLine } from './truncate';
export {
  checkUploadBatch,
  checkUploadFile,
  fileExtension,
  getsThumbnail,
  isAllowedExtension,
  isStorageBlocked,
  isValidUploadName,
  MAX_PARALLEL_UPLOADS,
  THUMBNAIL_EXTENSIONS,
  thumbnailCrop,
  thumbnailName,
  UPLOAD_BATCH_LIMIT,
  UPLOAD_EXTENSIONS,
  UPLOAD_SIZE_LIMITS,
  UPLOAD_THUMBNAIL,
  type UploadExtension,
  type UploadFile,
  type UploadKind,
  type UploadProblem,
  type UploadProblemCode,
  unsupportedFile,
  uploadPercent,
  uploadSizeProblem,
  uploadTokenName,
} from './upload';
export { defaultUploadMessages, type UploadMessages } from './upload-messages';
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
  validateReason,
  validateRequired,
  validateSelect,
  validateTextarea,
} from './validation';
export {
  defaultValidationMessages,
  maxLengthMessage,
  type ValidationMessages,
  withMessages,
} from './validation-messages';
