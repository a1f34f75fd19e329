import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { LIST_PAGE_SIZE, LIST_SORT_KEY } from '../../../../widgets/board/list';
import { seriousViolations } from '../../support/a11y';
import { displayDay } from '../../support/display-date';
import { idText, listNetwork, renderList, serverList, signedIn } from './list-support';

// The list view (widgets/board/list): the orders as a table with the card's fields as columns, paged
// with Load More under the server's total, rows opening their order. Read-only, on the staff
// account's Northwind orders (61 open ones: more than a page).

const HEADERS = [
  'Status',
  'Priority',
  'Client',
  'Package',
  'Order name',
  'Order ID',
  'Service',
  'Created',
  'Due',
  'Creator',
  'Operator',
];

describe('ListView: the table', () => {
  it("a table named 'Orders' with the card's fields as columns, the first page in the server's order", async () => {
    const network = listNetwork();
    const staff = await signedIn('staff@demo.test', { fetch: network.fetch });
    const list = renderList(staff);
    const table = await within(list.host).findByShadowRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByShadowRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(HEADERS);
    // Each header is a button (the sort).
    for (const name of HEADERS) expect(within(table).getByShadowRole('button', { name })).toBeTruthy();

    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    const server = await serverList(staff, {
      page: 1,
      limit: LIST_PAGE_SIZE,
      sortType: 'priority',
      sortAsc: true,
    });
    expect(list.orderIds()).toEqual(server.orders.map(idText));
    // The first request asked for the default sort and a page of 50.
    const first = network.calls[0]!;
    expect(first.searchParams.get('sortType')).toBe('priority');
    expect(first.searchParams.get('sortAsc')).toBe('true');
    expect(first.searchParams.get('limit')).toBe(String(LIST_PAGE_SIZE));

    // The cells say what the card says: the first row is #1004 as the seed wrote it. Its dates are
    // the seed's offsets from when it ran, so they are read from the server (the list shows UTC here).
    const card = server.orders[0]!;
    expect(card.id).toBe('order-4');
    expect(card.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(card.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A person's cell: the avatar (decoration, its initials) and the name written out.
    const cells = [...list.rows()[0]!.querySelectorAll('td')].map(
      (td) => td.querySelector('.pd-list-person > span:last-child')?.textContent ?? td.textContent,
    );
    expect(cells).toEqual([
      'In Review',
      'Priority 1',
      'Northwind Studio',
      'Studio Pro (monthly)',
      'Autumn Launch Packaging',
      '#1004',
      'Packaging',
      displayDay(card.createdAt, 'UTC'),
      displayDay(card.dueDate!, 'UTC'),
      'Sam Stafford',
      'Omar Ortiz',
    ]);
    expect(list.footer()).toBe(`Showing ${LIST_PAGE_SIZE} of ${server.meta.total} orders`);
  });

  it('Load More appends the next page up to the total, then goes; focus moves to the first new row', async () => {
    const staff = await signedIn('staff@demo.test');
    // Sorted by order number (a stored sort): board tests running beside this file move orders,
    // which reorders the priority sort between the two pages but never this one.
    staff.session.storage.set(LIST_SORT_KEY, JSON.stringify({ sortType: 'orderId', sortAsc: true }));
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    const all = await serverList(staff, { page: 1, limit: 200, sortType: 'orderId', sortAsc: true });
    expect(all.meta.total).toBeGreaterThan(LIST_PAGE_SIZE);
    const more = within(list.host).getByShadowRole('button', { name: 'Load More' });
    await userEvent.click(more);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(all.meta.total);
    expect(list.orderIds()).toEqual(all.orders.map(idText));
    expect(list.footer()).toBe(`Showing ${all.meta.total} of ${all.meta.total} orders`);
    expect(within(list.host).queryByShadowRole('button', { name: 'Load More' })).toBeNull();
    const firstNew = list.rows()[LIST_PAGE_SIZE]!.querySelector('.pd-list-open');
    expect(getActiveElement(document)).toBe(firstNew);
  });

  it('a click on a row, or Enter on its order name, opens that order', async () => {
    const staff = await signedIn('staff@demo.test');
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    const [, second, third] = list.rows();
    await userEvent.click(second!.querySelector('.pd-list-col-client')!);
    expect(list.opened.map(idText)).toEqual([second!.querySelector('.pd-list-col-order-id')?.textContent]);
    const button = third!.querySelector<HTMLButtonElement>('.pd-list-open')!;
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(list.opened.map(idText)).toEqual([
      second!.querySelector('.pd-list-col-order-id')?.textContent,
      third!.querySelector('.pd-list-col-order-id')?.textContent,
    ]);
    // One open per press: the row's click does not repeat the button's.
    expect(list.opened).toHaveLength(2);
  });

  it("follows the filter it is given, and says 'No orders found' when nothing matches", async () => {
    const staff = await signedIn('staff@demo.test');
    const list = renderList(staff, { filter: { customSearch: 'qqqq-no-such-order' } });
    await expect
      .poll(() => list.shadow.querySelector('.pd-list-empty')?.textContent, { timeout: 5000 })
      .toBe('No orders found');
    expect(list.rows()).toHaveLength(0);
  });

  it("a first page that fails shows 'Ooops!' with the generic error and Try again, which loads it", async () => {
    const network = listNetwork();
    const staff = await signedIn('staff@demo.test', { fetch: network.fetch });
    network.fail = true;
    const list = renderList(staff);
    const alert = await within(list.host).findByShadowRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Ooops!');
    expect(alert.textContent).toContain(
      'Error encountered while processing. Please try again later or contact the product admin.',
    );
    expect(within(list.host).queryByShadowRole('table')).toBeNull();
    network.fail = false;
    await userEvent.click(within(alert).getByShadowRole('button', { name: 'Try again' }));
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    expect(within(list.host).queryByShadowRole('alert')).toBeNull();
  });

  it('axe finds nothing serious in the table', async () => {
    const staff = await signedIn('staff@demo.test');
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    expect(await seriousViolations(list.host)).toEqual([]);
  });

  it('axe finds nothing serious in dark mode either', async () => {
    const staff = await signedIn('staff@demo.test', { theme: { mode: 'dark' } });
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    expect(await seriousViolations(list.host)).toEqual([]);
  });

  it('on a 390 px phone the table scrolls sideways inside its frame, the page does not', async () => {
    await page.viewport(390, 800);
    try {
      const staff = await signedIn('staff@demo.test');
      const list = renderList(staff);
      await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
      const frame = list.shadow.querySelector<HTMLElement>('.pd-list-scroll')!;
      expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
      // The footer's Load More stays in the window.
      const more = within(list.host).getByShadowRole('button', { name: 'Load More' });
      expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(414, 896);
    }
  });
});
