// The package's `proofdesk/contract` entry: the wire contract the reference server validates with
// (TypeBox schemas, each with its static type of the same name) and the constants both sides share.
// Named one by one, grouped by the file that defines them (api/proofdesk-contract.api.md pins the
// list). The browser's code imports runtime values from ./constants only, never through here.

export { ACCESS_REQUEST_LIMIT, ACCESS_REQUEST_MESSAGES, AccessRequestBody } from './access-requests';
// Account: the guided tours' flags and the account's fixed messages.
export {
  ACCOUNT_MESSAGES,
  TOUR_KEYS,
  TourBody,
  type TourId,
  type TourKey,
  TourParams,
  tourFlagsOf,
} from './account';
// Sign-in, token, password reset and impersonation requests and answers.
export {
  ImpersonateBody,
  ImpersonateParams,
  ImpersonationData,
  JsonSignInRequest,
  RESET_PASSWORD_MESSAGES,
  ResetPasswordRequest,
  TOKEN_ERROR_NAMES,
  TOKEN_ERRORS,
  TokenError,
  type TokenErrorName,
  TokenRequest,
  TokenResponse,
} from './auth';
// Input limits of the sign-in forms.
export { AUTH_LIMITS, IMPERSONATION_INVALID } from './auth-constants';
// Carrying a version's threads forward to the next version.
export { CarryForwardBody, CarryForwardResult, TopicCarryLink } from './carry';
// The cart and checkout.
export { CLIENT_ERROR_LIMIT, ClientErrorReport } from './client-errors';
// Client ids and the anti-forgery scopes and header.
export {
  CLIENTS,
  type ClientId,
  type ClientType,
  CSRF_HEADER,
  CSRF_SCOPES,
  type CsrfScope,
  type CsrfScopeName,
  clientKindOf,
  csrfScope,
  parseCsrfScope,
} from './clients';
export { CartItemInput, CartLine, CartRequest, CheckoutData, PricedCart } from './commerce';
// The cart's limits and item types, and the idempotency header.
export {
  CART_ITEM_TYPES,
  CART_LIMITS,
  type CartItemType,
  COMMERCE_MESSAGES,
  IDEMPOTENCY_HEADER,
} from './commerce-constants';
// Anti-forgery token requests.
export { CsrfParams, CsrfTokenData } from './csrf-schemas';
// The envelope every answer comes in.
export { Envelope, type EnvelopeOf, ErrorEnvelope, type PageMeta } from './envelope';
// The envelope's fixed messages.
export { ENVELOPE_MESSAGES } from './envelope-messages';
// Filter options and the saved filter presets.
export {
  ArchivedPresetFilter,
  ArchivedPresetSaveRequest,
  FilterCreatorsQuery,
  FilterCustomersQuery,
  FilterNoQuery,
  FilterOption,
  FilterServicesQuery,
  PRESET_MESSAGES,
  PresetFilter,
  PresetIdParams,
  PresetSaveRequest,
} from './filters';
// Announcements, business hours and the demo accounts.
export { Announcement, BusinessHours, BusinessHoursQuery, DemoAccount } from './general';
// Guest reviewers: invitations, the guest link and what a guest may write.
export {
  GUEST_INVITE_LIMITS,
  GUEST_MESSAGES,
  GUEST_TOPIC_FIELDS,
  GuestAuthData,
  GuestData,
  GuestFieldBody,
  type GuestInvitation,
  GuestInvitationBody,
  GuestInvitationOrderParams,
  GuestInvitationParams,
  GuestTopicFieldParams,
  guestReviewAuthorization,
  guestReviewPath,
  parseGuestLinkToken,
} from './guest';
// My Images' page sizes, library limit and fixed messages.
export {
  IMAGE_LIBRARY_LIMIT,
  IMAGE_LIBRARY_PAGE_SIZE,
  IMAGE_MESSAGES,
  IMAGE_SEARCH_PAGE_SIZE,
} from './image-constants';
// My Images: stock image search, the account's image library, library images as supplied files.
export {
  AttachLibraryImagesRequest,
  ImageProviderName,
  ImageSearchPage,
  ImageSearchQuery,
  LibraryImage,
  LibraryImageParams,
  LibraryListQuery,
  LibraryPage,
  OrderLibraryParams,
  SaveLibraryImageRequest,
  StockImage,
} from './images';
// Membership, extra resources, pay as you go and retail.
export {
  ExtraResource,
  LeaveBody,
  PackageData,
  PaygAccount,
  PaygData,
  PaygOrder,
  PaygQuery,
  PaygSwitchBody,
  Plan,
  ScheduleBody,
  SwitchData,
} from './membership';
export { MEMBERSHIP_MESSAGES, PAYG_PLAN_ID } from './membership-constants';
// Notifications, their groups and pages.
export {
  AnnotationTargetId,
  MessageGroupParams,
  MessageIdParams,
  MessageMutation,
  MessagePageQuery,
  NOTIFICATION_TARGETS,
  NOTIFICATION_WIDGET_TYPES,
  Notification,
  NotificationData,
  type NotificationTarget,
  type NotificationWidgetType,
  type PagedEnvelopeOf,
  type PageMetaData,
  PageMetaSchema,
  UnreadCount,
} from './messaging';
// Creating and duplicating orders: the service catalogue, the draft form and its answers.
export {
  CatalogueService,
  CopyFilesBody,
  ORDER_CART_ITEM_TYPE,
  ORDER_CREATE_MESSAGES,
  ORDER_FORM_LIMITS,
  ORDER_PRIORITIES,
  OrderForm,
  OrderFormSource,
  type OrderPriority,
  OrderPublishBody,
  OrderSaved,
  PaygCartItem,
  ServiceCatalogue,
  ServiceCategory,
  ServiceOption,
} from './order-create';
// The order page's attachments and timeline.
export type {
  OrderAttachment,
  OrderAttachmentGroup,
  OrderAttachmentGroupName,
  OrderAttachments,
  OrderTimelineEntry,
} from './order-detail';
// Orders: cards, lists, filters, sorting, search, moves.
export {
  ARCHIVED_ORDER_FILTER_FIELDS,
  type ArchivedOrderFilterValue,
  ArchivedOrderListQuery,
  MentionUser,
  MoveProgressRequest,
  NEW_ORDER_LANES,
  ORDER_FILTER_FIELDS,
  ORDER_MESSAGES,
  ORDER_PAGE,
  ORDER_SORT_TYPES,
  OrderCard,
  OrderDetail,
  type OrderFilterValue,
  OrderIdParams,
  OrderListData,
  OrderListQuery,
  OrderMentionsQuery,
  OrderNoQuery,
  OrderPageMeta,
  OrderSearchQuery,
  type OrderSortType,
  WORKING_TIME_REMINDER_MINUTES,
} from './orders';
// Payment messages, test cards, statuses and the webhook signature header.
export {
  INVOICE_PAGE_SIZE,
  INVOICE_STATUSES,
  type InvoiceStatus,
  PAYMENT_MESSAGES,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_STATUSES,
  type PaymentStatus,
  TEST_CARDS,
} from './payment-constants';
// Payment methods, invoices and charges.
export {
  AddPaymentMethodRequest,
  CardToken,
  CardTokenRequest,
  InvoiceDetail,
  InvoiceLine,
  InvoiceListQuery,
  InvoiceParams,
  InvoiceSummary,
  PayInvoiceRequest,
  PaymentAttempt,
  PaymentMethod,
  PaymentMethodParams,
  PayResult,
} from './payments';
// Manage profile and General settings (issue 26).
export {
  ACCOUNT_KEPT_DAYS,
  CompanyBody,
  DeletionBody,
  type DeletionState,
  PasswordChangeBody,
  PROFILE_MESSAGES,
  ProfileBody,
  type ProfileDetails,
} from './profile-settings';
// Proofing: attachments, versions, annotation threads and comments.
export {
  AnnotationComment,
  AnnotationForm,
  AnnotationTopic,
  AnnotationUpdateForm,
  AttachmentInfo,
  AttachmentParams,
  AttachmentTimelineBody,
  AttachmentVersion,
  CommentForm,
  CommentParams,
  FILE_TYPES,
  Mentions,
  MessageEdit,
  MOVE_TO_ACTIONS,
  MoveToBody,
  PROOFING_LIMITS,
  PROOFING_MESSAGES,
  ProofingOrderParams,
  ResolveBody,
  type ReviewStanding,
  Sender,
  TIMELINE_CONTENTS,
  type TimelineContent,
  TopicParams,
  VersionDeleteParams,
  VersionList,
  VersionParams,
  VersionWithAnnotations,
} from './proofing';
// Realtime event names.
export {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_EVENTS,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  REALTIME_UNAUTHORIZED_CLOSE,
  type RealtimeEventKind,
} from './realtime';
// Realtime events' payloads.
export { ClientMessage, ServerMessage } from './realtime-messages';
// Reporting: orders by status, turnaround, time in review; operators' workload and working time.
export {
  OperatorReport,
  OperatorReportQuery,
  OperatorWorkload,
  OrderReport,
  OrderReportBucket,
  OrderReportQuery,
  OrderReportService,
  REPORT_GRANULARITIES,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  type ReportGranularity,
  ReportPeriod,
} from './reporting';
// A white-label client's customers.
export { RESELLER_CUSTOMER_MESSAGES, RESELLER_CUSTOMER_PAGE_SIZE } from './reseller-customer-constants';
export {
  CreatedResellerCustomer,
  CreateResellerCustomerRequest,
  ResellerCustomer,
  ResellerCustomerListQuery,
  ResellerCustomerParams,
  UpdateResellerCustomerRequest,
} from './reseller-customers';
export {
  CreateTeamMemberRequest,
  TeamMember,
  TeamMemberListQuery,
  TeamMemberParams,
  UpdateTeamMemberRequest,
} from './team';
// Team members of an account.
export { TEAM_MEMBER_MESSAGES, TEAM_MEMBER_PAGE_SIZE } from './team-constants';
// Uploads: the upload token, registration and the stored file.
export {
  ASSET_KINDS,
  type AssetKind,
  ATTACHMENT_CATEGORIES,
  type AttachmentCategory,
  RegisterUploadBody,
  STORAGE_KEY_PATTERN,
  STORAGE_MESSAGES,
  StorageFileParams,
  UPLOAD_HEADERS,
  UPLOAD_SIGNING,
  UploadKeyParams,
  UploadParams,
  UploadTokenBody,
  UploadTokenData,
} from './upload';
// The signed-in user and their profile.
export {
  CLIENT_ROLES,
  ClientProfile,
  Colours,
  INFINITY_MARKER,
  Membership,
  Payg,
  Retail,
  ROLES,
  type Role,
  Storages,
  TOUR_FLAGS,
  Tour,
  type TourFlag,
  User,
  WhitelabelInfo,
} from './user';
// Approval workflows of an account and the workflow an order follows.
export {
  AssignWorkflowRequest,
  type OrderWorkflow,
  OrderWorkflowParams,
  type OrderWorkflowStage,
  WORKFLOW_LIMITS,
  WORKFLOW_MESSAGES,
  WORKFLOW_REVIEWER_ROLES,
  WORKFLOW_RULES,
  type Workflow,
  type WorkflowDecision,
  type WorkflowOrder,
  WorkflowParams,
  WorkflowPreferenceRequest,
  WorkflowRequest,
  type WorkflowReviewer,
  WorkflowReviewerInput,
  type WorkflowReviewerRole,
  type WorkflowRule,
  type WorkflowStage,
  WorkflowStageInput,
  type WorkflowStageState,
} from './workflows';
