import { ORDER_PAGE, ORDER_SORT_TYPES } from 'proofdesk/contract';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LIST_COLUMNS, LIST_PAGE_SIZE, LIST_SORT_KEY } from '../../../../widgets/board/list';
import { idText, listNetwork, renderList, serverList, signedIn } from './list-support';

// Sorting per column on the server (GET /order sortType / sortAsc, ORDER_SORT_TYPES), headers as
// buttons with aria-sort, the sort kept in local storage (dashboard §3 "Order sorting (sortAsc,
// sortType per column) is kept locally"). Read-only, on the staff account's Northwind orders.

const numbers = (ids: string[]) => ids.map((id) => Number(id.slice(1)));
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe('ListView: sorting', () => {
  it('has one column per sort type of the contract, and pages of the default size', () => {
    expect(LIST_COLUMNS.map((column) => column.sort).sort()).toEqual([...ORDER_SORT_TYPES].sort());
    expect(LIST_PAGE_SIZE).toBe(ORDER_PAGE.defaultLimit);
  });

  it('a header press sorts by its column on the server; a second press turns the direction', async () => {
    const network = listNetwork();
    const staff = await signedIn('staff@demo.test', { fetch: network.fetch });
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    // The default: the board's own order, marked on the Priority column.
    expect(list.header('Priority')?.getAttribute('aria-sort')).toBe('ascending');
    expect(list.header('Order ID')?.hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(within(list.host).getByShadowRole('button', { name: 'Order ID' }));
    await expect.poll(() => network.last()?.searchParams.get('sortType')).toBe('orderId');
    expect(network.last()?.searchParams.get('sortAsc')).toBe('true');
    expect(network.last()?.searchParams.get('page')).toBe('1');
    expect(list.header('Order ID')?.getAttribute('aria-sort')).toBe('ascending');
    expect(list.header('Priority')?.hasAttribute('aria-sort')).toBe(false);
    const asc = await serverList(staff, {
      page: 1,
      limit: LIST_PAGE_SIZE,
      sortType: 'orderId',
      sortAsc: true,
    });
    await expect.poll(() => list.orderIds(), { timeout: 5000 }).toEqual(asc.orders.map(idText));
    expect(ascending(numbers(list.orderIds()))).toBe(true);

    await userEvent.click(within(list.host).getByShadowRole('button', { name: 'Order ID' }));
    await expect.poll(() => network.last()?.searchParams.get('sortAsc')).toBe('false');
    expect(list.header('Order ID')?.getAttribute('aria-sort')).toBe('descending');
    const desc = await serverList(staff, {
      page: 1,
      limit: LIST_PAGE_SIZE,
      sortType: 'orderId',
      sortAsc: false,
    });
    await expect.poll(() => list.orderIds(), { timeout: 5000 }).toEqual(desc.orders.map(idText));
    expect(descending(numbers(list.orderIds()))).toBe(true);
    expect(list.orderIds()[0]).not.toBe(asc.orders[0] && idText(asc.orders[0]));
  });

  it('every column sorts by its own sortType', async () => {
    const network = listNetwork();
    const staff = await signedIn('staff@demo.test', { fetch: network.fetch });
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    // Priority first: it is the sort already, so its press turns the direction (a new request).
    const expected: Record<string, string> = {
      Priority: 'priority',
      Status: 'status',
      Client: 'client',
      Package: 'packageName',
      'Order name': 'orderName',
      'Order ID': 'orderId',
      Service: 'serviceName',
      Created: 'createdAt',
      Due: 'dueDate',
      Creator: 'creator',
      Operator: 'operator',
    };
    for (const [name, sortType] of Object.entries(expected)) {
      await userEvent.click(within(list.host).getByShadowRole('button', { name }));
      await expect.poll(() => network.last()?.searchParams.get('sortType')).toBe(sortType);
      // Every other column starts ascending.
      const asc = network.last()?.searchParams.get('sortAsc');
      expect(asc).toBe(sortType === 'priority' ? 'false' : 'true');
      expect(list.header(name)?.getAttribute('aria-sort')).toBe(asc === 'true' ? 'ascending' : 'descending');
      await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    }
  });

  it('sorted by due date the rows follow the dates, the server ordering them', async () => {
    const staff = await signedIn('staff@demo.test');
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    await userEvent.click(within(list.host).getByShadowRole('button', { name: 'Due' }));
    const server = await serverList(staff, {
      page: 1,
      limit: LIST_PAGE_SIZE,
      sortType: 'dueDate',
      sortAsc: true,
    });
    await expect.poll(() => list.orderIds(), { timeout: 5000 }).toEqual(server.orders.map(idText));
    const dues = server.orders.map((card) =>
      card.dueDate ? Date.parse(card.dueDate) : Number.POSITIVE_INFINITY,
    );
    expect(ascending(dues)).toBe(true);
  });

  it('the sort is kept in local storage and the next list view starts with it', async () => {
    const network = listNetwork();
    const staff = await signedIn('staff@demo.test', { fetch: network.fetch });
    const first = renderList(staff);
    await expect.poll(() => first.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    await userEvent.click(within(first.host).getByShadowRole('button', { name: 'Created' }));
    await userEvent.click(within(first.host).getByShadowRole('button', { name: 'Created' }));
    expect(JSON.parse(staff.session.storage.get(LIST_SORT_KEY) ?? 'null')).toEqual({
      sortType: 'createdAt',
      sortAsc: false,
    });
    first.rerender(null);

    const before = network.calls.length;
    const second = renderList(staff);
    await expect.poll(() => second.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    expect(second.header('Created')?.getAttribute('aria-sort')).toBe('descending');
    // Its first request already carried the stored sort (no request with the default first).
    const own = network.calls.slice(before);
    expect(
      own.map((url) => [url.searchParams.get('sortType'), url.searchParams.get('sortAsc')]),
    ).not.toContainEqual(['priority', 'true']);
  });

  it('a stored value it does not know falls back to the default sort', async () => {
    const network = listNetwork();
    const staff = await signedIn('staff@demo.test', { fetch: network.fetch });
    staff.session.storage.set(LIST_SORT_KEY, '{"sortType":"shoeSize","sortAsc":false}');
    const list = renderList(staff);
    await expect.poll(() => list.rows().length, { timeout: 5000 }).toBe(LIST_PAGE_SIZE);
    expect(list.header('Priority')?.getAttribute('aria-sort')).toBe('ascending');
    expect(network.calls[0]?.searchParams.get('sortType')).toBe('priority');
  });
});
