import type { OrderCard } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { idText, listNetwork, renderList, serverList, signedIn } from './list-support';

// Live: the list refetches when the server pushes `reload-order-list` (createLiveCollection's
// refetchOn), so another user's move shows without a reload. The move is the manager's reversible
// pair completed → approved → completed on one of Harbor's orders (an account the board tests do
// not move), put back at the end.

const statusOf = (row: HTMLTableRowElement | undefined) =>
  row?.querySelector('.pd-list-col-status')?.textContent;

describe('ListView: live', () => {
  it("another user's move shows in the list without a reload (reload-order-list)", async () => {
    const network = listNetwork();
    const harbor = await signedIn('harbor@demo.test', { fetch: network.fetch });
    const manager = await signedIn('admin');
    const all = await serverList(harbor, { limit: 200 });
    const order = all.orders.find((card: OrderCard) => card.progress === 'completed');
    if (!order) throw new Error('Harbor has no completed order');

    const list = renderList(harbor);
    const row = () =>
      list.rows().find((r) => r.querySelector('.pd-list-col-order-id')?.textContent === idText(order));
    await expect.poll(() => statusOf(row()), { timeout: 5000 }).toBe('Completed');
    await expect.poll(() => harbor.realtime.$status.get(), { timeout: 5000 }).toBe('open');
    const calls = network.calls.length;

    const move = (progress: 'approved' | 'completed') =>
      manager.http.put(`/order/${order.id}/move-progress`, { body: { progress }, csrf: 'card' });
    const moved = await move('approved');
    expect(moved.ok ? 'moved' : moved.error.message).toBe('moved');
    try {
      await expect.poll(() => statusOf(row()), { timeout: 3000 }).toBe('Approved Order');
      // It was a refetch of the list, not a page reload: same table, one more GET /order.
      expect(network.calls.length).toBeGreaterThan(calls);
    } finally {
      const back = await move('completed');
      expect(back.ok).toBe(true);
    }
    await expect.poll(() => statusOf(row()), { timeout: 3000 }).toBe('Completed');
  });
});
