import type { NotificationData } from 'proofdesk/contract';
import { NOTIFICATION_PAGE_SIZE, ORDER_STATUSES } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { STATUS_NOTICES } from '../../../../../host-demo/server/seed/demo-notifications';
import { hasMorePages } from '../../../../../sdk/core/domain';
import { bearer, signIn, testServer } from '../helpers';

interface SeededNotification {
  user_id: string;
  title: string;
  message: string;
  data: string;
  order_id: string | null;
  status: string | null;
}

// Issue 8, "Demo data that shows the product".
describe('demo notifications over the seeded database', () => {
  it('agree with their orders: a status update says its order’s status, every card its progress', async () => {
    const app = await testServer();
    const rows = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT n.user_id, n.title, n.message, n.data, n.order_id, o.status
         FROM notifications n LEFT JOIN orders o ON o.id = n.order_id`,
      )
      .all() as SeededNotification[];
    expect(rows.length).toBeGreaterThan(0);
    const titles = new Set(Object.values(STATUS_NOTICES).map((notice) => notice.title));
    // Each status has its own sentence, so a title names exactly one status.
    expect(titles.size).toBe(ORDER_STATUSES.length);
    let updates = 0;
    for (const row of rows) {
      const data = JSON.parse(row.data) as NotificationData;
      expect(row.order_id, row.title).not.toBeNull();
      expect(data.cardProgress, row.title).toBe(row.status);
      if (data.target !== 'order-detail' || data.widgetType !== null) continue;
      updates += 1;
      const notice = STATUS_NOTICES[row.status as keyof typeof STATUS_NOTICES];
      expect({ title: row.title, message: row.message }, `${row.order_id} is ${row.status}`).toEqual(notice);
    }
    expect(updates).toBeGreaterThan(5);
    // The reported fault: 'Order completed' only ever sits on a completed order.
    const completed = rows.filter((row) => row.title === 'Order completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((row) => row.status === 'completed')).toBe(true);
  });

  it('gives the owner more than one page of groups, so the bell shows Load More', async () => {
    const app = await testServer();
    const groups = app.proofdesk.data
      .sqlite!.prepare(
        "SELECT COUNT(DISTINCT group_key) AS n FROM notifications WHERE user_id = 'user-owner'",
      )
      .get() as { n: number };
    expect(groups.n).toBeGreaterThan(NOTIFICATION_PAGE_SIZE);
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const first = await app.inject({ url: '/api/message/groups', headers: bearer(accessToken) });
    const { data, meta } = first.json();
    expect(data).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(hasMorePages(meta)).toBe(true);
  });
});
