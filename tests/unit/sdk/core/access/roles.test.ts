import { describe, expect, it } from 'vitest';
import {
  ADMIN_CLIENT_ROLES,
  defaultRoleMessages,
  isAdminClientRole,
  isCustomerSideRole,
  isInternalRole,
  isManagerRole,
  isRole,
  loadsLiveChat,
  ROLES,
  refreshesSession,
} from '../../../../../sdk/core/access';
import { codeLabel, messageKey } from '../../../../../sdk/core/domain';

describe('roles', () => {
  it('Roles: owner (Account Owner), staff (Team Member), operator, manager, creative_manager, production_manager, guest, cso, admin.', () => {
    expect(ROLES).toEqual([
      'owner',
      'staff',
      'operator',
      'manager',
      'creative_manager',
      'production_manager',
      'guest',
      'cso',
      'admin',
    ]);
    expect(codeLabel(defaultRoleMessages, 'role', 'owner')).toBe('Account Owner');
    expect(codeLabel(defaultRoleMessages, 'role', 'staff')).toBe('Team Member');
    for (const role of ROLES) expect(defaultRoleMessages[messageKey('role', role)]).toBeTruthy();
    expect(isRole('staff')).toBe(true);
    expect(isRole('client')).toBe(false);
  });

  it('Owner and staff are customer-side. Operator, manager, creative_manager and production_manager are internal roles.', () => {
    expect(ROLES.filter(isCustomerSideRole)).toEqual(['owner', 'staff']);
    expect(ROLES.filter(isInternalRole)).toEqual([
      'operator',
      'manager',
      'creative_manager',
      'production_manager',
    ]);
    expect(ROLES.filter(isManagerRole)).toEqual(['manager', 'creative_manager', 'production_manager']);
  });

  it('POST /d/token (admin: roles operator, manager, creative_manager, production_manager, cso, admin)', () => {
    expect([...ADMIN_CLIENT_ROLES].sort()).toEqual(
      ['operator', 'manager', 'creative_manager', 'production_manager', 'cso', 'admin'].sort(),
    );
    expect(isAdminClientRole('owner')).toBe(false);
  });

  it('A live-chat script loads for every user except admin, creative manager, manager, production manager and operator.', () => {
    expect(ROLES.filter(loadsLiveChat)).toEqual(['owner', 'staff', 'guest', 'cso']);
  });

  it('For operator, manager, creative manager and production manager roles, the session is refreshed every 60 seconds', () => {
    expect(ROLES.filter(refreshesSession)).toEqual([
      'operator',
      'manager',
      'creative_manager',
      'production_manager',
    ]);
  });
});
