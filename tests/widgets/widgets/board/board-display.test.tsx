import { BOARD_COLUMNS, columnStatuses } from 'proofdesk/rules';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { displayDay } from '../../support/display-date';
import { onCleanup } from '../../support/render';
import { nextFrames } from '../../support/settled';
import {
  cardIn,
  columnList,
  columnSection,
  renderBoard,
  serverColumn,
  serverOrder,
  shownCount,
  signedIn,
} from './support';

// What the board shows: six columns titled and counted by the server, cards with the shared card
// fields, and Enter or click announcing open-order. Read-only: the moves live in board-moves.test.

const TITLES = ['New Order', 'In Progress', 'In Review', 'On Hold', 'Approved', 'Cancelled'];

describe('Board: columns and cards', () => {
  it('shows six columns, each a list named by its title, counted by the server total', async () => {
    const owner = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(owner);
    for (const title of TITLES) await columnList(board, title);
    for (const column of BOARD_COLUMNS) {
      // Other files move orders on the same server: the count must settle on the server's.
      await expect
        .poll(
          async () => {
            const meta = (await serverColumn(owner, columnStatuses(column).join(','), 1)).meta;
            return shownCount(root, column) === String(meta.total)
              ? 'same'
              : `${shownCount(root, column)} vs ${meta.total}`;
          },
          { timeout: 5000 },
        )
        .toBe('same');
    }
    // Far more than one page is loaded in any column: the count is the server's, not the loaded one.
    const approved = (await serverColumn(owner, 'approved,completed', 1)).meta.total;
    expect(approved).toBeGreaterThan(100);
    expect(root.querySelectorAll('[data-column="approved"] [data-card-id]').length).toBeLessThan(approved);
  });

  it("a card shows its order's fields as the seed wrote them", async () => {
    const staff = await signedIn('staff@demo.test');
    // #1850 sits near a hundred cards down In Review, past the cards other files move; searching its
    // number narrows the board to it, so it is rendered without scrolling.
    const { board, root } = renderBoard(staff, { filter: { customSearch: '1850' } });
    await columnList(board, 'In Review');
    await expect.poll(() => cardIn(root, 'order-850')).not.toBeNull();
    const card = cardIn(root, 'order-850')!;
    const order = await serverOrder(staff, 'order-850');
    // The dates are the seed's offsets from the time it ran: read from the server, never empty.
    expect(order.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(order.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(order.positionOrder).toBeGreaterThan(40);
    const text = card.textContent ?? '';
    expect(text).toContain('Loyalty Card Logo Design');
    expect(text).toContain('#1850 / Logo Design');
    expect(text).toContain('Northwind Studio');
    expect(text).toContain('In Review');
    // positionOrder counts from 0; the card numbers priorities from 1.
    expect(text).toContain(`Priority ${order.positionOrder + 1}`);
    // Sam Stafford's profile zone.
    expect(text).toContain(displayDay(order.createdAt, 'Europe/London'));
    expect(text).toContain(displayDay(order.dueDate!, 'Europe/London'));
    expect(within(card).getByShadowText('Loyalty Card Logo Design')).toBeTruthy();
  });

  it('renders the cards in the server order, each named by its order name and focusable', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    const list = await columnList(board, 'In Review');
    const { orders } = await serverColumn(staff, 'in-review', 3);
    const first = orders[0]!;
    expect(first.orderName).not.toBe('');
    await expect.poll(() => cardIn(root, first.id)).not.toBeNull();
    const card = cardIn(root, first.id)!;
    // The board's first cards are the server's (polled: other files move in-review orders meanwhile).
    await expect
      .poll(async () => {
        const shown = [...list.querySelectorAll<HTMLElement>('[data-card-id]')]
          .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
          .slice(0, 3)
          .map((el) => el.dataset.cardId);
        const server = (await serverColumn(staff, 'in-review', 3)).orders.map((o) => o.id);
        return shown.join() === server.join();
      })
      .toBe(true);
    expect(card.tabIndex).toBe(0);
    expect(within(list).getAllByShadowRole('listitem', { name: first.orderName }).length).toBeGreaterThan(0);
    // Described by how to use it: one hint element for the whole board, not one per card.
    const hintIds = new Set(
      [...root.querySelectorAll('[data-card-id]')].map((item) => item.getAttribute('aria-describedby')),
    );
    expect(hintIds.size).toBe(1);
    const [hintId] = hintIds;
    expect((root as ShadowRoot).getElementById(hintId!)?.textContent).toBe(
      'Press Enter to open. Use the move button, or drag, to move it.',
    );
  });

  it('New Order shows its active half, then its queue half (reached by scrolling), under headings', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    const list = await columnList(board, 'New Order');
    await expect.poll(() => list.querySelectorAll('[data-card-id]').length).toBeGreaterThan(0);
    const first = list.querySelector('li');
    expect(first?.textContent).toBe('Active');
    // Scroll down a screen at a time (the rendered rows span more than a screen, so none is skipped:
    // the pages load ahead of the scroll, so the heading is not always at the end of what is loaded)
    // until the queue half's heading is rendered.
    const scroller = columnSection(root, 'new-order').querySelector<HTMLElement>('.pd-board-scroll')!;
    const queueHeading = () => [...list.querySelectorAll('li h4')].find((h) => h.textContent === 'Queue');
    await expect
      .poll(
        () => {
          if (queueHeading() !== undefined) return true;
          scroller.scrollTop += scroller.clientHeight;
          return false;
        },
        { timeout: 25_000, interval: 40 },
      )
      .toBe(true);
    const rows = () =>
      [...list.querySelectorAll('li')].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
    const at = () => rows().findIndex((li) => li.querySelector('h4')?.textContent === 'Queue');
    // The heading may be the last row loaded: the queue's first cards come with the next page.
    await expect
      .poll(
        () => {
          const loaded = rows()
            .slice(at() + 1)
            .some((li) => li.dataset.cardId);
          if (!loaded) scroller.scrollTop += scroller.clientHeight;
          return loaded;
        },
        { timeout: 15_000, interval: 40 },
      )
      .toBe(true);
    const before = rows()
      .slice(0, at())
      .filter((li) => li.dataset.cardId);
    const after = rows()
      .slice(at() + 1)
      .filter((li) => li.dataset.cardId);
    expect(before.every((li) => li.dataset.lane === 'active')).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    // Drafts sit below both halves and have no lane of their own to drop on.
    expect(after.every((li) => li.dataset.lane === 'queue' || li.dataset.lane === undefined)).toBe(true);
  }, 30_000);

  it('Enter or a click on a card announces open-order with its path', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root, host } = renderBoard(staff);
    await columnList(board, 'In Progress');
    const { orders } = await serverColumn(staff, 'in-progress,gr-revision', 1);
    const id = orders[0]!.id;
    await expect.poll(() => cardIn(root, id)).not.toBeNull();
    const events: CustomEvent[] = [];
    const listener = (event: Event) => {
      events.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('proofdesk:open-order', listener);
    onCleanup(() => document.removeEventListener('proofdesk:open-order', listener));
    cardIn(root, id)!.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(cardIn(root, id)!.querySelector('.pd-order-card-id')!);
    expect(events.map((e) => e.detail.path)).toEqual([`/orders/detail/${id}`, `/orders/detail/${id}`]);
    expect(events[0]?.target).toBe(host);
  });

  it('a progress filter empties the columns it does not name, without asking the server for them', async () => {
    // The columns' asks, recorded as they are made (not when they end).
    const asked: string[] = [];
    const staff = await signedIn('staff@demo.test', {
      fetch: (input, init) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        const progress = url.searchParams.get('orderProgress');
        if (url.pathname.endsWith('/order') && progress) asked.push(progress);
        return fetch(input, init);
      },
    });
    const { board, root } = renderBoard(staff, { filter: { orderProgress: 'in-review,approved' } });
    await columnList(board, 'In Review');
    const review = (await serverColumn(staff, 'in-review', 1)).meta.total;
    const approved = (await serverColumn(staff, 'approved', 1)).meta.total;
    await expect.poll(() => shownCount(root, 'in-review'), { timeout: 5000 }).toBe(String(review));
    // Approved shows approved orders only (completed ones are not named by the filter).
    await expect.poll(() => shownCount(root, 'approved'), { timeout: 5000 }).toBe(String(approved));
    for (const column of ['new-order', 'in-progress', 'on-hold', 'cancelled'] as const) {
      expect(shownCount(root, column)).toBe('0');
      expect(columnSection(root, column).querySelectorAll('[data-card-id]')).toHaveLength(0);
      // New Order keeps its halves' headings, places to drop on; the others say they are empty.
      if (column !== 'new-order') expect(columnSection(root, column).textContent).toContain('No orders');
    }
    // The socket's opening asks the watched columns again (a catch-up): once it is open and two
    // frames have passed, every column has asked what it will.
    await expect.poll(() => staff.realtime.$status.get()).toBe('open');
    await nextFrames();
    expect(new Set(asked)).toEqual(new Set(['in-review', 'approved']));
  });
});
