import { boardColumnOf, columnStatuses, type OrderStatus } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { once } from '../../../../../host-demo/server/commerce';
import { checkout } from '../../../../../host-demo/server/commerce/checkout';
import type { Data } from '../../../../../host-demo/server/data';
import { readOrder } from '../../../../../host-demo/server/data/orders/order-rows';
import { insertPreset, updatePreset } from '../../../../../host-demo/server/filters';
import { deletePreset } from '../../../../../host-demo/server/filters/presets';
import { revokeInvitation } from '../../../../../host-demo/server/guests/invitations';
import { applyMove } from '../../../../../host-demo/server/orders';
import { copyOpenThreads } from '../../../../../host-demo/server/proofing/carry-forward';
import { DIALECTS, testData } from '../data-helpers';

// Issue 24: the writes that relied on SQLite's single writer keep their guarantees where
// transactions run side by side (PostgreSQL): 50 conflicting writes at once, on each database.

const CLIENT = 'client-a';
const OWNER = { id: 'user-owner', role: 'owner' as const, client_id: CLIENT };
const NOW = new Date('2026-03-05T14:00:00.000Z');
// 50 moves on PostgreSQL queue on one account lock, ~30 round trips each: 5 s on a quiet machine,
// 13 s with the load average at 12.
const TIMEOUT = 60_000;

async function account(data: Data) {
  await data.db
    .insertInto('clients')
    .values({ id: CLIENT, name: 'A', type: 'direct', created_at: NOW.getTime() })
    .execute();
  await data.db
    .insertInto('users')
    .values({
      id: OWNER.id,
      client_id: CLIENT,
      email: 'owner@a.test',
      password_hash: 'x',
      firstname: 'O',
      lastname: 'Wner',
      role: 'owner',
      created_at: NOW.getTime(),
    })
    .execute();
}

/** `count` orders per status, positions 0..count-1 within each status (as the seed makes them). */
async function orders(data: Data, statuses: readonly OrderStatus[], count: number) {
  let number = 1000;
  const rows = statuses.flatMap((status) =>
    Array.from({ length: count }, (_, position) => {
      number += 1;
      return {
        id: `${status}-${position}`,
        order_number: number,
        client_id: CLIENT,
        name: `Order ${number}`,
        status,
        position,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      };
    }),
  );
  await data.db.insertInto('orders').values(rows).execute();
}

/** Each board column's positions in board order, for the account. */
async function columns(data: Data) {
  const rows = await data.db
    .selectFrom('orders')
    .select(['id', 'status', 'position', 'order_number'])
    .where('client_id', '=', CLIENT)
    .orderBy('position')
    .orderBy('order_number', 'desc')
    .execute();
  const byColumn = new Map<string, { id: string; position: number }[]>();
  for (const row of rows) {
    const column = boardColumnOf(row.status as OrderStatus);
    byColumn.set(column, [...(byColumn.get(column) ?? []), { id: row.id, position: row.position }]);
  }
  return byColumn;
}

