import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type AccessUser,
  can,
  canDeletePreset,
  canReactivateSubscription,
  canSavePreset,
  canToggleView,
  headerCreateAction,
  presetKeepsOperatorFilter,
  ROLES,
  type Role,
  roleRights,
  Subject as S,
  showsBoardListToggle,
} from '../../../../../sdk/core/access';

const user = (role: Role, extra: Partial<AccessUser> = {}): AccessUser => ({ role, ...extra });
const rolesThat = (test: (u: AccessUser) => boolean) => ROLES.filter((r) => test(user(r)));

describe('ability table (dashboard §6 role summary)', () => {
  it('Permissions are an action (read, create, update, delete, visit) on a named subject.', () => {
    expect(ACTIONS).toEqual(['read', 'create', 'update', 'delete', 'visit']);
    expect(can(null, 'read', S.ORDER)).toBe(false);
  });

  it('Staff: read manage-hours, orders, membership, storage and service; create order; creator, operator and manager filters; image search; retail and customer reporting.', () => {
    const staff = user('staff');
    for (const subject of [S.ALLOCATED_HOURS, S.ORDER, S.MEMBERSHIP, S.STORAGE, S.SERVICE, S.RETAIL]) {
      expect(can(staff, 'read', subject)).toBe(true);
    }
    expect(can(staff, 'create', S.CREATE_ORDER)).toBe(true);
    expect(can(staff, 'read', S.ORDER_FILTER_CREATOR)).toBe(true);
    expect(can(staff, 'read', S.ORDER_FILTER_OPERATOR)).toBe(true);
    expect(can(staff, 'read', S.ORDER_FILTER_MANAGER)).toBe(true);
    expect(can(staff, 'read', S.ORDER_FILTER_CLIENT)).toBe(false);
    expect(can(staff, 'read', S.NAV_PEXELS_CUSTOMER_IMAGES)).toBe(true);
    expect(can(staff, 'read', S.NAV_CUSTOMER_REPORTING)).toBe(true);
  });

  it('Staff: Update order status, publish, cancel, delete, duplicate, hold, resume, revert to draft and restore. Visit create-order and profile pages.', () => {
    const staff = user('staff');
    for (const subject of [S.ORDER_STATUS, S.ORDER_PUBLISH, S.ORDER_CANCEL, S.ORDER_HOLD, S.ORDER_RESUME]) {
      expect(can(staff, 'update', subject)).toBe(true);
    }
    expect(can(staff, 'update', S.ORDER_REVERT_DRAFT)).toBe(true);
    expect(can(staff, 'update', S.ORDER_RESTORE)).toBe(true);
    expect(can(staff, 'delete', S.ORDER)).toBe(true);
    expect(can(staff, 'create', S.ORDER_DUPLICATE)).toBe(true);
    expect(can(staff, 'visit', S.CREATE_ORDER)).toBe(true);
    expect(can(staff, 'visit', S.NAV_MANAGE_PROFILE)).toBe(true);
  });

  it('Operator: add and remove review, add version, all order filters, company name in lists, ... guest reviewer invite, PAYG time.', () => {
    const op = user('operator');
    expect(can(op, 'create', S.REVIEW)).toBe(true);
    expect(can(op, 'delete', S.REVIEW)).toBe(true);
    expect(can(op, 'create', S.VERSION)).toBe(true);
    for (const f of [S.ORDER_FILTER_CLIENT, S.ORDER_FILTER_CUSTOMER, S.ORDER_FILTER_CREATOR]) {
      expect(can(op, 'read', f)).toBe(true);
    }
    expect(can(op, 'read', S.ORDER_LIST_COMPANY_NAME)).toBe(true);
    expect(can(op, 'create', S.ANNOTATION_INTERNAL_COMMENT)).toBe(true);
    expect(can(op, 'create', S.GUEST_REVIEWER_INVITE)).toBe(true);
    expect(can(op, 'read', S.PAYG_TIME)).toBe(true);
    expect(can(op, 'update', S.WORKING_TIME)).toBe(true);
    expect(can(op, 'delete', S.CUSTOMER_REVIEW_ATTACHMENT)).toBe(true);
    expect(can(op, 'update', S.ORDER_ARCHIVE)).toBe(false);
    expect(can(op, 'read', S.APPROVE)).toBe(false);
  });

  it('Manager: like operator plus user reporting, update order detail, archive, assign operator and manager, delete attachments; no review add or remove.', () => {
    const op = roleRights('operator');
    const mgr = roleRights('manager');
    for (const right of op) {
      if (right === 'create:review' || right === 'delete:review') expect(mgr.has(right)).toBe(false);
      else expect(mgr.has(right), right).toBe(true);
    }
    const m = user('manager');
    expect(can(m, 'read', S.NAV_USER_REPORTING)).toBe(true);
    expect(can(m, 'update', S.ORDER_DETAIL)).toBe(true);
    expect(can(m, 'update', S.ORDER_ARCHIVE)).toBe(true);
    expect(can(m, 'update', S.ASSIGNED_OPERATOR)).toBe(true);
    expect(can(m, 'update', S.ASSIGNED_MANAGER)).toBe(true);
    expect(can(m, 'delete', S.ATTACHMENT)).toBe(true);
  });

  it('Creative and production managers: like manager plus approving.', () => {
    for (const role of ['creative_manager', 'production_manager'] as const) {
      for (const right of roleRights('manager')) expect(roleRights(role).has(right)).toBe(true);
      expect(can(user(role), 'update', S.APPROVE)).toBe(true);
    }
    expect(rolesThat((u) => can(u, 'read', S.APPROVE))).toEqual([
      'creative_manager',
      'production_manager',
      'admin',
    ]);
  });

  it('CSO: read-only filters, company name, attach customer review, image search, profile.', () => {
    const cso = user('cso');
    expect(can(cso, 'read', S.ORDER_FILTER_OPERATOR)).toBe(true);
    expect(can(cso, 'read', S.ORDER_LIST_COMPANY_NAME)).toBe(true);
    expect(can(cso, 'create', S.CUSTOMER_REVIEW_ATTACHMENT)).toBe(true);
    expect(can(cso, 'read', S.NAV_PEXELS_CUSTOMER_IMAGES)).toBe(true);
    expect(can(cso, 'read', S.NAV_MANAGE_PROFILE)).toBe(true);
    expect(can(cso, 'update', S.ORDER_STATUS)).toBe(false);
    expect(can(cso, 'create', S.ANNOTATION_PUBLIC_COMMENT)).toBe(false);
  });

  it('Owner: company info, billing, membership, ..., leave subscription, delete account, all order actions except archive', () => {
    const owner = user('owner', { isSubscriber: true, membership: { type: 'paid' } });
    for (const right of roleRights('staff')) expect(roleRights('owner').has(right)).toBe(true);
    expect(can(owner, 'update', S.COMPANY_INFO)).toBe(true);
    expect(can(owner, 'read', S.BILLING)).toBe(true);
    expect(can(owner, 'create', S.CHECKOUT)).toBe(true);
    expect(can(owner, 'update', S.SUBSCRIPTION_LEAVE)).toBe(true);
    expect(can(owner, 'delete', S.ACCOUNT_DELETION)).toBe(true);
    expect(can(owner, 'create', S.GUEST_REVIEWER_INVITE)).toBe(true);
    expect(can(owner, 'update', S.ORDER_ARCHIVE)).toBe(false);
    expect(can(owner, 'create', S.ORDER_ARCHIVE)).toBe(false);
  });

  it('impersonation is admin or cso only (wire contract)', () => {
    expect(rolesThat((u) => can(u, 'create', S.IMPERSONATE))).toEqual(['cso', 'admin']);
  });

  it('guest: public annotation comments only', () => {
    const guest = user('guest');
    expect(can(guest, 'create', S.ANNOTATION_PUBLIC_COMMENT)).toBe(true);
    expect(can(guest, 'read', S.ANNOTATION_INTERNAL_COMMENT)).toBe(false);
    expect(can(guest, 'read', S.ORDER)).toBe(false);
    expect(roleRights('guest').size).toBe(2);
  });

  it('admin holds every right of operator and the managers', () => {
    for (const role of ['operator', 'manager', 'creative_manager', 'production_manager'] as const) {
      for (const right of roleRights(role))
        expect(roleRights('admin').has(right), `${role} ${right}`).toBe(true);
    }
  });

  it('reading a NAV_/PAGE_ subject implies visiting it, for every role', () => {
    for (const role of ROLES) {
      for (const right of roleRights(role)) {
        const [action, subject] = right.split(':') as [string, string];
        if (action === 'read' && /^(NAV|PAGE)_/.test(subject)) {
          expect(roleRights(role).has(`visit:${subject}` as never)).toBe(true);
        }
      }
    }
  });
});

