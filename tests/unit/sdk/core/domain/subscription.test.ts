import { describe, expect, it } from 'vitest';
import { defaultCycleMessages, subscriptionCycle } from '../../../../../sdk/core/domain';

const now = new Date('2026-11-27T12:00:00Z');
const paid = { type: 'paid', paymentTerm: 'monthly', dueDate: '2026-12-15T00:00:00Z', isActive: true };

describe('subscriptionCycle (dashboard §4 "Subscription")', () => {
  it("reads 'Next Payment Due Date' for an active paid plan with a due date ahead", () => {
    expect(subscriptionCycle(paid, now)).toBe('due');
    expect(defaultCycleMessages.due).toBe('Next Payment Due Date');
  });

  it("'Inactive when a paid plan is not active or the due date has passed'", () => {
    expect(subscriptionCycle({ ...paid, isActive: false }, now)).toBe('inactive');
    expect(subscriptionCycle({ ...paid, dueDate: '2026-11-27T12:00:00Z' }, now)).toBe('inactive');
    expect(defaultCycleMessages.inactive).toBe('Subscription Inactive');
  });

  it("'Monthly Cycle' for a monthly plan without a fixed due date; pay as you go has no cycle", () => {
    expect(subscriptionCycle({ ...paid, dueDate: null }, now)).toBe('monthly');
    expect(defaultCycleMessages.monthly).toBe('Monthly Cycle');
    expect(subscriptionCycle({ ...paid, paymentTerm: 'yearly', dueDate: null }, now)).toBe('inactive');
    expect(subscriptionCycle({ type: 'free', paymentTerm: null, dueDate: null, isActive: true }, now)).toBe(
      'none',
    );
  });
});
