import { type Static, Type } from '@sinclair/typebox';

// Roles of spec §6 and the unlimited-quota marker: one list and one marker for wire and rules
// (sdk/core/access and sdk/core/domain re-export them from the contract).
import { UNLIMITED as INFINITY_MARKER } from './quota-constants';
import { ROLES, type Role } from './role-constants';

export { INFINITY_MARKER, ROLES, type Role };

/** Roles allowed on each sign-in client (wire contract). */
export const CLIENT_ROLES = {
  customer: ['owner', 'staff'],
  admin: ['operator', 'manager', 'creative_manager', 'production_manager', 'cso', 'admin'],
} as const satisfies Record<'customer' | 'admin', readonly Role[]>;

/** JSON has no Infinity: an unlimited quota travels as this marker (spec: "may be an infinity marker"). */
const Quota = Type.Union([Type.Number(), Type.Literal(INFINITY_MARKER)]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Colours = Type.Object({
  info: Type.String(),
  primary: Type.String(),
  success: Type.String(),
  warning: Type.String(),
  danger: Type.String(),
});

export const WhitelabelInfo = Type.Object({
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  imagePlaceholder: Nullable(Type.String()),
  theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
  colours: Colours,
});
export type WhitelabelInfo = Static<typeof WhitelabelInfo>;

export const TOUR_FLAGS = [
  'dashboardTourGuide',
  'userMenuTourGuide',
  'manageProfileTourGuide',
  'manageInvoiceTourGuide',
  'teamMemberTourGuide',
  'generalSettingsTourGuide',
  'createNewOrderTourGuide',
  'createTeamMemberTourGuide',
  'managePaymentTourGuide',
  'addNewPaymentMethodTourGuide',
  'deleteAccountTourGuide',
] as const;
export type TourFlag = (typeof TOUR_FLAGS)[number];
export const Tour = Type.Object(
  Object.fromEntries(TOUR_FLAGS.map((flag) => [flag, Type.Boolean()])) as {
    [K in TourFlag]: ReturnType<typeof Type.Boolean>;
  },
);

export const Membership = Type.Object({
  type: Type.Union([Type.Literal('free'), Type.Literal('paid')]),
  title: Type.String(),
  paymentTerm: Nullable(Type.String()),
  dueDate: Nullable(Type.String()),
  isActive: Type.Boolean(),
  onFreeTrial: Type.Boolean(),
  onSubscriptionLeave: Type.Boolean(),
  /** Reactivation date already formatted for display (dd MMM yyyy), null when not on leave. */
  onSubscriptionLeaveReactivationDateFormat: Nullable(Type.String()),
  latePaymentPopup: Type.Boolean(),
  freeTrial: Type.Object({
    haveFreeTrial: Type.Boolean(),
    isExpiredFreeTrial: Type.Boolean(),
    freeTrialDays: Type.Number(),
    popup: Type.Boolean(),
    banner: Type.Boolean(),
  }),
  /** Hours. */
  allocatedHour: Type.Object({ used: Type.Number(), quota: Quota, packageAllocatedHours: Type.Number() }),
  orders: Type.Object({
    used: Type.Number(),
    quota: Quota,
    currentActiveOrder: Type.Number(),
    maximumActiveOrder: Quota,
  }),
});
export type Membership = Static<typeof Membership>;

/** Bytes. */
export const Storages = Type.Object({
  used: Type.Number(),
  quota: Quota,
  additionals: Type.Array(
    Type.Object({ id: Type.String(), title: Type.String(), quota: Type.Number(), dueDate: Type.String() }),
  ),
});

/** Storage in bytes, hours in seconds (spec: "Retail hour values are in seconds"). */
export const Retail = Type.Object({
  additionalStorageUsed: Type.Number(),
  additionalStorageQuota: Type.Number(),
  totalOrderQuota: Type.Number(),
  totalOrderExtra: Type.Number(),
  totalOrderSubscription: Type.Number(),
  allocatedHourExtra: Type.Number(),
  allocatedHourSubscription: Type.Number(),
  allocatedHourUsed: Type.Number(),
  activeOrderQuota: Type.Number(),
});

export const Payg = Type.Object({ allocatedHourWarning: Type.Boolean(), wordingWarning: Type.String() });

/** The User entity of dashboard spec §3, answered by GET /profile. */
export const User = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  emailAddress: Type.String(),
  avatar: Nullable(Type.String()),
  jobTitle: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  timeZone: Type.Object({ value: Type.String(), label: Type.String() }),
  viewOnly: Type.Boolean(),
  currencySimbol: Type.String(),
  isSubscriber: Type.Boolean(),
  isClientWhitelabel: Type.Boolean(),
  isProfileComplete: Type.Boolean(),
  isClientProfileComplete: Type.Boolean(),
  isPaymentComplete: Type.Boolean(),
  emailIsVerified: Type.Boolean(),
  haveFreeTrial: Type.Boolean(),
  isScheduledDowngrade: Type.Boolean(),
  isScheduledUpgrade: Type.Boolean(),
  isRequestDeletion: Type.Boolean(),
  endSubscriptionCycleOn: Nullable(Type.String()),
  /** When a requested account deletion happens (ISO time; issue 26); absent or null without one. */
  accountDeletionOn: Type.Optional(Nullable(Type.String())),
  /** Who is signed in as this user through an impersonation token (issue 26); absent otherwise. */
  impersonatedBy: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  tourVideo: Nullable(Type.String()),
  tour: Tour,
  payg: Payg,
  /** The branding this user sees: their own white-label account's, or their reseller's; null for direct. */
  whitelabelInfo: Nullable(WhitelabelInfo),
  ngineFavicon: Nullable(Type.String()),
  myProofApprovalWorkflowPreference: Type.Boolean(),
  membership: Membership,
  storages: Storages,
  retail: Retail,
});
export type User = Static<typeof User>;

/** GET /r/profile: the signed-in user's account. */
export const ClientProfile = Type.Object({
  id: Type.String(),
  companyName: Type.String(),
  isWhitelabel: Type.Boolean(),
  whitelabelInfo: Nullable(WhitelabelInfo),
});
export type ClientProfile = Static<typeof ClientProfile>;
