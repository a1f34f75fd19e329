import { describe, expect, it } from 'vitest';
import { allowedStatusChanges, canChangeStatus, ROLES, type Role } from '../../../../../sdk/core/access';
import { ORDER_STATUSES, type OrderStatus } from '../../../../../sdk/core/domain';

// dashboard §4 "Status-change access by current status and role", transcribed per role so the test
// does not share the implementation's shape. "managers" = manager, creative_manager,
// production_manager; admin is documented to do what managers do; cso and guest get nothing.
const MANAGERS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  'new-order': ['in-progress'],
  'in-progress': ['in-review'],
  'gr-revision': ['in-review'],
  'in-review': ['in-progress', 'approved'],
  approved: ['in-review', 'completed'],
  completed: ['approved'],
};

const EXPECTED: Record<Role, Partial<Record<OrderStatus, OrderStatus[]>>> = {
  operator: { 'new-order': ['in-progress'], 'in-progress': ['in-review'], approved: ['completed'] },
  manager: MANAGERS,
  creative_manager: MANAGERS,
  production_manager: MANAGERS,
  admin: MANAGERS,
  owner: {
    'gr-revision': ['in-review'],
    'in-review': ['in-progress', 'approved'],
    approved: ['in-review', 'completed'],
    completed: ['approved'],
  },
  staff: { 'in-review': ['in-progress', 'approved'], approved: ['in-review'] },
  cso: {},
  guest: {},
};

describe('status-change table', () => {
  for (const role of ROLES) {
    for (const from of ORDER_STATUSES) {
      const expected = EXPECTED[role][from] ?? [];
      it(`${role} from ${from} may go to [${expected.join(', ')}]`, () => {
        expect(allowedStatusChanges(role, from)).toEqual(expected);
        for (const to of ORDER_STATUSES) {
          expect(canChangeStatus(role, from, to)).toBe(expected.includes(to));
        }
      });
    }
  }

  it('on-hold and cancelled: no transitions.', () => {
    for (const role of ROLES) {
      expect(allowedStatusChanges(role, 'on-hold')).toEqual([]);
      expect(allowedStatusChanges(role, 'cancelled')).toEqual([]);
    }
  });

  it('new order: operator, manager, creative manager and production manager may go to in-progress; owner and staff none.', () => {
    expect(canChangeStatus('operator', 'new-order', 'in-progress')).toBe(true);
    expect(canChangeStatus('production_manager', 'new-order', 'in-progress')).toBe(true);
    expect(allowedStatusChanges('owner', 'new-order')).toEqual([]);
    expect(allowedStatusChanges('staff', 'new-order')).toEqual([]);
  });

  it('approved: operator may go to completed; managers and owner may go to in-review or completed; staff only in-review.', () => {
    expect(allowedStatusChanges('operator', 'approved')).toEqual(['completed']);
    expect(allowedStatusChanges('owner', 'approved')).toEqual(['in-review', 'completed']);
    expect(allowedStatusChanges('staff', 'approved')).toEqual(['in-review']);
  });

  it('returns a copy callers may mutate', () => {
    allowedStatusChanges('owner', 'approved').push('cancelled');
    expect(allowedStatusChanges('owner', 'approved')).toEqual(['in-review', 'completed']);
  });
});
