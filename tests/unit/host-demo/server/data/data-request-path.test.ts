import { describe, expect, it } from 'vitest';
import {
  addStorageUsed,
  applyProfilePatch,
  storageFigures,
  storedProfileOf,
} from '../../../../../host-demo/server/account';
import {
  consumeImpersonationToken,
  findLiveSession,
  issueImpersonationToken,
  issuePasswordReset,
  issueSession,
  revokeSession,
} from '../../../../../host-demo/server/auth';
import type { Data } from '../../../../../host-demo/server/data';
import {
  addInvitation,
  findGuestAuth,
  issueGuestSession,
  listInvitations,
  matchInvitation,
  revokeInvitation,
} from '../../../../../host-demo/server/guests';
import { readOfficeHours, writeOfficeHours } from '../../../../../host-demo/server/hours';
import {
  findClientById,
  findUserByEmail,
  findUserById,
  findUserForLogin,
  findUsersByIds,
  toClientProfile,
  toUser,
} from '../../../../../host-demo/server/users';
import { DIALECTS, testData } from '../data-helpers';

// Issue 24: the request path (sessions, sign-in reads, profile, business hours, guest sessions) gives
// the same answers on both databases, and its racing writes keep their guarantees on PostgreSQL.

const T0 = new Date('2026-03-05T14:00:00.000Z').getTime();
const TIMEOUT = 60_000;

/** A context with a test clock: `clock.at` moves "now". */
function context(data: Data) {
  const clock = { at: T0 };
  return { clock, ctx: { data, now: () => new Date(clock.at), tokenTtlSeconds: 3600 } };
}

async function accounts(data: Data) {
  await data.db
    .insertInto('clients')
    .values([
      {
        id: 'reseller',
        name: 'Resell',
        type: 'whitelabel',
        parent_client_id: null,
        whitelabel: '{"brandName":"R"}',
        profile_complete: 1,
        created_at: 1,
      },
      {
        id: 'c',
        name: 'Customer',
        type: 'direct',
        parent_client_id: 'reseller',
        whitelabel: null,
        profile_complete: 0,
        created_at: 1,
      },
    ])
    .execute();
  const user = {
    client_id: 'c',
    password_hash: 'x',
    lastname: 'L',
    avatar: null,
    job_title: '',
    time_zone: 'Europe/Berlin',
    view_only: 0,
    profile: '{}',
    created_at: 1,
  };
  await data.db
    .insertInto('users')
    .values([
      { ...user, id: 'owner', email: 'Owner@C.test', username: null, firstname: 'Olga', role: 'owner' },
      { ...user, id: 'member', email: 'member@c.test', username: null, firstname: 'Max', role: 'staff' },
      {
        ...user,
        id: 'admin',
        client_id: null,
        email: 'admin@p.test',
        username: 'boss',
        firstname: 'Ada',
        role: 'admin',
      },
    ])
    .execute();
}

