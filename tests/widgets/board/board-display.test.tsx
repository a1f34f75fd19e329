import { BOARD_COLUMNS, columnStatuses, orderCardFields } from 'proofdesk/rules';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { onCleanup } from '../support/render';
import {
  cardIn,
  columnList,
  columnSection,
  renderBoard,
  serverColumn,
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

  it('renders each card with the shared card fields, in the server order', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    const list = await columnList(board, 'In Review');
    const { orders } = await serverColumn(staff, 'in-review', 3);
    const first = orders[0]!;
    await expect.poll(() => cardIn(root, first.id)).not.toBeNull();
    const card = cardIn(root, first.id)!;
    const fields = orderCardFields(first, undefined);
    expect(card.textContent).toContain(fields.name);
    expect(card.textContent).toContain(fields.idLine);
    expect(card.textContent).toContain(fields.client);
    expect(card.textContent).toContain(fields.created);
    if (fields.priority) expect(card.textContent).toContain(fields.priority);
    if (fields.stateLabel) expect(card.textContent).toContain(fields.stateLabel);
    // Named by the order name; focusable.
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
    expect(within(list).getAllByShadowRole('listitem', { name: fields.name }).length).toBeGreaterThan(0);
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
    const staff = await signedIn('staff@demo.test');
    const asked: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const progress = new URL(entry.name).searchParams.get('orderProgress');
        if (entry.name.includes('/order?') && progress) asked.push(progress);
      }
    });
    observer.observe({ type: 'resource', buffered: false });
    onCleanup(() => observer.disconnect());
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(asked)).toEqual(new Set(['in-review', 'approved']));
  });
});
