import { describe, expect, it } from 'vitest';
import { storageFigures } from '../../../../../host-demo/server/account';
import type { Data } from '../../../../../host-demo/server/data';
import { findReadableOrder, mentionableUsers, orderAudience } from '../../../../../host-demo/server/orders';
import { findOrder } from '../../../../../host-demo/server/orders/rows';
import {
  findAttachment,
  findVersionOfFile,
  listAttachments,
  listVersions,
  readersOf,
  type Viewer,
} from '../../../../../host-demo/server/proofing';
import { mayReadAccountImage } from '../../../../../host-demo/server/uploads';
import { findUserById } from '../../../../../host-demo/server/users';
import { DIALECTS, testData } from '../data-helpers';

// Issue 24: the shared reads converted last (audiences, mentions, attachments, image access,
// storage figures) give the same answers on both databases.

const AT = '2026-03-05T14:00:00.000Z';

// A reseller (r) with a customer account (a), another account (b), and internal staff.
const USERS = [
  { id: 'owner-a', client_id: 'client-a', role: 'owner', firstname: 'Ann', lastname: 'Owner' },
  { id: 'staff-a', client_id: 'client-a', role: 'staff', firstname: 'bea', lastname: 'Staff' },
  { id: 'owner-r', client_id: 'client-r', role: 'owner', firstname: 'Rex', lastname: 'Reseller' },
  { id: 'owner-b', client_id: 'client-b', role: 'owner', firstname: 'Bob', lastname: 'Other' },
  { id: 'operator', client_id: null, role: 'operator', firstname: 'Olga', lastname: 'Operator' },
  { id: 'operator-2', client_id: null, role: 'operator', firstname: 'Otto', lastname: 'Elsewhere' },
  { id: 'manager', client_id: null, role: 'manager', firstname: 'Mia', lastname: 'Manager' },
  { id: 'cm', client_id: null, role: 'creative_manager', firstname: 'Cem', lastname: 'Creative' },
];

async function world(data: Data) {
  await data.db
    .insertInto('clients')
    .values([
      { id: 'client-r', name: 'R', type: 'whitelabel', parent_client_id: null, created_at: 0 },
      { id: 'client-a', name: 'A', type: 'direct', parent_client_id: 'client-r', created_at: 0 },
      { id: 'client-b', name: 'B', type: 'direct', parent_client_id: null, created_at: 0 },
    ])
    .execute();
  await data.db
    .insertInto('users')
    .values(
      USERS.map((user) => ({
        ...user,
        email: `${user.id}@demo.test`,
        password_hash: 'x',
        avatar: user.id === 'owner-a' ? '/a.png' : null,
        profile: user.role === 'owner' ? JSON.stringify({ storages: { used: 42, quota: 1000 } }) : '{}',
        created_at: 0,
      })),
    )
    .execute();
  await data.db
    .insertInto('orders')
    .values(
      ['a', 'b'].map((account, index) => ({
        id: `order-${account}`,
        order_number: 1001 + index,
        client_id: `client-${account}`,
        creator_id: `owner-${account}`,
        operator_id: account === 'a' ? 'operator' : 'operator-2',
        name: `Order ${account}`,
        status: 'in-review',
        position: 0,
        created_at: AT,
        updated_at: AT,
      })),
    )
    .execute();
  await data.db
    .insertInto('attachments')
    .values(
      (['customerReview', 'internalReview', 'suppliedFiles'] as const).map((group, index) => ({
        id: `att-${group}`,
        order_id: 'order-a',
        group,
        file_name: `${group}.png`,
        created_at: `2026-03-05T14:0${index}:00.000Z`,
        created_by: 'operator',
      })),
    )
    .execute();
  await data.db
    .insertInto('attachment_versions')
    .values(
      [1, 2].map((version) => ({
        id: `v${version}`,
        attachment_id: 'att-customerReview',
        version,
        file_name: `v${version}.png`,
        file_type: 'image',
        storage_key: `file-${version}`,
        thumbnail_key: `thumb-${version}`,
        created_at: AT,
        deleted_at: version === 1 ? AT : null,
      })),
    )
    .execute();
}

