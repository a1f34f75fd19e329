// The subscription's cycle line (dashboard §4 "Subscription"): "Inactive when a paid plan is not
// active or the due date has passed. The label then reads 'Subscription Inactive' instead of 'Next
// Payment Due Date' (or 'Monthly Cycle' for some accounts)."

export interface CycleFigures {
  type: string;
  paymentTerm: string | null;
  dueDate: string | null;
  isActive: boolean;
}

/**
 * - 'none': pay as you go (the free plan) has no cycle;
 * - 'inactive': a paid plan that is not active or whose due date has passed;
 * - 'due': the next payment's date is known ('Next Payment Due Date');
 * - 'monthly': a monthly plan without a known date ('Monthly Cycle': the accounts the spec means,
 *   billed every month by invoice rather than on a fixed date).
 */
export type CycleState = 'none' | 'inactive' | 'due' | 'monthly';

export function subscriptionCycle(membership: CycleFigures, now: Date = new Date()): CycleState {
  if (membership.type === 'free') return 'none';
  const due = membership.dueDate ? Date.parse(membership.dueDate) : Number.NaN;
  if (!membership.isActive || due <= now.getTime()) return 'inactive';
  if (!Number.isNaN(due)) return 'due';
  return membership.paymentTerm === 'monthly' ? 'monthly' : 'inactive';
}

/** The spec's words for each state ('none' has no line). */
export const defaultCycleMessages = {
  due: 'Next Payment Due Date',
  monthly: 'Monthly Cycle',
  inactive: 'Subscription Inactive',
} as const;
