import { getOrderFilter } from 'proofdesk';
import { COLLAPSED_COLUMNS_KEY } from 'proofdesk/board';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { seriousViolations } from '../../support/a11y';
import { onCleanup } from '../../support/render';
import {
  columnList,
  columnSection,
  pressMoveButton,
  renderBoard,
  serverColumn,
  shownCount,
  signedIn,
} from './support';

// Columns of hundreds of cards (the board server adds 5,000 bulk orders): virtualized and paged,
// collapsible (remembered), filtered through the instance's shared filter, and clean under axe.

const cardsIn = (root: ShadowRoot, column: string) =>
  columnSection(root, column).querySelectorAll('[data-card-id]').length;

describe('Board: many orders', () => {
  it('keeps a few dozen cards in the DOM however far a large column scrolls, loading pages as it goes', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'Approved');
    const total = (await serverColumn(staff, 'approved,completed', 1)).meta.total;
    expect(total).toBeGreaterThan(500);
    await expect.poll(() => shownCount(root, 'approved')).toBe(String(total));
    await expect.poll(() => cardsIn(root, 'approved')).toBeGreaterThan(0);
    const scroller = columnSection(root, 'approved').querySelector<HTMLElement>('.pd-board-scroll')!;
    let most = 0;
    const seen = new Set<string>();
    // Each step waits for the rendered window to move on (a page loads when the loaded cards run out).
    const lastIndex = () =>
      Math.max(
        ...[...columnSection(root, 'approved').querySelectorAll<HTMLElement>('[data-card-id]')].map((el) =>
          Number(el.dataset.index),
        ),
      );
    for (let step = 0; step < 25; step += 1) {
      const last = lastIndex();
      scroller.scrollTop += scroller.clientHeight * 2;
      await expect.poll(lastIndex, { timeout: 5000 }).toBeGreaterThan(last);
      for (const el of columnSection(root, 'approved').querySelectorAll<HTMLElement>('[data-card-id]'))
        seen.add(el.dataset.cardId!);
      most = Math.max(most, cardsIn(root, 'approved'));
    }
    // Far more cards went by than one page holds (pages loaded as it scrolled)...
    expect(seen.size).toBeGreaterThan(60);
    // ...while the DOM never held more than a few dozen.
    expect(most).toBeLessThan(40);
    // The whole board stays small too.
    expect(root.querySelectorAll('*').length).toBeLessThan(1500);
  });

  it('remembers collapsed columns in the instance storage', async () => {
    const staff = await signedIn('staff@demo.test');
    const first = renderBoard(staff);
    await columnList(first.board, 'On Hold');
    const toggle = first.board.getByShadowRole('button', { name: 'Collapse On Hold' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(first.board.queryByShadowRole('list', { name: 'On Hold' })).toBeNull();
    expect(staff.session.storage.get(COLLAPSED_COLUMNS_KEY)).toBe('["on-hold"]');
    first.unmount();

    const second = renderBoard(staff);
    await columnList(second.board, 'In Review');
    expect(
      second.board.getByShadowRole('button', { name: 'Expand On Hold' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(second.board.queryByShadowRole('list', { name: 'On Hold' })).toBeNull();
    await userEvent.click(second.board.getByShadowRole('button', { name: 'Expand On Hold' }));
    await columnList(second.board, 'On Hold');
    expect(staff.session.storage.get(COLLAPSED_COLUMNS_KEY)).toBe('[]');
  });

  it('follows the instance’s shared filter by default; a filter prop fixes its own', async () => {
    const staff = await signedIn('staff@demo.test');
    const { orders } = await serverColumn(staff, 'in-review', 1);
    const target = orders[0]!;
    const shared = renderBoard(staff);
    const fixed = renderBoard(staff, { filter: {} });
    await columnList(shared.board, 'In Review');
    getOrderFilter(staff).set({ customSearch: String(target.orderId) });
    await expect.poll(() => shownCount(shared.root, 'in-review')).toBe('1');
    await expect
      .poll(() =>
        columnSection(shared.root, 'in-review').querySelector('[data-card-id]')?.getAttribute('data-card-id'),
      )
      .toBe(target.id);
    // The board with its own (empty) filter is not narrowed.
    expect(Number(shownCount(fixed.root, 'in-review'))).toBeGreaterThan(1);
  });

  it('axe finds nothing serious on the board, its open menu and the reason prompt', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root, host } = renderBoard(staff);
    await columnList(board, 'In Progress');
    await expect.poll(() => cardsIn(root, 'in-progress')).toBeGreaterThan(0);
    expect(await seriousViolations(host)).toEqual([]);
    const card = columnSection(root, 'in-progress').querySelector<HTMLElement>('[data-card-id]')!;
    pressMoveButton(card.querySelector<HTMLElement>('.pd-board-move-button')!);
    await expect.poll(() => root.querySelector('[role="menu"]')).not.toBeNull();
    const menu = root.querySelector<HTMLElement>('[role="menu"]')!;
    expect(await seriousViolations(host)).toEqual([]);
    await userEvent.click(within(menu).getByShadowRole('menuitem', { name: 'On Hold' }));
    const dialog = await board.findByShadowRole('dialog', { name: /^Reason for putting/ });
    expect(await seriousViolations(host)).toEqual([]);
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Cancel' }));
  });

  it('dark mode: the columns are drawn dark and axe finds nothing serious (contrast included)', async () => {
    const staff = await signedIn('staff@demo.test', { theme: { mode: 'dark' } });
    const { board, root, host } = renderBoard(staff);
    await columnList(board, 'In Review');
    await expect.poll(() => cardsIn(root, 'in-review')).toBeGreaterThan(0);
    const column = getComputedStyle(columnSection(root, 'in-review'));
    // A dark surface: every channel of the column's background is low.
    const channels = column.backgroundColor
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    expect(Math.max(...channels)).toBeLessThan(90);
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('on a phone the columns scroll sideways inside the board', async () => {
    await page.viewport(390, 800);
    onCleanup(() => void page.viewport(1280, 900));
    const staff = await signedIn('staff@demo.test');
    const { board, root, host } = renderBoard(staff);
    await columnList(board, 'Cancelled');
    const strip = root.querySelector<HTMLElement>('.pd-board')!;
    expect(getComputedStyle(strip).overflowX).toBe('auto');
    expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth * 3);
    // The widget itself stays within the window: the columns scroll inside it.
    expect(host.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    expect(strip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  });
});
