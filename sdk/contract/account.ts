import { type Static, Type } from '@sinclair/typebox';
import type { TourFlag } from './user';

// Account and membership calls (dashboard §7 "Account and membership").

/** Keys of PUT /profile/tour/{tourId}; each names the `<key>TourGuide` flag, 'all' names every one. */
export const TOUR_KEYS = [
  'dashboard',
  'userMenu',
  'manageProfile',
  'manageInvoice',
  'teamMember',
  'generalSettings',
  'createNewOrder',
  'createTeamMember',
  'managePayment',
  'addNewPaymentMethod',
  'deleteAccount',
] as const;
export type TourKey = (typeof TOUR_KEYS)[number];
export type TourId = TourKey | 'all';

/** The profile flags a tour id sets. */
export function tourFlagsOf(tourId: TourId): TourFlag[] {
  const keys: readonly TourKey[] = tourId === 'all' ? TOUR_KEYS : [tourId];
  return keys.map((key) => `${key}TourGuide` as const);
}

export const TourParams = Type.Object(
  { tourId: Type.Union([...TOUR_KEYS, 'all' as const].map((key) => Type.Literal(key))) },
  { additionalProperties: false },
);
export type TourParams = Static<typeof TourParams>;

/** `data: false` = finished or skipped (the tour no longer shows). */
export const TourBody = Type.Object({ data: Type.Boolean() }, { additionalProperties: false });
export type TourBody = Static<typeof TourBody>;

export const ACCOUNT_MESSAGES = {
  downgradeCancelled: 'Your scheduled downgrade has been cancelled.',
  noDowngrade: 'There is no scheduled downgrade to cancel.',
  upgradeCancelled: 'Your scheduled upgrade has been cancelled.',
  noUpgrade: 'There is no scheduled upgrade to cancel.',
  verificationSent: 'We have sent a new verification link to your e-mail.',
  alreadyVerified: 'Your e-mail address is already verified.',
  subscriptionContinued: 'Your subscription will continue.',
  nothingToContinue: 'Your subscription is not scheduled to end or change.',
  reactivated: 'Your subscription has been reactivated.',
  notOnLeave: 'Your subscription is not on leave.',
  reactivateDenied: 'Please contact the account owner to reactivate the subscription.',
  noAccount: 'This user has no customer account.',
} as const;
