import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Data } from '../../../../../host-demo/server/data';
import { transaction } from '../../../../../host-demo/server/data';
import {
  insertTopic,
  lockAttachment,
  markVersionDeleted,
} from '../../../../../host-demo/server/data/proofing/proofing-rows';
import {
  listGroups,
  listNotifications,
  notify,
  unreadCount,
} from '../../../../../host-demo/server/notifications';
import type { OrderRow } from '../../../../../host-demo/server/orders';
import type { Viewer } from '../../../../../host-demo/server/proofing';
import { visibleTopics, visibleVersions } from '../../../../../host-demo/server/proofing';
import { storeComment } from '../../../../../host-demo/server/proofing/comments';
import { storePdfTools } from '../../../../../host-demo/server/proofing/pdf-tools';
import { standing } from '../../../../../host-demo/server/proofing/review';
import { removeVersion } from '../../../../../host-demo/server/proofing/version-actions';
import type { UserRow } from '../../../../../host-demo/server/users';
import { DIALECTS, testData } from '../data-helpers';

// Proofing and notifications on the data layer give the same answers on both databases (issue 24).

const ISO = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

async function fixture(data: Data) {
  await data.db.insertInto('clients').values({ id: 'c', name: 'C', type: 'direct', created_at: 1 }).execute();
  const person = (id: string, role: string, firstname: string) => ({
    id,
    client_id: 'c',
    email: `${id}@c.test`,
    password_hash: 'x',
    firstname,
    lastname: 'Test',
    role,
    created_at: 1,
  });
  await data.db
    .insertInto('users')
    .values([person('owner', 'owner', 'Olga'), person('op', 'operator', 'Omar')])
    .execute();
  await data.db
    .insertInto('orders')
    .values({
      id: 'o1',
      order_number: 1001,
      client_id: 'c',
      creator_id: 'owner',
      operator_id: 'op',
      manager_id: null,
      service_id: null,
      name: 'Logo',
      package_name: null,
      status: 'in-progress',
      card_state: null,
      locked_at: null,
      archived_at: null,
      queue_percent: null,
      work_percent: null,
      created_at: ISO(0),
      updated_at: ISO(0),
      due_date: null,
      hold_reason: null,
      cancel_reason: null,
    })
    .execute();
  await data.db
    .insertInto('attachments')
    .values({
      id: 'a1',
      order_id: 'o1',
      group: 'customerReview',
      file_name: 'logo.png',
      attachment_type_start_from: null,
      created_at: ISO(0),
      created_by: 'op',
    })
    .execute();
  const version = (id: string, n: number, isInternal: number) => ({
    id,
    attachment_id: 'a1',
    version: n,
    file_name: `logo-${n}.png`,
    file_type: 'image',
    storage_key: `key-${id}`,
    file_size: 10,
    created_at: ISO(n),
    is_internal: isInternal,
    thumbnail_key: null,
    uploaded_by_type: null,
    creator_id: 'op',
    deleted_at: null,
    delete_reason: null,
  });
  await data.db
    .insertInto('attachment_versions')
    .values([version('v1', 1, 0), version('v2', 2, 0), version('i1', 3, 1)])
    .execute();
  const users = await data.db.selectFrom('users').selectAll().orderBy('id').execute();
  const [op, owner] = users as unknown as UserRow[];
  const order = (await data.db
    .selectFrom('orders')
    .selectAll()
    .executeTakeFirstOrThrow()) as unknown as OrderRow;
  return { op: op!, owner: owner!, order };
}

const staff = (user: UserRow): Viewer => ({ kind: 'user', user, clientKind: 'admin' });
const customer = (user: UserRow): Viewer => ({ kind: 'user', user, clientKind: 'customer' });
const topic = (id: string, versionId: string, isPublic: number, at: number) => ({
  id,
  version_id: versionId,
  message: `topic ${id}`,
  mentions: '[]',
  annotation: '{"type":"point"}',
  sender_id: 'op',
  guest_id: null,
  is_public: isPublic,
  created_at: ISO(at),
});

