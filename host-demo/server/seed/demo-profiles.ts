import { INFINITY_MARKER, TOUR_FLAGS, type User } from 'proofdesk/contract';
import type { ProfileExtras } from '../users';
import { PROOFDESK_FAVICON } from './brand-assets';

const GB = 1024 ** 3;
const HOUR = 3600;
const DAY_MS = 86_400_000;

const tours = (pending: boolean) =>
  Object.fromEntries(TOUR_FLAGS.map((flag) => [flag, pending])) as User['tour'];

/** Northwind Studio: a paid monthly plan two-thirds used, with one extra storage pack. */
export function northwindProfile(now: Date): Partial<ProfileExtras> {
  const dueDate = new Date(now.getTime() + 18 * DAY_MS);
  return {
    isSubscriber: true,
    ngineFavicon: PROOFDESK_FAVICON,
    // Tours already seen: the tour is modal over the board, and these are the accounts a visitor and
    // the e2e suite use first. A new account starts with every tour pending (users/profile-defaults);
    // PUT /profile/tour/all { data: true } shows them again (docs/rules-and-choices.md, tours).
    tour: tours(false),
    // Approval workflows on (issue 26): the owner finds Workflow and Roles in the profile menu. No
    // workflow is seeded, so no demo order follows one until the owner assigns it.
    myProofApprovalWorkflowPreference: true,
    endSubscriptionCycleOn: dueDate.toISOString(),
    membership: {
      type: 'paid',
      title: 'Studio Pro (monthly)',
      paymentTerm: 'monthly',
      dueDate: dueDate.toISOString(),
      isActive: true,
      onFreeTrial: false,
      onSubscriptionLeave: false,
      onSubscriptionLeaveReactivationDateFormat: null,
      latePaymentPopup: false,
      freeTrial: {
        haveFreeTrial: false,
        isExpiredFreeTrial: true,
        freeTrialDays: 14,
        popup: false,
        banner: false,
      },
      allocatedHour: { used: 27.5, quota: 40, packageAllocatedHours: 40 },
      orders: { used: 14, quota: 20, currentActiveOrder: 4, maximumActiveOrder: 6 },
    },
    storages: {
      used: Math.round(7.4 * GB),
      quota: 20 * GB,
      additionals: [
        {
          id: 'storage-pack-1',
          title: '+5GB',
          quota: 5 * GB,
          dueDate: new Date(now.getTime() + 48 * DAY_MS).toISOString(),
        },
      ],
    },
    retail: {
      additionalStorageUsed: Math.round(1.2 * GB),
      additionalStorageQuota: 5 * GB,
      totalOrderQuota: 22,
      totalOrderExtra: 2,
      totalOrderSubscription: 20,
      allocatedHourExtra: 5 * HOUR,
      allocatedHourSubscription: 40 * HOUR,
      allocatedHourUsed: 3 * HOUR,
      activeOrderQuota: 1,
    },
    payg: { allocatedHourWarning: false, wordingWarning: '' },
  };
}

/** Brightline Print: a yearly agency plan with unlimited orders and storage. */
export function brightlineProfile(now: Date): Partial<ProfileExtras> {
  const dueDate = new Date(now.getTime() + 200 * DAY_MS);
  return {
    isSubscriber: true,
    ngineFavicon: PROOFDESK_FAVICON,
    tour: tours(false),
    endSubscriptionCycleOn: dueDate.toISOString(),
    membership: {
      type: 'paid',
      title: 'Agency (yearly)',
      paymentTerm: 'yearly',
      dueDate: dueDate.toISOString(),
      isActive: true,
      onFreeTrial: false,
      onSubscriptionLeave: false,
      onSubscriptionLeaveReactivationDateFormat: null,
      latePaymentPopup: false,
      freeTrial: {
        haveFreeTrial: false,
        isExpiredFreeTrial: true,
        freeTrialDays: 14,
        popup: false,
        banner: false,
      },
      allocatedHour: { used: 112, quota: 300, packageAllocatedHours: 300 },
      orders: {
        used: 61,
        quota: INFINITY_MARKER,
        currentActiveOrder: 9,
        maximumActiveOrder: INFINITY_MARKER,
      },
    },
    storages: { used: Math.round(38.6 * GB), quota: INFINITY_MARKER, additionals: [] },
  };
}

/** A reseller's customer on pay-as-you-go with a low-hours warning. */
export function paygProfile(): Partial<ProfileExtras> {
  return {
    ngineFavicon: PROOFDESK_FAVICON,
    tour: tours(false),
    payg: {
      allocatedHourWarning: true,
      wordingWarning: 'You have used 90% of your pay-as-you-go hours this month.',
    },
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
        haveFreeTrial: true,
        isExpiredFreeTrial: false,
        freeTrialDays: 9,
        popup: false,
        banner: true,
      },
      allocatedHour: { used: 4.5, quota: 5, packageAllocatedHours: 5 },
      orders: { used: 3, quota: 5, currentActiveOrder: 1, maximumActiveOrder: 2 },
    },
    storages: { used: Math.round(0.4 * GB), quota: 2 * GB, additionals: [] },
  };
}

/** Internal staff: no plan of their own, tours already seen. */
export const staffProfile = (): Partial<ProfileExtras> => ({
  ngineFavicon: PROOFDESK_FAVICON,
  tour: tours(false),
});

/**
 * A new sign-up: its profile is not complete yet, so the portal holds it at 'Welcome to Dashboard!'.
 * The pay-as-you-go plan's limits, but nothing used: the account has no orders and no files, so its
 * meters read 0 (the active-orders meter counts published orders not yet finished, and an empty board
 * has none). Before, it copied Harbor's figures, '1 / 2' active orders beside an empty board.
 */
export function newcomerProfile(): Partial<ProfileExtras> {
  const payg = paygProfile();
  const membership = payg.membership!;
  return {
    ...payg,
    isProfileComplete: false,
    tour: tours(true),
    payg: { allocatedHourWarning: false, wordingWarning: '' },
    membership: {
      ...membership,
      allocatedHour: { ...membership.allocatedHour, used: 0 },
      orders: { ...membership.orders, used: 0, currentActiveOrder: 0 },
    },
    storages: { ...payg.storages!, used: 0 },
  };
}