async function order(data: Data, id: string, frozen = 0) {
  const at = new Date(T0).toISOString();
  await data.db
    .insertInto('orders')
    .values({
      id,
      order_number: id === 'o1' ? 1001 : 1002,
      client_id: 'c',
      name: `Order ${id}`,
      status: 'in-review',
      position: 0,
      is_frozen: frozen,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describe.each(DIALECTS)('the request path on %s', (dialect) => {
  it('signs in, keeps a second sign-in’s session beside the first, revokes one and expires both', async () => {
    const data = await testData(dialect);
    await accounts(data);
    const { clock, ctx } = context(data);
    // E-mail without case on both databases; a username only on the admin client.
    expect((await findUserForLogin(data, ' owner@c.TEST ', 'customer'))?.id).toBe('owner');
    expect(await findUserForLogin(data, 'boss', 'customer')).toBeUndefined();
    expect((await findUserForLogin(data, 'boss', 'admin'))?.id).toBe('admin');
    expect((await findUserByEmail(data, 'member@c.test'))?.firstname).toBe('Max');
    expect(await findUserById(data, 'owner')).toMatchObject({ id: 'owner', view_only: 0, role: 'owner' });
    expect((await findUsersByIds(data, ['member', 'admin', 'nobody'])).map((row) => row.id).sort()).toEqual([
      'admin',
      'member',
    ]);
    expect(await findUsersByIds(data, [])).toEqual([]);

    const first = await issueSession(ctx, 'owner', 'customer');
    clock.at += 60_000;
    const second = await issueSession(ctx, 'owner', 'customer');
    expect(first.expiresAt.getTime()).toBe(T0 + 3600_000);
    expect(await findLiveSession(ctx, first.accessToken)).toEqual(first.session);
    expect((await findLiveSession(ctx, second.accessToken))?.id).toBe(second.session.id);
    expect(await findLiveSession(ctx, 'not-a-token')).toBeUndefined();

    expect(await revokeSession(ctx, first.session.id)).toBe(true);
    expect(await revokeSession(ctx, first.session.id)).toBe(false);
    expect(await findLiveSession(ctx, first.accessToken)).toBeUndefined();
    expect(await findLiveSession(ctx, second.accessToken)).toBeDefined();

    clock.at = second.expiresAt.getTime() - 1;
    expect(await findLiveSession(ctx, second.accessToken)).toBeDefined();
    clock.at = second.expiresAt.getTime();
    expect(await findLiveSession(ctx, second.accessToken)).toBeUndefined();

    const reset = await issuePasswordReset(ctx, 'owner');
    const stored = await data.db.selectFrom('password_resets').select(['user_id', 'expires_at']).execute();
    expect(reset).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).toEqual([{ user_id: 'owner', expires_at: clock.at + 3600_000 }]);
  });

  it(
    'uses an impersonation token once, even when 20 requests race for it, and never after expiry',
    async () => {
      const data = await testData(dialect);
      await accounts(data);
      const { clock, ctx } = context(data);
      const token = await issueImpersonationToken(ctx, 'member', 'admin');
      const results = await Promise.all(
        Array.from({ length: 20 }, () => consumeImpersonationToken(ctx, token)),
      );
      expect(results.filter(Boolean)).toEqual([{ userId: 'member', createdBy: 'admin' }]);
      const late = await issueImpersonationToken(ctx, 'member', 'admin');
      clock.at += 5 * 60_000;
      expect(await consumeImpersonationToken(ctx, late)).toBeUndefined();
      const session = await issueSession(ctx, 'member', 'customer', 'admin');
      expect((await findLiveSession(ctx, session.accessToken))?.impersonator_id).toBe('admin');
    },
    TIMEOUT,
  );

  it('reads the profile with the reseller’s branding and patches one user or the whole account', async () => {
    const data = await testData(dialect);
    await accounts(data);
    const owner = await findUserById(data, 'owner');
    if (!owner) throw new Error('no owner');
    const user = await toUser(data, owner, new Date(T0));
    expect(user).toMatchObject({
      id: 'owner',
      emailAddress: 'Owner@C.test',
      isClientWhitelabel: false,
      isClientProfileComplete: false,
      whitelabelInfo: { brandName: 'R' },
    });
    const client = await findClientById(data, 'c');
    expect(client && (await toClientProfile(data, client))).toEqual({
      id: 'c',
      companyName: 'Customer',
      isWhitelabel: false,
      whitelabelInfo: { brandName: 'R' },
    });
    expect(await findClientById(data, null)).toBeUndefined();

    expect(
      await applyProfilePatch(data, { userId: 'member' }, { tour: { dashboardTourGuide: false } }),
    ).toEqual(['member']);
    expect(
      await applyProfilePatch(data, { clientId: 'c' }, { isScheduledDowngrade: true, storages: { used: 7 } }),
    ).toEqual(['member', 'owner']);
    const member = await storedProfileOf(data, 'member');
    expect(member?.tour).toMatchObject({ dashboardTourGuide: false });
    expect(member?.isScheduledDowngrade).toBe(true);
    expect(member?.storages.used).toBe(7);
    expect((await storedProfileOf(data, 'owner'))?.tour).not.toMatchObject({ dashboardTourGuide: false });
    expect(await storedProfileOf(data, 'nobody')).toBeUndefined();
    expect(await applyProfilePatch(data, { userId: 'nobody' }, { isRequestDeletion: true })).toEqual([]);
  });

  it(
    'keeps every key of 30 profile patches sent at once (the JSON merge is not a lost update)',
    async () => {
      const data = await testData(dialect);
      await accounts(data);
      const flags = Array.from({ length: 30 }, (_, index) => `flag${index}`);
      await Promise.all(
        flags.map((flag, index) =>
          index % 2 === 0
            ? applyProfilePatch(data, { userId: 'owner' }, { tour: { [flag]: true } })
            : applyProfilePatch(data, { clientId: 'c' }, { tour: { [flag]: true } }),
        ),
      );
      const tour = (await storedProfileOf(data, 'owner'))?.tour as Record<string, boolean> | undefined;
      for (const flag of flags) expect(tour?.[flag]).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'adds 20 uploads’ bytes at once to every account user’s storage figures and frees down to zero',
    async () => {
      const data = await testData(dialect);
      await accounts(data);
      expect(await storageFigures(data, 'nobody')).toBeUndefined();
      await applyProfilePatch(data, { userId: 'owner' }, { storages: { used: 100 } });
      await Promise.all(Array.from({ length: 20 }, () => addStorageUsed(data, 'c', 5)));
      // The owner's copy is the account's figure; every user's copy is written.
      expect((await storageFigures(data, 'c'))?.storages?.used).toBe(200);
      expect((await storedProfileOf(data, 'member'))?.storages.used).toBe(200);
      await addStorageUsed(data, 'c', -500);
      expect((await storageFigures(data, 'c'))?.storages?.used).toBe(0);
    },
    TIMEOUT,
  );

  it('stores the business hours once and overwrites them', async () => {
    const data = await testData(dialect);
    expect(await readOfficeHours(data)).toBeUndefined();
    const weekly = { monday: { open: '09:00', close: '17:00' } } as never;
    await writeOfficeHours(data, { officeTimeZone: 'Europe/Berlin', weekly });
    expect(await readOfficeHours(data)).toEqual({ officeTimeZone: 'Europe/Berlin', weekly });
    await writeOfficeHours(data, { officeTimeZone: 'America/New_York', weekly: {} as never });
    expect(await readOfficeHours(data)).toEqual({ officeTimeZone: 'America/New_York', weekly: {} });
    expect(await data.db.selectFrom('business_hours').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('opens a guest session from a link and refuses it once expired, revoked or frozen', async () => {
    const data = await testData(dialect);
    await accounts(data);
    await order(data, 'o1');
    await order(data, 'o2', 1);
    const { clock, ctx } = context(data);
    const input = { guestName: 'Gina', guestEmail: 'gina@x.test', inviterId: 'owner', now: new Date(T0) };
    const link = await addInvitation(data, { ...input, orderId: 'o1', id: 'inv-a', secret: 's3cret' });
    await addInvitation(data, { ...input, orderId: 'o1', id: 'inv-b' });
    const frozen = await addInvitation(data, { ...input, orderId: 'o2' });
    expect(link.linkToken).toBe('inv-a.s3cret');
    // Same millisecond: newest first falls back to the id (no rowid on PostgreSQL).
    expect((await listInvitations(data, 'o1')).map((row) => [row.id, row.firstname])).toEqual([
      ['inv-b', 'Olga'],
      ['inv-a', 'Olga'],
    ]);
    expect(await matchInvitation(data, 'inv-a', 'wrong')).toBeUndefined();
    const invitation = await matchInvitation(data, 'inv-a', 's3cret');
    if (!invitation) throw new Error('no invitation');

    const guest = await issueGuestSession(ctx, invitation);
    const auth = await findGuestAuth(ctx, guest.accessToken);
    expect(auth).toMatchObject({
      invitation: { id: 'inv-a' },
      order: { id: 'o1', client_parent_id: 'reseller' },
    });
    // A user session token is no guest token.
    const userSession = await issueSession(ctx, 'owner', 'customer');
    expect(await findGuestAuth(ctx, userSession.accessToken)).toBeUndefined();

    const onFrozen = await matchInvitation(data, frozen.id, frozen.linkToken.split('.')[1] ?? '');
    if (!onFrozen) throw new Error('no invitation on the frozen order');
    expect(await findGuestAuth(ctx, (await issueGuestSession(ctx, onFrozen)).accessToken)).toBeUndefined();

    clock.at = guest.expiresAt.getTime();
    expect(await findGuestAuth(ctx, guest.accessToken)).toBeUndefined();
    clock.at = T0;
    expect(await findGuestAuth(ctx, guest.accessToken)).toBeDefined();
    await revokeInvitation(data, 'inv-a', new Date(T0 + 1));
    expect(await findGuestAuth(ctx, guest.accessToken)).toBeUndefined();
    expect(await matchInvitation(data, 'inv-a', 's3cret')).toBeUndefined();
  });
});