const user = async (data: Data, id: string) => {
  const row = await findUserById(data, id);
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

describe.each(DIALECTS)('order and file reads on %s', (dialect) => {
  it('finds an order with its reseller, and reads it only where canReadOrder allows', async () => {
    const data = await testData(dialect);
    await world(data);
    expect(await findOrder(data, 'order-a')).toMatchObject({ id: 'order-a', client_parent_id: 'client-r' });
    expect(await findOrder(data, 'nope')).toBeUndefined();
    const readers = await Promise.all(
      USERS.map(async ({ id }) => [id, !!(await findReadableOrder(data, await user(data, id), 'order-a'))]),
    );
    expect(Object.fromEntries(readers)).toEqual({
      'owner-a': true,
      'staff-a': true,
      'owner-r': true,
      'owner-b': false,
      operator: true,
      'operator-2': true,
      manager: true,
      cm: true,
    });
  });

  it("an order's audience: its account, the reseller, its staff and every manager, not other accounts", async () => {
    const data = await testData(dialect);
    await world(data);
    const order = await findOrder(data, 'order-a');
    expect((await orderAudience(data, order!)).sort()).toEqual(
      ['cm', 'manager', 'operator', 'owner-a', 'owner-r', 'staff-a'].sort(),
    );
    // An account without a reseller: no NULL parent matches users without an account.
    const other = await findOrder(data, 'order-b');
    expect((await orderAudience(data, other!)).sort()).toEqual(['cm', 'manager', 'operator-2', 'owner-b']);
  });

  it('mentions: the account and the staff of the order by name, or the managers for a CM review', async () => {
    const data = await testData(dialect);
    await world(data);
    const order = (await findOrder(data, 'order-a'))!;
    const names = async (caller: string, cmReview: boolean) =>
      (await mentionableUsers(data, order, caller, cmReview)).map((mention) => mention.id);
    // Sorted by name ignoring case ('bea' between Ann and Olga); the caller left out.
    expect(await names('manager', false)).toEqual(['owner-a', 'staff-a', 'operator']);
    expect(await names('owner-a', false)).toEqual(['staff-a', 'operator']);
    expect(await names('owner-a', true)).toEqual(['cm', 'manager']);
    expect((await mentionableUsers(data, order, 'x', false))[0]).toEqual({
      id: 'owner-a',
      name: 'Ann Owner',
      avatar: '/a.png',
      role: 'owner',
    });
  });

  it('readersOf: an internal file reaches the internal readers of the audience only', async () => {
    const data = await testData(dialect);
    await world(data);
    const order = (await findOrder(data, 'order-a'))!;
    const internal = (await findAttachment(data, 'order-a', 'att-internalReview'))!;
    const review = (await findAttachment(data, 'order-a', 'att-customerReview'))!;
    expect((await readersOf(data, order, { attachment: review })).sort()).toEqual(
      (await orderAudience(data, order)).sort(),
    );
    const inside = await readersOf(data, order, { attachment: internal });
    expect(inside.sort()).toEqual(['cm', 'manager', 'operator']);
  });

  it("attachments newest first, live versions newest first, a stored file's version by file or thumbnail", async () => {
    const data = await testData(dialect);
    await world(data);
    expect((await listAttachments(data, 'order-a')).map((row) => row.id)).toEqual([
      'att-suppliedFiles',
      'att-internalReview',
      'att-customerReview',
    ]);
    expect(await listAttachments(data, 'order-b')).toEqual([]);
    expect(await findAttachment(data, 'order-b', 'att-customerReview')).toBeUndefined();
    expect((await listVersions(data, 'att-customerReview')).map((row) => row.id)).toEqual(['v2']);
    const path = { versionId: 'v2', attachmentId: 'att-customerReview', orderId: 'order-a' };
    expect(await findVersionOfFile(data, 'file-2')).toEqual(path);
    expect(await findVersionOfFile(data, 'thumb-2')).toEqual(path);
    expect(await findVersionOfFile(data, 'nothing')).toBeUndefined();
  });

  it("account images: the account's own users, its reseller's and the internal staff; guests of its orders", async () => {
    const data = await testData(dialect);
    await world(data);
    const logo = { type: 'logo', status: 'registered' as const, user_id: 'owner-a' };
    const viewer = async (id: string): Promise<Viewer> => ({
      kind: 'user',
      user: await user(data, id),
      clientKind: 'customer',
    });
    const reads = async (who: Viewer) => mayReadAccountImage(data, who, logo);
    expect(await reads(await viewer('staff-a'))).toBe(true);
    expect(await reads(await viewer('owner-r'))).toBe(true);
    expect(await reads(await viewer('operator'))).toBe(true);
    expect(await reads(await viewer('owner-b'))).toBe(false);
    expect(await reads({ kind: 'guest', guestId: 'g', orderId: 'order-a' })).toBe(true);
    expect(await reads({ kind: 'guest', guestId: 'g', orderId: 'order-b' })).toBe(false);
    // Avatars go everywhere; an image not yet registered only to its uploader.
    expect(await mayReadAccountImage(data, await viewer('owner-b'), { ...logo, type: 'avatar' })).toBe(true);
    expect(await mayReadAccountImage(data, await viewer('staff-a'), { ...logo, status: 'stored' })).toBe(
      false,
    );
  });

  it("storage figures: the owner's copy of the account's profile", async () => {
    const data = await testData(dialect);
    await world(data);
    expect(await storageFigures(data, 'client-a')).toMatchObject({ storages: { used: 42, quota: 1000 } });
    expect(await storageFigures(data, 'client-none')).toBeUndefined();
  });
});
