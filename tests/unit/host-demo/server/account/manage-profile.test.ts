import type { FastifyInstance } from 'fastify';
import type { DeletionState, ProfileDetails, User } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { sweepAccountDeletions } from '../../../../../host-demo/server/account/deletion-sweep';
import { bearer, csrfFor, DEMO_PASSWORD, signIn, testClock, testServer } from '../helpers';

// Manage profile and General settings (issue 26): routes/manage-profile.ts and the deletion job.

const DAY = 86_400_000;

async function member(app: FastifyInstance, username: string, scope = 'customer:profile') {
  const { accessToken } = await signIn(app, username);
  const csrf = await csrfFor(app, accessToken, scope);
  const call = (
    method: 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    token: string | null = csrf,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(accessToken), ...(token ? { 'x-csrf-token': token } : {}) },
      ...(payload ? { payload } : {}),
    });
  const get = async <T>(url: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(accessToken) })).json<{ data: T }>().data;
  return {
    accessToken,
    call,
    profile: () => get<User>('/api/profile'),
    details: () => get<ProfileDetails>('/api/profile/details'),
    deletion: () => get<DeletionState>('/api/profile/deletion'),
  };
}

const goodProfile = {
  firstname: 'Olivia',
  lastname: 'Northwind',
  jobTitle: 'Art Director',
  timeZone: 'Europe/London',
  phone: '0207-946-0958',
  address: '1 Harbour Row',
  city: 'London',
  country: 'United Kingdom',
};

/** Every order of the account finished (approved), so a deletion request is not blocked. */
function finishOrders(app: FastifyInstance, clientId: string) {
  app.proofdesk.data
    .sqlite!.prepare("UPDATE orders SET status = 'approved', card_state = 'APPROVED' WHERE client_id = ?")
    .run(clientId);
}

const clientOf = async (username: string, app: FastifyInstance) => {
  const row = await app.proofdesk.data.db
    .selectFrom('users')
    .select('client_id')
    .where('email', '=', username)
    .executeTakeFirst();
  return row?.client_id ?? null;
};

describe('PUT /profile (personal and contact sections)', () => {
  it('refuses empty fields with Required! and a phone-like value not of 11 characters with Not Valid', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const response = await owner.call('PUT', '/api/profile', {
      ...goodProfile,
      firstname: ' ',
      city: '',
      phone: '0207-946-095',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please check the highlighted fields.',
      messages: ['firstname: Required!', 'phone: Not Valid', 'city: Required!'],
    });
    expect((await owner.details()).personal.firstname).not.toBe(' ');
  });

  it('saves the sections, counts dashes, underscores and spaces out of the phone, and completes the profile', async () => {
    const app = await testServer();
    await app.proofdesk.data.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ isProfileComplete: false }) })
      .where('email', '=', 'staff@demo.test')
      .execute();
    const staff = await member(app, 'staff@demo.test');
    expect((await staff.profile()).isProfileComplete).toBe(false);
    const response = await staff.call('PUT', '/api/profile', {
      ...goodProfile,
      firstname: 'Sam',
      phone: '020 7946_0958',
      timeZone: 'Asia/Tokyo',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: User; message: string }>();
    expect(body.message).toBe('Your profile has been updated.');
    expect(body.data.firstname).toBe('Sam');
    expect(body.data.timeZone.value).toBe('Asia/Tokyo');
    expect(body.data.timeZone.label).toBe('(GMT+9) Japan Standard Time');
    expect(body.data.isProfileComplete).toBe(true);
    expect((await staff.details()).contact).toEqual({
      phone: '020 7946_0958',
      address: '1 Harbour Row',
      city: 'London',
      country: 'United Kingdom',
    });
  });

  it('refuses an unknown time zone, unknown properties, and a call without the anti-forgery header', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const zone = await owner.call('PUT', '/api/profile', { ...goodProfile, timeZone: 'Mars/Olympus' });
    expect(zone.json().messages).toEqual(['timeZone: Not Valid']);
    expect((await owner.call('PUT', '/api/profile', { ...goodProfile, role: 'admin' })).statusCode).toBe(400);
    expect((await owner.call('PUT', '/api/profile', goodProfile, null)).statusCode).toBe(403);
  });
});

describe('PUT /r/profile (company section)', () => {
  const company = {
    companyName: 'Northwind Studio',
    phone: '02079460958',
    address: '1 Harbour Row',
    website: 'northwind.example',
  };

  it('the owner saves it for the account and completes the client profile; staff are refused', async () => {
    const app = await testServer();
    const clientId = (await clientOf('owner@demo.test', app))!;
    await app.proofdesk.data.db
      .updateTable('clients')
      .set({ profile_complete: 0 })
      .where('id', '=', clientId)
      .execute();
    const owner = await member(app, 'owner@demo.test', 'customer:customer-profile');
    expect((await owner.profile()).isClientProfileComplete).toBe(false);
    const bad = await owner.call('PUT', '/api/r/profile', { ...company, phone: '123', website: '' });
    expect(bad.json().messages).toEqual(['phone: Not Valid', 'website: Required!']);
    const saved = await owner.call('PUT', '/api/r/profile', company);
    expect(saved.json()).toEqual({ success: true, message: 'Your company details have been updated.' });
    expect((await owner.profile()).isClientProfileComplete).toBe(true);
    const staff = await member(app, 'staff@demo.test', 'customer:customer-profile');
    expect((await staff.details()).company?.companyName).toBe('Northwind Studio');
    expect((await staff.details()).canEditCompany).toBe(false);
    expect((await owner.details()).canEditCompany).toBe(true);
    const refused = await staff.call('PUT', '/api/r/profile', company);
    expect(refused.statusCode).toBe(403);
  });
});

