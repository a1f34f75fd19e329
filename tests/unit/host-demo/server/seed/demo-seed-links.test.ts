import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  Notification,
  OrderAttachments,
  OrderTimelineEntry,
  VersionList,
  VersionWithAnnotations,
} from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, testServer } from '../helpers';
import { tempDataDir } from '../upload-helpers';

// Issue 21: 'Sam Stafford commented on page 2' opened an attachment that did not exist (404, then
// 'Permission Denied!' and the board). Every seeded link is followed here as the portal follows
// it, signed in as the notification's recipient.

async function seeded() {
  const dataDir = tempDataDir();
  return testServer({ dataDir, databasePath: join(dataDir, 'demo.sqlite') });
}

/** Signs in every user who has seeded notifications; a GET helper per user. */
async function recipients(app: FastifyInstance) {
  const rows = app.proofdesk.data
    .sqlite!.prepare(
      `SELECT DISTINCT u.id, u.email, u.username FROM notifications n JOIN users u ON u.id = n.user_id
       ORDER BY u.id`,
    )
    .all() as { id: string; email: string | null; username: string }[];
  return Promise.all(
    rows.map(async (row) => {
      const { accessToken } = await signIn(app, row.email ?? row.username);
      const get = async <T>(url: string) => {
        const response = await app.inject({ method: 'GET', url, headers: bearer(accessToken) });
        const json = /json/.test(String(response.headers['content-type']));
        return { status: response.statusCode, body: (json ? response.json() : {}) as { data: T } };
      };
      return { id: row.id, get };
    }),
  );
}