describe('presets and viewOnly', () => {
  it('Users flagged viewOnly cannot save or delete presets unless their role is CSO.', () => {
    for (const role of ROLES.filter((r) => r !== 'guest')) {
      expect(canSavePreset(user(role))).toBe(true);
      expect(canSavePreset(user(role, { viewOnly: true }))).toBe(role === 'cso');
      expect(canDeletePreset(user(role, { viewOnly: true }))).toBe(role === 'cso');
    }
    expect(canSavePreset(user('guest'))).toBe(false);
  });

  it('viewOnly users keep read access but lose every write', () => {
    const viewer = user('manager', { viewOnly: true });
    expect(can(viewer, 'read', S.ORDER)).toBe(true);
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(viewer, action, S.ORDER_ARCHIVE)).toBe(false);
    }
  });

  it('The operator filter is saved in a preset only when the user may read the operator filter.', () => {
    expect(presetKeepsOperatorFilter(user('staff'))).toBe(true);
    expect(presetKeepsOperatorFilter(user('guest'))).toBe(false);
  });
});

describe('subscription and view conditions', () => {
  it('Only users with the subscription-leave update right can reactivate; others are told to contact the owner.', () => {
    expect(rolesThat(canReactivateSubscription)).toEqual(['owner']);
    expect(canReactivateSubscription(user('owner', { viewOnly: true }))).toBe(false);
  });

  it('Client users see Create New Customer, not Create New Order.', () => {
    expect(headerCreateAction(user('owner'))).toBe('create-order');
    expect(headerCreateAction(user('operator'))).toBe(null);
    const reseller = user('owner', { isClientWhitelabel: true, view: 'client' });
    expect(headerCreateAction(reseller)).toBe('create-customer');
    expect(can(reseller, 'read', S.CREATE_ORDER)).toBe(false);
    expect(headerCreateAction({ ...reseller, view: 'customer' })).toBe('create-order');
  });

  it('Only non-client users see the board and list toggle. Only white-label clients can toggle the view.', () => {
    expect(showsBoardListToggle(user('staff'))).toBe(true);
    expect(showsBoardListToggle(user('owner', { isClientWhitelabel: true, view: 'client' }))).toBe(false);
    expect(canToggleView(user('owner', { isClientWhitelabel: true }))).toBe(true);
    expect(canToggleView(user('owner'))).toBe(false);
    // A stored 'client' view means nothing without white-label.
    expect(showsBoardListToggle(user('owner', { view: 'client' }))).toBe(true);
  });

  it('a white-label client in the client view reads the customer filter', () => {
    expect(
      can(user('owner', { isClientWhitelabel: true, view: 'client' }), 'read', S.ORDER_FILTER_CUSTOMER),
    ).toBe(true);
    expect(
      can(user('owner', { isClientWhitelabel: true, view: 'customer' }), 'read', S.ORDER_FILTER_CUSTOMER),
    ).toBe(false);
    expect(can(user('owner'), 'read', S.ORDER_FILTER_CUSTOMER)).toBe(false);
  });
});