describe('PUT /profile/password', () => {
  it('needs the current password, 6 to 20 characters and the same new password twice', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const empty = await owner.call('PUT', '/api/profile/password', {
      currentPassword: '',
      newPassword: 'abc',
      confirmPassword: '',
    });
    expect(empty.json().messages).toEqual([
      'currentPassword: Required!',
      'newPassword: Password must be 6 to 20 characters.',
      'confirmPassword: Required!',
    ]);
    const mismatch = await owner.call('PUT', '/api/profile/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-2',
    });
    expect(mismatch.json().message).toBe('The new passwords do not match.');
    const wrong = await owner.call('PUT', '/api/profile/password', {
      currentPassword: 'not-the-password',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(wrong.json().message).toBe('The current password is not correct.');
  });

  it('changes it: the new password signs in, the old one no longer does, other sessions end', async () => {
    const app = await testServer();
    const other = await signIn(app, 'owner@demo.test');
    const owner = await member(app, 'owner@demo.test');
    const changed = await owner.call('PUT', '/api/profile/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(changed.json()).toEqual({ success: true, message: 'Your password has been changed.' });
    expect((await owner.profile()).emailAddress).toBe('owner@demo.test');
    const stale = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(other.accessToken),
    });
    expect(stale.statusCode).toBe(401);
    await expect(signIn(app, 'owner@demo.test')).rejects.toThrow();
  });
});

describe('account deletion', () => {
  it('is refused while active orders exist, naming them', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const state = await owner.deletion();
    expect(state.request).toBeNull();
    expect(state.activeOrders.length).toBeGreaterThan(0);
    const response = await owner.call('POST', '/api/profile/deletion', {
      reason: 'Closing',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.message).toBe(
      'Your account has active orders. Complete or cancel them before deleting the account.',
    );
    expect(body.messages).toEqual(state.activeOrders.map((order) => `#${order.orderNumber} ${order.name}`));
    expect((await owner.profile()).isRequestDeletion).toBe(false);
  });

  it('needs a reason and the password; only the owner may ask', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const empty = await owner.call('POST', '/api/profile/deletion', { reason: '', password: '' });
    expect(empty.json().messages).toEqual(['reason: Required!', 'password: Required!']);
    const wrong = await owner.call('POST', '/api/profile/deletion', {
      reason: 'Closing',
      password: 'nope-nope',
    });
    expect(wrong.json().message).toBe('The password is not correct.');
    const staff = await member(app, 'staff@demo.test');
    const refused = await staff.call('POST', '/api/profile/deletion', {
      reason: 'x',
      password: DEMO_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the account owner can do this.');
    const operator = await member(app, 'operator@demo.test', 'admin:profile');
    expect((await operator.call('DELETE', '/api/profile/deletion')).statusCode).toBe(403);
  });

  it('schedules the deletion 30 days out, shows the date in the profile, and can be cancelled', async () => {
    const clock = testClock('2026-03-01T10:00:00Z');
    const app = await testServer({ now: clock.now, deletionSweepMs: 0 });
    const clientId = (await clientOf('owner@demo.test', app))!;
    finishOrders(app, clientId);
    const owner = await member(app, 'owner@demo.test');
    const staff = await member(app, 'staff@demo.test');
    const response = await owner.call('POST', '/api/profile/deletion', {
      reason: 'We are closing the studio',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ deleteOn: '2026-03-31T10:00:00.000Z' });
    expect(response.json().message).toBe(
      'Your account will be deleted on 31 Mar 2026. You can cancel until then.',
    );
    expect(await staff.profile()).toMatchObject({
      isRequestDeletion: true,
      accountDeletionOn: '2026-03-31T10:00:00.000Z',
    });
    const again = await owner.call('POST', '/api/profile/deletion', { reason: 'x', password: DEMO_PASSWORD });
    expect(again.json().message).toBe('Your account is already scheduled for deletion.');
    expect((await owner.deletion()).request).toEqual({
      reason: 'We are closing the studio',
      requestedAt: '2026-03-01T10:00:00.000Z',
      deleteOn: '2026-03-31T10:00:00.000Z',
    });
    const cancelled = await owner.call('DELETE', '/api/profile/deletion');
    expect(cancelled.json()).toEqual({ success: true, message: 'Your account deletion has been cancelled.' });
    expect(await owner.profile()).toMatchObject({ isRequestDeletion: false, accountDeletionOn: null });
    expect((await owner.call('DELETE', '/api/profile/deletion')).json().message).toBe(
      'Your account is not scheduled for deletion.',
    );
    clock.advance(31 * DAY);
    expect(await sweepAccountDeletions(app.proofdesk)).toEqual([]);
    expect(await clientOf('owner@demo.test', app)).toBe(clientId);
  });

  it('the server job deletes the account for real once the 30 days are over, not before', async () => {
    const clock = testClock('2026-03-01T10:00:00Z');
    const app = await testServer({ now: clock.now, deletionSweepMs: 20 });
    const clientId = (await clientOf('owner@demo.test', app))!;
    finishOrders(app, clientId);
    const owner = await member(app, 'owner@demo.test');
    await owner.call('POST', '/api/profile/deletion', { reason: 'Closing', password: DEMO_PASSWORD });
    clock.advance(30 * DAY - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await clientOf('owner@demo.test', app)).toBe(clientId);
    clock.advance(60_000);
    await expect.poll(async () => clientOf('owner@demo.test', app), { timeout: 5000 }).toBeNull();
    const orders = await app.proofdesk.data.db
      .selectFrom('orders')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(orders).toEqual([]);
    const gone = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(owner.accessToken) });
    expect(gone.statusCode).toBe(401);
    // Other accounts are untouched.
    expect(await clientOf('harbor@demo.test', app)).not.toBeNull();
  });
});