describe.each(DIALECTS)('concurrent conflicting writes on %s', (dialect) => {
  it(
    '50 moves of one card to different places at once leave every column numbered 0..n-1',
    async () => {
      const data = await testData(dialect);
      await account(data);
      const statuses: OrderStatus[] = ['new-order', 'in-progress', 'on-hold'];
      await orders(data, statuses, 8);
      const card = 'in-progress-0';
      const moves = Array.from({ length: 50 }, (_, index) => {
        const to = statuses[index % statuses.length] as OrderStatus;
        // Every other move goes in front of an order of the target column, the rest to its end.
        const before = index % 2 === 0 ? `${to}-${(index % 7) + 1}` : null;
        return { to, before, lane: to === 'new-order' ? ('queue' as const) : undefined };
      });
      const order = await readOrder(data.db, card);
      if (!order) throw new Error('fixture order missing');
      const outcomes = await Promise.all(
        moves.map((move) =>
          applyMove(data, {
            order,
            ...move,
            reason: move.to === 'on-hold' ? 'waiting' : null,
            user: OWNER,
            now: NOW,
          }),
        ),
      );
      expect(outcomes).toHaveLength(50);

      const byColumn = await columns(data);
      for (const [column, rows] of byColumn) {
        // No priority duplicated, none skipped: the sequence a board shows as 1, 2, 3, ….
        expect(
          rows.map((row) => row.position),
          column,
        ).toEqual(rows.map((_, index) => index));
      }
      const all = [...byColumn.values()].flat();
      expect(all).toHaveLength(24);
      expect(all.filter((row) => row.id === card)).toHaveLength(1);
      const final = await readOrder(data.db, card);
      expect(columnStatuses(boardColumnOf(final?.status as OrderStatus))).toContain(final?.status);
      // A timeline line per status change, each starting where the one before it ended.
      const entries = await data.db
        .selectFrom('order_timeline')
        .select('content')
        .where('order_id', '=', card)
        .execute();
      expect(entries.length).toBe(outcomes.filter((outcome) => !outcome.reorder).length);
    },
    TIMEOUT,
  );

  it(
    '50 checkouts with one Idempotency-Key at once make one invoice; the others replay its answer',
    async () => {
      const data = await testData(dialect);
      await account(data);
      await data.db
        .insertInto('products')
        .values({
          id: 'prod-logo',
          name: 'Logo',
          item_type: 'product',
          price_cents: 4900,
          created_at: NOW.getTime(),
        })
        .execute();
      const items = [{ id: 'prod-logo', qty: 2, type: 'product' as const }];
      const call = { userId: OWNER.id, operation: 'checkout', key: 'attempt-1', body: { items } };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => once(data, NOW, call, (trx) => checkout(trx, OWNER, items, NOW))),
      );
      const invoices = await data.db.selectFrom('invoices').select(['id', 'subtotal_cents']).execute();
      expect(invoices).toEqual([{ id: expect.any(String), subtotal_cents: 9800 }]);
      const lines = await data.db.selectFrom('invoice_lines').select('invoice_id').execute();
      expect(lines).toEqual([{ invoice_id: invoices[0]?.id }]);
      expect(answers.filter((answer) => answer.replayed)).toHaveLength(49);
      for (const answer of answers) expect(answer.result).toEqual(answers[0]?.result);
      expect(answers[0]?.result).toMatchObject({ ok: true });

      // Different keys are different checkouts, still all at once.
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          once(data, NOW, { ...call, key: `other-${index}` }, (trx) => checkout(trx, OWNER, items, NOW)),
        ),
      );
      const count = await data.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(21);
    },
    TIMEOUT,
  );

  it(
    '50 saves and deletes of one preset at once: one delete wins, no save after it brings it back',
    async () => {
      const data = await testData(dialect);
      await account(data);
      const preset = await insertPreset(
        data,
        'filter_presets',
        OWNER.id,
        'Mine',
        { status: 'new-order' },
        NOW,
      );
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          index % 5 === 4
            ? deletePreset(data, 'filter_presets', OWNER.id, preset.id)
            : updatePreset(
                data,
                'filter_presets',
                OWNER.id,
                preset.id,
                { name: `Mine ${index}`, fields: {} },
                NOW,
              ),
        ),
      );
      expect(results.filter((result) => result === true)).toHaveLength(1);
      expect(results.filter((result) => result === false)).toHaveLength(9);
      expect(await data.db.selectFrom('filter_presets').select('id').execute()).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    '50 revocations of one invitation at once keep one time and revoke its sessions',
    async () => {
      const data = await testData(dialect);
      await account(data);
      await orders(data, ['in-review'], 1);
      await data.db
        .insertInto('guest_invitations')
        .values({
          id: 'inv-1',
          order_id: 'in-review-0',
          token_hash: 'h',
          guest_name: 'G',
          guest_email: 'g@x.test',
          created_at: NOW.toISOString(),
        })
        .execute();
      const session = { invitation_id: 'inv-1', order_id: 'in-review-0', expires_at: 9e12, created_at: 1 };
      await data.db
        .insertInto('guest_sessions')
        .values([
          { ...session, id: 's1', token_hash: 't1' },
          { ...session, id: 's2', token_hash: 't2' },
        ])
        .execute();
      const times = Array.from({ length: 50 }, (_, index) => new Date(NOW.getTime() + index * 1000));
      await Promise.all(times.map((time) => revokeInvitation(data, 'inv-1', time)));
      const invitation = await data.db
        .selectFrom('guest_invitations')
        .select('revoked_at')
        .executeTakeFirst();
      const revokedAt = new Date(invitation?.revoked_at ?? '').getTime();
      expect(times.map((time) => time.getTime())).toContain(revokedAt);
      const sessions = await data.db.selectFrom('guest_sessions').select('revoked_at').execute();
      expect(sessions).toEqual([{ revoked_at: revokedAt }, { revoked_at: revokedAt }]);
    },
    TIMEOUT,
  );

  it(
    '50 carries of one version’s open threads onto the next at once copy each thread once',
    async () => {
      const data = await testData(dialect);
      await account(data);
      await orders(data, ['in-review'], 1);
      const at = NOW.toISOString();
      await data.db
        .insertInto('attachments')
        .values({
          id: 'att',
          order_id: 'in-review-0',
          group: 'customerReview',
          file_name: 'a.png',
          created_at: at,
        })
        .execute();
      const version = { attachment_id: 'att', file_name: 'a.png', file_type: 'image', created_at: at };
      await data.db
        .insertInto('attachment_versions')
        .values([
          { ...version, id: 'v1', version: 1, storage_key: 'k1' },
          { ...version, id: 'v2', version: 2, storage_key: 'k2' },
        ])
        .execute();
      // Every row names every column: in a multi-row insert Kysely fills a missing one with NULL on SQLite.
      const topic = { version_id: 'v1', message: 'm', sender_id: OWNER.id, created_at: at, is_resolve: 0 };
      await data.db
        .insertInto('annotation_topics')
        .values([
          { ...topic, id: 't1' },
          { ...topic, id: 't2' },
          { ...topic, id: 't3', is_resolve: 1 },
        ])
        .execute();
      await data.db
        .insertInto('annotation_comments')
        .values({ id: 'c1', topic_id: 't1', message: 'reply', sender_id: OWNER.id, created_at: at })
        .execute();
      const copy = { fromVersionId: 'v1', toVersionId: 'v2', sees: () => true, carriedBy: OWNER.id, at };
      const results = await Promise.all(Array.from({ length: 50 }, () => copyOpenThreads(data, copy)));
      expect(
        results
          .flat()
          .map((link) => link.fromTopicId)
          .sort(),
      ).toEqual(['t1', 't2']);
      const copies = await data.db
        .selectFrom('annotation_topics')
        .select('id')
        .where('version_id', '=', 'v2')
        .execute();
      expect(copies).toHaveLength(2);
      const replies = await data.db
        .selectFrom('annotation_comments')
        .select('message')
        .where('topic_id', '<>', 't1')
        .execute();
      expect(replies).toEqual([{ message: 'reply' }]);
    },
    TIMEOUT,
  );
});
