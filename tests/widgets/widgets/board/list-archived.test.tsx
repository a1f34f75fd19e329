import { getArchivedOrderFilter, getOrderFilter } from 'proofdesk';
import { Board } from 'proofdesk/board';
import type { OrderListData } from 'proofdesk/contract';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { render } from '../../support/render';
import { nextFrames } from '../../support/settled';
import { idText, listNetwork, signedIn } from './list-support';

// view="archived" (dashboard §2 /archived-order): the archived orders as the list view's table, from
// GET /order/archived, following the instance's archived-order filter (not the order filter).

describe('Board view="archived"', () => {
  it('lists the archived orders and follows the shared archived-order filter only', async () => {
    const network = listNetwork();
    // Every URL the instance asks for, as it asks (the filter's searches are read from them).
    const asked: URL[] = [];
    const staff = await signedIn('staff@demo.test', {
      fetch: (input, init) => {
        asked.push(
          new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
        );
        return network.fetch(input, init);
      },
    });
    const archived = await staff.http.get<OrderListData>('/order/archived', {
      query: { page: 1, limit: 50, sortType: 'priority', sortAsc: true },
    });
    if (!archived.ok) throw new Error(archived.error.message);
    const { orders } = archived.data;
    expect(orders.length).toBeGreaterThan(1);

    const rendered = render(<Board view="archived" />, staff);
    const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]')!;
    const table = await within(host).findByShadowRole('table', { name: 'Orders' });
    const ids = () =>
      [...table.querySelectorAll('tbody .pd-list-col-order-id')].map((cell) => cell.textContent);
    await expect.poll(ids, { timeout: 5000 }).toEqual(orders.map(idText));
    expect(network.calls.some((url) => url.pathname.endsWith('/order'))).toBe(false);

    // The order filter (the board's) does not reach the archived list...
    getOrderFilter(staff).set({ customSearch: 'no order is called this' });
    await nextFrames();
    expect(ids()).toEqual(orders.map(idText));
    // ...the archived-order filter does. Once its answer shows, the list has seen both changes (the
    // order filter's first) and asked nothing with the order filter's search.
    const one = orders[1]!;
    getArchivedOrderFilter(staff).set({ customSearch: one.orderName });
    await expect.poll(ids, { timeout: 5000 }).toContain(idText(one));
    const searches = asked.map((url) => url.searchParams.get('customSearch'));
    expect(searches).not.toContain('no order is called this');
    expect(searches).toContain(one.orderName);
    expect(ids()).not.toContain(idText(orders.find((order) => !order.orderName.includes(one.orderName))!));
  });
});