describe('demo seed: every seeded link leads to a real record', () => {
  it('opens every notification target through the calls the portal makes, as its recipient', async () => {
    const app = await seeded();
    const people = app.proofdesk.data.sqlite!.prepare(
      'SELECT creator_id, operator_id, manager_id FROM orders WHERE id = ?',
    );
    const orderPeople = (id: string) => Object.values(people.get(id) as Record<string, string | null>);
    let followed = 0;
    for (const user of await recipients(app)) {
      const list = await user.get<Notification[]>('/api/message?limit=100');
      expect(list.status).toBe(200);
      for (const notification of list.body.data) {
        const what = `${user.id}: ${notification.title}`;
        const { target, targetId } = notification.data;
        if (target === 'order-detail') {
          // The order page (host-demo/app/src/order-detail/use-order-detail.ts).
          expect(typeof targetId, what).toBe('string');
          const order = encodeURIComponent(targetId as string);
          for (const tail of ['', '/attachments', '/timeline']) {
            expect((await user.get(`/api/order/${order}${tail}`)).status, `${what} ${tail}`).toBe(200);
          }
        } else {
          // The viewer (widgets/proofing-viewer: viewer-data.ts, comment-store.ts, use-deep-link.ts).
          expect(typeof targetId, what).toBe('object');
          if (typeof targetId !== 'object') continue;
          const order = `/api/order/${encodeURIComponent(targetId.cardId)}`;
          const file = `${order}/attachment/${encodeURIComponent(targetId.attachmentId)}`;
          expect((await user.get(order)).status, what).toBe(200);
          const versions = await user.get<VersionList>(`${file}/versions`);
          expect(versions.status, what).toBe(200);
          const shown = versions.body.data.versions.find((version) => version.id === targetId.versionId);
          expect(shown, `${what}: version ${targetId.versionId}`).toBeDefined();
          const version = await user.get<VersionWithAnnotations>(
            `${file}/version/${encodeURIComponent(targetId.versionId)}`,
          );
          expect(version.status, what).toBe(200);
          const thread = version.body.data.topics.find(
            (topic) =>
              topic.id === targetId.commentId ||
              topic.comments.some((comment) => comment.id === targetId.commentId),
          );
          expect(thread, `${what}: comment ${targetId.commentId}`).toBeDefined();
          expect(thread?.id, what).toBe(targetId.annotation);
          expect(thread?.isPublic, what).toBe(targetId.public);
          // What the notification says is what the comment says.
          const said =
            thread?.id === targetId.commentId
              ? thread
              : thread?.comments.find((c) => c.id === targetId.commentId);
          expect(notification.message, what).toBe(said?.message);
          // ...and its recipient is one the live rule notifies (proofing/events.ts): mentioned, or
          // the order's creator, operator or manager, never the author.
          const concerned = [...(said?.mentions ?? []), ...orderPeople(targetId.cardId)];
          expect(concerned, what).toContain(user.id);
          expect(said?.sender?.id, what).not.toBe(user.id);
          expect((await user.get(new URL(shown!.url, 'http://x').pathname)).status, `${what}: file`).toBe(
            200,
          );
        }
        followed += 1;
      }
    }
    expect(followed).toBe(
      app.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM notifications').pluck().get(),
    );
  });

  it('gives every order whose data implies history a timeline, each file entry naming a listed file', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    // Moved past New Order, or holding files: something has happened.
    const implied = db
      .prepare(
        `SELECT o.id, o.client_id FROM orders o WHERE o.status <> 'new-order'
           OR EXISTS (SELECT 1 FROM attachments a WHERE a.order_id = o.id) ORDER BY o.order_number`,
      )
      .all() as { id: string; client_id: string }[];
    expect(implied.length).toBeGreaterThan(40);
    const admin = await signIn(app, 'admin');
    const owner = await signIn(app, 'owner@demo.test');
    const get = async <T>(token: string, url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      return response.json<{ data: T }>().data;
    };
    for (const order of implied) {
      // Staff see every entry; the customer sees the moves and the public files' uploads.
      const readers = order.client_id === 'client-northwind' ? [admin, owner] : [admin];
      for (const { accessToken } of readers) {
        const timeline = await get<OrderTimelineEntry[]>(accessToken, `/api/order/${order.id}/timeline`);
        expect(timeline.length, order.id).toBeGreaterThan(0);
        const files = await get<OrderAttachments>(accessToken, `/api/order/${order.id}/attachments`);
        const listed = new Set(files.groups.flatMap((group) => group.attachments.map((file) => file.id)));
        for (const entry of timeline) {
          if (entry.type === 'progress') continue;
          expect(entry.attachment, `${order.id}: ${entry.content}`).not.toBeNull();
          expect(listed.has(entry.attachment?.id ?? ''), `${order.id}: ${entry.content}`).toBe(true);
        }
      }
    }
  });

  it("tells each order's moves from New Order to its status, with its reason, the last at updated_at", async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'admin');
    const rows = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT id, status, updated_at, hold_reason, cancel_reason FROM orders
         WHERE client_id = 'client-northwind' AND id IN ('order-2', 'order-5', 'order-7', 'order-8')`,
      )
      .all() as {
      id: string;
      status: string;
      updated_at: string;
      hold_reason: string | null;
      cancel_reason: string | null;
    }[];
    const expected: Record<string, string[]> = {
      completed: [
        'Moved from New Order to In Progress',
        'Moved from In Progress to In Review',
        'Moved from In Review to Approved',
        'Moved from Approved to Completed',
      ],
    };
    for (const row of rows) {
      const response = await app.inject({
        url: `/api/order/${row.id}/timeline`,
        headers: bearer(accessToken),
      });
      const moves = response
        .json<{ data: OrderTimelineEntry[] }>()
        .data.filter((entry) => entry.type === 'progress');
      const oldestFirst = moves.map((entry) => entry.content).reverse();
      if (expected[row.status]) expect(oldestFirst, row.id).toEqual(expected[row.status]);
      expect(oldestFirst[0], row.id).toMatch(/^Moved from New Order to /);
      const reason = row.hold_reason ?? row.cancel_reason;
      if (reason) expect(oldestFirst.at(-1), row.id).toContain(reason);
      // A move sets updated_at; an order with files (order-2) moved before its first upload.
      const all = response.json<{ data: OrderTimelineEntry[] }>().data;
      expect(all.at(-1)?.content, row.id).toBe(oldestFirst[0]);
      if (row.id === 'order-2') expect(moves[0]!.createdAt <= row.updated_at, row.id).toBe(true);
      else expect(moves[0]?.createdAt, row.id).toBe(row.updated_at);
    }
    expect(rows.map((row) => row.status).sort()).toEqual([
      'cancelled',
      'completed',
      'in-progress',
      'on-hold',
    ]);
  });
});
