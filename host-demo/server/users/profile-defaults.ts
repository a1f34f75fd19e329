import type { User } from 'proofdesk/contract';
import { TOUR_FLAGS } from 'proofdesk/contract';

/** The User fields kept in the `profile` JSON column rather than in their own columns. */
export type ProfileExtras = Omit<
  User,
  | 'id'
  | 'firstname'
  | 'lastname'
  | 'emailAddress'
  | 'avatar'
  | 'jobTitle'
  | 'role'
  | 'timeZone'
  | 'viewOnly'
  | 'isClientWhitelabel'
  | 'isClientProfileComplete'
  | 'whitelabelInfo'
  | 'haveFreeTrial'
>;

/** What a user without stored extras gets: a free plan with nothing used and every tour pending. */
export function defaultProfile(): ProfileExtras {
  return {
    currencySimbol: '$',
    isSubscriber: false,
    isProfileComplete: true,
    isPaymentComplete: true,
    emailIsVerified: true,
    isScheduledDowngrade: false,
    isScheduledUpgrade: false,
    isRequestDeletion: false,
    endSubscriptionCycleOn: null,
    tourVideo: null,
    tour: Object.fromEntries(TOUR_FLAGS.map((flag) => [flag, true])) as User['tour'],
    payg: { allocatedHourWarning: false, wordingWarning: '' },
    ngineFavicon: null,
    myProofApprovalWorkflowPreference: false,
    membership: {
      type: 'free',
      title: 'Pay as you go',
      paymentTerm: null,
      dueDate: null,
      isActive: true,
      onFreeTrial: false,
      onSubscriptionLeave: false,
      onSubscriptionLeaveReactivationDateFormat: null,
      latePaymentPopup: false,
      freeTrial: {
        haveFreeTrial: false,
        isExpiredFreeTrial: false,
        freeTrialDays: 0,
        popup: false,
        banner: false,
      },
      allocatedHour: { used: 0, quota: 0, packageAllocatedHours: 0 },
      orders: { used: 0, quota: 0, currentActiveOrder: 0, maximumActiveOrder: 0 },
    },
    storages: { used: 0, quota: 0, additionals: [] },
    retail: {
      additionalStorageUsed: 0,
      additionalStorageQuota: 0,
      totalOrderQuota: 0,
      totalOrderExtra: 0,
      totalOrderSubscription: 0,
      allocatedHourExtra: 0,
      allocatedHourSubscription: 0,
      allocatedHourUsed: 0,
      activeOrderQuota: 0,
    },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored values over defaults, recursing into objects; arrays and scalars replace. */
export function mergeDeep<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override))
    return (override === undefined ? base : override) as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) result[key] = key in base ? mergeDeep(base[key], value) : value;
  }
  return result as T;
}
