import { describe, expect, it } from 'vitest';
import {
  canAttachSuppliedFiles,
  canUnlockOrder,
  isAccountRole,
  ROLES,
  tracksWorkingTime,
} from '../../../../../sdk/core/access';

const allowed = (rule: (role: string) => boolean) => ROLES.filter((role) => rule(role));

describe('server gates (role rules the reference server enforces)', () => {
  it('every role but the guest has an account session', () => {
    expect(allowed(isAccountRole)).toEqual(ROLES.filter((role) => role !== 'guest'));
  });

  it('"Internal staff work on any order; on the customer side only the account owner may" unlock', () => {
    expect(allowed(canUnlockOrder).sort()).toEqual(
      ['admin', 'creative_manager', 'manager', 'operator', 'owner', 'production_manager'].sort(),
    );
  });

  it('working time runs for the operator, the managers and the admin', () => {
    expect(allowed(tracksWorkingTime).sort()).toEqual(
      ['admin', 'creative_manager', 'manager', 'operator', 'production_manager'].sort(),
    );
  });

  it('supplied files: not the CSO, not view-only users', () => {
    expect(canAttachSuppliedFiles({ role: 'staff' })).toBe(true);
    expect(canAttachSuppliedFiles({ role: 'operator' })).toBe(true);
    expect(canAttachSuppliedFiles({ role: 'cso' })).toBe(false);
    expect(canAttachSuppliedFiles({ role: 'owner', viewOnly: true })).toBe(false);
  });
});
