import { type Static, Type } from '@sinclair/typebox';
import { UNLIMITED } from './quota-constants';

// Membership, extra resources, pay as you go and retail calls (dashboard §2 /membership, /payg,
// /retail; issue 25). The plans are the server's catalogue; quotas travel as numbers or the
// infinity marker.

const Quota = Type.Union([Type.Number(), Type.Literal(UNLIMITED)]);
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** A plan of the catalogue. `price` is in the currency unit per `paymentTerm` (null: pay as you go). */
export const Plan = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: Type.Union([Type.Literal('free'), Type.Literal('paid')]),
  paymentTerm: Type.Union([Type.Literal('monthly'), Type.Literal('yearly'), Type.Null()]),
  price: Type.Number(),
  currency: Type.String(),
  /** Active orders at a time, orders per cycle, storage in bytes, allocated hours per cycle. */
  maximumActiveOrder: Quota,
  orderQuota: Quota,
  storageQuota: Quota,
  hours: Type.Number(),
  /** Relative to the account's plan. */
  relation: Type.Union([Type.Literal('current'), Type.Literal('upgrade'), Type.Literal('downgrade')]),
});
export type Plan = Static<typeof Plan>;

/** An extra resource for sale: a cart package that grows one quota when its invoice is paid. */
export const ExtraResource = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  currency: Type.String(),
  resource: Type.Union([Type.Literal('storage'), Type.Literal('hours'), Type.Literal('active-orders')]),
  /** Bytes, seconds or orders per unit bought. */
  amount: Type.Number(),
});
export type ExtraResource = Static<typeof ExtraResource>;

/** Answer data of GET /package. */
export const PackageData = Type.Object({
  plan: Plan,
  scheduled: Type.Union([
    Type.Object({ plan: Plan, kind: Type.Union([Type.Literal('upgrade'), Type.Literal('downgrade')]) }),
    Type.Null(),
  ]),
  plans: Type.Array(Plan),
  extras: Type.Array(ExtraResource),
});
export type PackageData = Static<typeof PackageData>;

/** Body of PUT /package/schedule: the plan the account moves to at its next cycle. */
export const ScheduleBody = Type.Object({ planId: Id }, { additionalProperties: false });
export type ScheduleBody = Static<typeof ScheduleBody>;

/** Body of PUT /profile/leave-subscription: a pause of one to three months. */
export const LeaveBody = Type.Object(
  { months: Type.Integer({ minimum: 1, maximum: 3 }) },
  { additionalProperties: false },
);
export type LeaveBody = Static<typeof LeaveBody>;

/** Body of PUT /payg/switch: to pay as you go (at the cycle's end), or to a paid plan (an invoice). */
export const PaygSwitchBody = Type.Union([
  Type.Object({ to: Type.Literal('payg') }, { additionalProperties: false }),
  Type.Object({ to: Type.Literal('membership'), planId: Id }, { additionalProperties: false }),
]);
export type PaygSwitchBody = Static<typeof PaygSwitchBody>;

/** A pay-as-you-go order of the account. */
export const PaygOrder = Type.Object({
  id: Type.String(),
  orderNumber: Type.Number(),
  name: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  dueDate: Type.Union([Type.String(), Type.Null()]),
});
export type PaygOrder = Static<typeof PaygOrder>;

/** Answer data of GET /payg: one account's pay-as-you-go figures. */
export const PaygData = Type.Object({
  clientId: Type.String(),
  companyName: Type.String(),
  onPayg: Type.Boolean(),
  hours: Type.Object({ used: Type.Number(), quota: Quota }),
  allocatedHourWarning: Type.Boolean(),
  wordingWarning: Type.String(),
  orders: Type.Array(PaygOrder),
});
export type PaygData = Static<typeof PaygData>;

/** A row of GET /payg/accounts (internal staff: NAV_PAYG_CUSTOMER_INFO). */
export const PaygAccount = Type.Object({
  clientId: Type.String(),
  companyName: Type.String(),
  hours: Type.Object({ used: Type.Number(), quota: Quota }),
  allocatedHourWarning: Type.Boolean(),
});
export type PaygAccount = Static<typeof PaygAccount>;

export const PaygQuery = Type.Object({ clientId: Type.Optional(Id) }, { additionalProperties: false });
export type PaygQuery = Static<typeof PaygQuery>;

/** Answer data of PUT /payg/switch to a paid plan: the invoice to pay. */
export const SwitchData = Type.Object({ _id: Type.String() });
export type SwitchData = Static<typeof SwitchData>;
