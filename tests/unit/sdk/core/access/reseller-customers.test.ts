import { describe, expect, it } from 'vitest';
import { canManageResellerCustomers, canReadResellerCustomers } from '../../../../../sdk/core/access';

// Dashboard §6 "Client users see Create New Customer … Only white-label clients can toggle the view".
describe('reseller customers rule', () => {
  it('lets the owner and staff of a white-label account read, and those not view-only manage', () => {
    const reseller = { role: 'owner' as const, isClientWhitelabel: true };
    expect(canReadResellerCustomers(reseller)).toBe(true);
    expect(canManageResellerCustomers(reseller)).toBe(true);
    expect(canManageResellerCustomers({ ...reseller, role: 'staff' })).toBe(true);
    expect(canReadResellerCustomers({ ...reseller, viewOnly: true })).toBe(true);
    expect(canManageResellerCustomers({ ...reseller, viewOnly: true })).toBe(false);
  });

  it('refuses direct accounts, internal roles and nobody', () => {
    expect(canReadResellerCustomers({ role: 'owner' })).toBe(false);
    expect(canReadResellerCustomers({ role: 'owner', isClientWhitelabel: false })).toBe(false);
    expect(canReadResellerCustomers({ role: 'manager', isClientWhitelabel: true })).toBe(false);
    expect(canReadResellerCustomers(null)).toBe(false);
    expect(canManageResellerCustomers(undefined)).toBe(false);
  });
});
