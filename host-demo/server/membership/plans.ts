import { PAYG_PLAN_ID, type Plan } from 'proofdesk/contract';
import { UNLIMITED } from 'proofdesk/rules';
import type { ProfilePatch } from '../account';
import type { Trx } from '../data';
import { listPlans, type PlanRow, readAccountPlan } from '../data/membership/plan-rows';
import type { ProfileExtras } from '../users';

const HOUR = 3600;

const quota = (value: number | null) => (value === null ? UNLIMITED : value);

/** A catalogue row on the wire, relative to the account's plan. */
export function toPlan(row: PlanRow, current: PlanRow): Plan {
  return {
    id: row.id,
    title: row.title,
    type: row.type === 'paid' ? 'paid' : 'free',
    paymentTerm: row.payment_term === 'monthly' || row.payment_term === 'yearly' ? row.payment_term : null,
    price: row.price_cents / 100,
    currency: row.currency,
    maximumActiveOrder: quota(row.maximum_active_orders),
    orderQuota: quota(row.order_quota),
    storageQuota: quota(row.storage_bytes),
    hours: row.hours,
    relation: row.id === current.id ? 'current' : row.tier > current.tier ? 'upgrade' : 'downgrade',
  };
}

export interface PlanState {
  plans: PlanRow[];
  current: PlanRow;
  scheduled: PlanRow | null;
}

/**
 * The account's plan: its account_plans row, else (accounts from before plans, the demo seed) the
 * catalogue plan whose title its profile shows, else pay as you go.
 */
export async function planState(trx: Trx, clientId: string, profile: ProfileExtras): Promise<PlanState> {
  const plans = await listPlans(trx);
  const byId = (id: string | null | undefined) => plans.find((plan) => plan.id === id);
  const row = await readAccountPlan(trx, clientId);
  const free = byId(PAYG_PLAN_ID);
  if (!free) throw new Error('the plan catalogue has no pay-as-you-go plan');
  const current =
    byId(row?.plan_id) ??
    (profile.membership.type === 'free'
      ? free
      : (plans.find((plan) => plan.title === profile.membership.title) ?? free));
  return { plans, current, scheduled: byId(row?.scheduled_plan_id) ?? null };
}

/** `date` plus whole months (UTC), for cycle ends and leave dates. */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * What starting `plan` now writes on the account's profiles: a fresh cycle (nothing used yet), the
 * plan's quotas, and the retail totals re-added over the new subscription figures. Extras bought
 * stay (they are the account's, not the plan's).
 */
export function startPlanPatch(plan: PlanRow, profile: ProfileExtras, now: Date): ProfilePatch {
  const paid = plan.type === 'paid';
  const dueDate = paid ? addMonths(now, plan.payment_term === 'yearly' ? 12 : 1).toISOString() : null;
  const orderQuota = plan.order_quota ?? 0;
  return {
    isSubscriber: paid,
    isScheduledUpgrade: false,
    isScheduledDowngrade: false,
    endSubscriptionCycleOn: dueDate,
    membership: {
      type: paid ? 'paid' : 'free',
      title: plan.title,
      paymentTerm: paid ? plan.payment_term : null,
      dueDate,
      isActive: true,
      onSubscriptionLeave: false,
      onSubscriptionLeaveReactivationDateFormat: null,
      latePaymentPopup: false,
      allocatedHour: { used: 0, quota: plan.hours, packageAllocatedHours: plan.hours },
      orders: {
        used: 0,
        quota: quota(plan.order_quota),
        currentActiveOrder: profile.membership.orders.currentActiveOrder,
        maximumActiveOrder: quota(plan.maximum_active_orders),
      },
    },
    storages: { quota: quota(plan.storage_bytes) },
    retail: {
      totalOrderSubscription: orderQuota,
      totalOrderQuota: orderQuota + profile.retail.totalOrderExtra,
      allocatedHourSubscription: plan.hours * HOUR,
      allocatedHourUsed: 0,
    },
  };
}
