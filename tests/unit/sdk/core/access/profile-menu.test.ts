import { describe, expect, it } from 'vitest';
import {
  type AccessUser,
  defaultProfileMenuMessages,
  type ProfileMenuEntry,
  type ProfileMenuMessages,
  profileMenuEntries,
} from '../../../../../sdk/core/access';
import { codeLabel } from '../../../../../sdk/core/domain';

const keys = (u: AccessUser) => profileMenuEntries(u).map((e) => e.key);
// Entries are codes; what a person reads comes from the catalogue.
const labelled = (entry: ProfileMenuEntry, messages: ProfileMenuMessages = defaultProfileMenuMessages) => ({
  ...entry,
  label: codeLabel(messages, 'menu', entry.key),
});

// dashboard §2 "Profile menu": "Each entry is permission-gated".
describe('profile menu', () => {
  it('lists every entry in spec order with its label and path for a subscribed owner with the workflow preference', () => {
    const owner: AccessUser = {
      role: 'owner',
      isSubscriber: true,
      membership: { type: 'paid' },
      myProofApprovalWorkflowPreference: true,
    };
    expect(
      profileMenuEntries(owner)
        .map((e) => labelled(e))
        .map(({ label, path }) => [label, path]),
    ).toEqual([
      ['Manage Profile', '/profile'],
      ['Order Reporting', '/reporting/order'],
      ['My Images', '/my-images'],
      ['Membership & Additional Resources', '/membership/service'],
      ['Manage Payment/Invoices', '/billing/payments'],
      ['Manage Team Member', '/team-members'],
      ['Workflow and Roles', '/workflow-and-roles'],
      ['General Settings', '/settings'],
      ['Logout', '/signout'],
    ]);
  });

  it('Order Reporting and Reporting (both lead to order reporting); Pay as you Go Customer Info', () => {
    const entries = profileMenuEntries({ role: 'manager' }).map((e) => labelled(e));
    expect(entries.map((e) => e.label)).toEqual([
      'Manage Profile',
      'Reporting',
      'Pay as you Go Customer Info',
      'General Settings',
      'Logout',
    ]);
    expect(entries.find((e) => e.key === 'reporting')?.path).toBe('/reporting/order');
  });

  it('Membership & Additional Resources (client view or subscriber, and membership type not free)', () => {
    const base: AccessUser = { role: 'owner', membership: { type: 'paid' } };
    expect(keys(base)).not.toContain('membership');
    expect(keys({ ...base, isSubscriber: true })).toContain('membership');
    expect(keys({ ...base, isClientWhitelabel: true, view: 'client' })).toContain('membership');
    expect(keys({ ...base, isSubscriber: true, membership: { type: 'free' } })).not.toContain('membership');
  });

  it('Manage Payment/Invoices (client view or subscriber)', () => {
    expect(keys({ role: 'owner' })).not.toContain('payment');
    expect(keys({ role: 'owner', isSubscriber: true, membership: { type: 'free' } })).toContain('payment');
    expect(keys({ role: 'owner', isClientWhitelabel: true, view: 'client' })).toContain('payment');
  });

  it('Manage Team Member (customer view only)', () => {
    expect(keys({ role: 'owner' })).toContain('team-member');
    expect(keys({ role: 'owner', isClientWhitelabel: true, view: 'customer' })).toContain('team-member');
    expect(keys({ role: 'owner', isClientWhitelabel: true, view: 'client' })).not.toContain('team-member');
    expect(keys({ role: 'staff' })).not.toContain('team-member');
  });

  it('Workflow and Roles (only with the proof-approval-workflow preference)', () => {
    expect(keys({ role: 'owner' })).not.toContain('workflow-and-roles');
    expect(keys({ role: 'owner', myProofApprovalWorkflowPreference: true })).toContain('workflow-and-roles');
    expect(keys({ role: 'staff', myProofApprovalWorkflowPreference: true })).not.toContain(
      'workflow-and-roles',
    );
  });

  it('every signed-in role gets General Settings and Logout; guests get no menu; labels are overridable', () => {
    for (const role of ['staff', 'operator', 'cso', 'admin'] as const) {
      expect(keys({ role }).slice(-2)).toEqual(['general-settings', 'logout']);
    }
    expect(profileMenuEntries({ role: 'guest' })).toEqual([]);
    expect(profileMenuEntries(null)).toEqual([]);
    const translated = { ...defaultProfileMenuMessages, menuLogout: 'Abmelden' };
    expect(labelled(profileMenuEntries({ role: 'staff' }).at(-1)!, translated)).toEqual({
      key: 'logout',
      label: 'Abmelden',
      path: '/signout',
    });
  });
});