describe.each(DIALECTS)('proofing and notifications on %s', (dialect) => {
  // Lock waits exist only where transactions run side by side: SQLite has one writer, so these
  // cases are defined for PostgreSQL alone (not skipped on SQLite: there is nothing to check).
  const onPostgres: typeof it = dialect === 'postgres' ? it : ((() => {}) as unknown as typeof it);
  it('lists the versions a viewer may see, newest first, with PDF tools entries of the readable lists', async () => {
    const data = await testData(dialect);
    const { op, owner, order } = await fixture(data);
    await transaction(data, (trx) =>
      storePdfTools(trx, 'v2', {
        public: JSON.stringify({ page: 1, annotation: 'p' }),
        internal: JSON.stringify({ page: 2, annotation: 'i' }),
      }),
    );
    const url = (key: string) => `/f/${key}`;
    const asStaff = await visibleVersions(data, staff(op), order, 'a1', url);
    expect(asStaff.map((v) => [v.id, v.disabledDelete])).toEqual([
      ['i1', true],
      ['v2', false],
      ['v1', false],
    ]);
    expect(JSON.parse(asStaff[1]!.pdfAnnotationModule!)).toEqual({
      public: { page: 1, annotation: 'p' },
      internal: { page: 2, annotation: 'i' },
    });
    expect(asStaff[2]!.pdfAnnotationModule).toBeNull();
    const asCustomer = await visibleVersions(data, customer(owner), order, 'a1', url);
    expect(asCustomer.map((v) => v.id)).toEqual(['v2', 'v1']);
    expect(JSON.parse(asCustomer[0]!.pdfAnnotationModule!)).toEqual({ public: { page: 1, annotation: 'p' } });
  });

  it('adds a reply to a topic, lists topics with their replies and senders, and refuses a reply to a deleted topic', async () => {
    const data = await testData(dialect);
    const { op, owner } = await fixture(data);
    await insertTopic(data.db, topic('t1', 'v2', 1, 1));
    await insertTopic(data.db, topic('t2', 'v2', 0, 2));
    const reply = (id: string, topicId: string, at: number) => ({
      id,
      topic_id: topicId,
      message: `reply ${id}`,
      mentions: '["op"]',
      sender_id: 'owner',
      guest_id: null,
      created_at: ISO(at),
    });
    expect(await storeComment(data, 'v2', reply('c2', 't1', 4))).toBe(true);
    expect(await storeComment(data, 'v2', reply('c1', 't1', 3))).toBe(true);
    // The path names the version: a topic of another version is not found.
    expect(await storeComment(data, 'v1', reply('c3', 't1', 5))).toBe(false);
    const topics = await visibleTopics(data, staff(op), 'v2');
    expect(topics.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(topics[0]!.comments.map((c) => [c.id, c.sender.name, c.mentions])).toEqual([
      ['c1', 'Olga Test', ['op']],
      ['c2', 'Olga Test', ['op']],
    ]);
    expect(topics[0]!.sender).toEqual({ id: 'op', name: 'Omar Test', avatar: null, isGuest: false });
    expect((await visibleTopics(data, customer(owner), 'v2')).map((t) => t.id)).toEqual(['t1']);
    await data.db.deleteFrom('annotation_topics').where('id', '=', 't1').execute();
    expect(await storeComment(data, 'v2', reply('c4', 't1', 6))).toBe(false);
    expect(await data.db.selectFrom('annotation_comments').select('id').execute()).toEqual([]);
  });

  it('removes a version under the rules: never the last of its list, twice answers gone', async () => {
    const data = await testData(dialect);
    const { op } = await fixture(data);
    const remove = (versionId: string) =>
      removeVersion(data, staff(op), {
        attachmentId: 'a1',
        versionId,
        isAssignedOperator: true,
        at: ISO(9),
        reason: 'wrong file',
      });
    expect((await remove('v1')).kind).toBe('deleted');
    expect((await remove('v1')).kind).toBe('gone');
    expect((await remove('v2')).kind).toBe('refused');
    expect((await remove('i1')).kind).toBe('refused');
    expect((await remove('nope')).kind).toBe('missing');
    const row = await data.db
      .selectFrom('attachment_versions')
      .select(['deleted_at', 'delete_reason'])
      .where('id', '=', 'v1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted_at: ISO(9), delete_reason: 'wrong file' });
  });

  // 20 removals at once on one list: 19 go, the last stays. (Measured: without the attachment's lock
  // this run did not catch the race on PostgreSQL either; it holds the outcome, the next case the lock.)
  it('removals at once leave the last version of the list', async () => {
    const data = await testData(dialect);
    const { op } = await fixture(data);
    const extra = Array.from({ length: 18 }, (_, i) => `x${i}`);
    await data.db
      .insertInto('attachment_versions')
      .values(
        extra.map((id, i) => ({
          id,
          attachment_id: 'a1',
          version: 10 + i,
          file_name: `${id}.png`,
          file_type: 'image',
          storage_key: `key-${id}`,
          file_size: 1,
          created_at: ISO(10 + i),
          is_internal: 0,
          thumbnail_key: null,
          uploaded_by_type: null,
          creator_id: 'op',
          deleted_at: null,
          delete_reason: null,
        })),
      )
      .execute();
    const outcomes = await Promise.all(
      ['v1', 'v2', ...extra].map((versionId) =>
        removeVersion(data, staff(op), {
          attachmentId: 'a1',
          versionId,
          isAssignedOperator: true,
          at: ISO(9),
          reason: 'r',
        }),
      ),
    );
    expect(outcomes.filter((o) => o.kind === 'deleted')).toHaveLength(19);
    expect(outcomes.filter((o) => o.kind === 'refused')).toHaveLength(1);
    const live = await data.db
      .selectFrom('attachment_versions')
      .select('id')
      .where('is_internal', '=', 0)
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  onPostgres('a removal waits for the attachment’s lock and counts the list its holder left', async () => {
    const data = await testData(dialect);
    const { op } = await fixture(data);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another removal of the list's other public version holds the lock first.
    const holder = data.db.transaction().execute(async (trx) => {
      await lockAttachment(trx, dialect, 'a1');
      locked();
      await held;
      await markVersionDeleted(trx, 'v2', ISO(8), 'first');
    });
    await isLocked;
    const removal = removeVersion(data, staff(op), {
      attachmentId: 'a1',
      versionId: 'v1',
      isAssignedOperator: true,
      at: ISO(9),
      reason: 'second',
    });
    let settled = false;
    void removal.finally(() => {
      settled = true;
    });
    // Until the removal waits on the lock (a lock not granted); without the lock it finishes first.
    let waiting = 0;
    while (waiting === 0 && !settled) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`.execute(data.db);
      waiting = rows[0]?.n ?? 0;
    }
    expect(settled).toBe(false);
    release();
    await holder;
    expect((await removal).kind).toBe('refused');
  });

  onPostgres(
    'a reply waits for a topic being deleted and answers not found, not a foreign key error',
    async () => {
      const data = await testData(dialect);
      await fixture(data);
      await insertTopic(data.db, topic('t1', 'v2', 1, 1));
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let deleted = () => {};
      const isDeleted = new Promise<void>((resolve) => {
        deleted = resolve;
      });
      const holder = data.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('annotation_topics').where('id', '=', 't1').execute();
        deleted();
        await held;
      });
      await isDeleted;
      const reply = storeComment(data, 'v2', {
        id: 'c1',
        topic_id: 't1',
        message: 'late',
        mentions: '[]',
        sender_id: 'owner',
        guest_id: null,
        created_at: ISO(5),
      });
      let settled = false;
      void reply.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      let waiting = 0;
      while (waiting === 0 && !settled) {
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`.execute(data.db);
        waiting = rows[0]?.n ?? 0;
      }
      release();
      await holder;
      expect(await reply).toBe(false);
    },
  );

  it('reads a review standing from the collaborators', async () => {
    const data = await testData(dialect);
    await fixture(data);
    await data.db
      .insertInto('order_collaborators')
      .values({ order_id: 'o1', user_id: 'owner', is_collaborator: 0, is_approver: 1 })
      .execute();
    expect(await standing({ data }, 'o1', 'owner')).toEqual({ isCollaborator: false, isApprover: true });
    expect(await standing({ data }, 'o1', 'op')).toEqual({ isCollaborator: false, isApprover: false });
  });

  it('notifies, then lists groups and notifications with their totals and counts unread ones', async () => {
    const data = await testData(dialect);
    await fixture(data);
    const published: [string[], string][] = [];
    let clock = 1_000;
    const ctx = {
      data,
      now: () => new Date(clock),
      hub: {
        publish: (userIds: Iterable<string>, event: string) => {
          published.push([[...userIds], event]);
          return 0;
        },
      },
    } as unknown as Parameters<typeof notify>[0];
    const input = (group: string, title: string) => ({
      group,
      title,
      message: 'm',
      orderId: group === 'order-o1' ? 'o1' : 'missing-order',
      data: {
        target: 'order-detail' as const,
        targetId: 'o1',
        widgetType: null,
        cardNumber: 1001,
        cardTitle: 'Logo',
        cardProgress: 'in-progress' as const,
      },
    });
    const first = await notify(ctx, ['owner', 'nobody', 'owner', 'op'], input('order-o1', 'one'));
    expect(first.map((n) => n.title)).toEqual(['one', 'one']);
    expect(published).toEqual([
      [['owner'], 'show-notification'],
      [['op'], 'show-notification'],
      [['owner', 'op'], 'fetch-messages'],
    ]);
    clock = 2_000;
    await notify(ctx, ['owner'], input('other', 'two'));
    clock = 3_000;
    const [third] = await notify(ctx, ['owner'], input('order-o1', 'three'));
    expect(third).toMatchObject({ totalMessage: 2, totalRead: 0, group: 'order-o1' });
    await data.db.updateTable('notifications').set({ read_at: 5_000 }).where('title', '=', 'one').execute();
    const orderIds = await data.db
      .selectFrom('notifications')
      .select(['title', 'order_id'])
      .orderBy('created_at')
      .execute();
    expect(orderIds.find((row) => row.title === 'two')?.order_id).toBeNull();

    const groups = await listGroups(data, 'owner', { page: 1, limit: 10 });
    expect(groups.total).toBe(2);
    expect(groups.items.map((n) => [n.group, n.title, n.totalMessage, n.totalRead])).toEqual([
      ['order-o1', 'three', 2, 1],
      ['other', 'two', 1, 0],
    ]);
    const second = await listGroups(data, 'owner', { page: 2, limit: 1 });
    expect(second.items.map((n) => n.group)).toEqual(['other']);
    const all = await listNotifications(data, 'owner', { page: 1, limit: 2 });
    expect(all.total).toBe(3);
    expect(all.items.map((n) => n.title)).toEqual(['three', 'two']);
    const inGroup = await listNotifications(data, 'owner', { page: 1, limit: 10 }, 'order-o1');
    expect(inGroup.items.map((n) => [n.title, n.isRead])).toEqual([
      ['three', false],
      ['one', true],
    ]);
    expect(await unreadCount(data, 'owner')).toBe(2);
    expect(await unreadCount(data, 'op')).toBe(0);
    expect(await notify(ctx, [], input('order-o1', 'none'))).toEqual([]);
  });
});
