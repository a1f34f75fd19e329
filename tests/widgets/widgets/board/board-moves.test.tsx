import type { ProofdeskInstance } from 'proofdesk';
import type { OrderCard } from 'proofdesk/contract';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  apiMove,
  boardApi,
  cardIn,
  columnList,
  columnSection,
  liveText,
  pressMoveButton,
  renderBoard,
  serverColumn,
  serverOrder,
  signedIn,
} from './support';

// Moves from the board against the real server: the menu, the reason prompt for hold and cancel,
// rollback on a refusal, and another user's move arriving live. Each test takes its own cards
// (a column's first cards differ per test, since every move changes them), so order matters little.

async function openMenu(root: ShadowRoot, card: OrderCard) {
  await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
  const button = within(cardIn(root, card.id)!).getByShadowRole('button', {
    name: `Move ${card.orderName} to…`,
  });
  pressMoveButton(button);
  await expect.poll(() => root.querySelector('[role="menu"]')).not.toBeNull();
  return root.querySelector<HTMLElement>('[role="menu"]')!;
}

async function choose(root: ShadowRoot, card: OrderCard, label: string) {
  const menu = await openMenu(root, card);
  await userEvent.click(within(menu).getByShadowRole('menuitem', { name: label }));
}

const columnOfCard = (root: ShadowRoot, id: string) =>
  cardIn(root, id)?.closest('[data-column]')?.getAttribute('data-column') ?? null;

/** The vertical offset of `element` from the top of `scroller`'s visible area, in CSS pixels. */
const offsetIn = (scroller: HTMLElement, element: HTMLElement) =>
  element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;

/** The first card in `scroller` (but `except`) whose bottom is below the visible area's top. */
function topCardOf(scroller: HTMLElement, except: string) {
  const cards = [...scroller.querySelectorAll<HTMLElement>('[data-card-id]')].filter(
    (element) => element.dataset.cardId !== except,
  );
  const top = cards
    .filter((element) => offsetIn(scroller, element) + element.getBoundingClientRect().height > 0)
    .sort((a, b) => offsetIn(scroller, a) - offsetIn(scroller, b))[0];
  if (!top) throw new Error('no card in view');
  return { id: top.dataset.cardId ?? '', offset: offsetIn(scroller, top) };
}

async function firstOf(instance: ProofdeskInstance, orderProgress: string, skip = 0) {
  const { orders } = await serverColumn(instance, orderProgress, skip + 1);
  const card = orders[skip];
  if (!card) throw new Error(`no ${orderProgress} order`);
  return card;
}

describe('Board: moves', () => {
  it('a menu move calls the server, lands optimistically, keeps focus and says so in the live region', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const card = await firstOf(staff, 'in-review');
    await choose(root, card, 'Approved');
    // At once, before the answer: in Approved, at its top.
    await expect.poll(() => columnOfCard(root, card.id)).toBe('approved');
    expect(liveText(root)).toBe(`Moved ${card.orderName} to Approved`);
    await expect.poll(async () => (await serverOrder(staff, card.id)).progress).toBe('approved');
    // Focus followed the card into its new column and stays there once the server's order is in.
    await expect.poll(() => (root.activeElement as HTMLElement | null)?.dataset.cardId).toBe(card.id);
    // Where it ranks among the server's Approved orders is left to the server tests
    // (orders-board-moves.test.ts): other files move cards in and out of this column meanwhile.
    await expect.poll(() => columnOfCard(root, card.id)).toBe('approved');
    expect((root.activeElement as HTMLElement | null)?.dataset.cardId).toBe(card.id);
  });

  it('a move chosen before the target column has loaded still lands at its top, with focus', async () => {
    // The Approved column's first page is held back until the move has been chosen: the menu must
    // not send "the end of the column" (thousands of cards down) for "Approved".
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdApproved: typeof fetch = async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (url.pathname.endsWith('/order') && url.searchParams.get('orderProgress')?.includes('approved'))
        await held;
      return fetch(input, init);
    };
    const staff = await signedIn('staff@demo.test', { fetch: holdApproved });
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const card = await firstOf(staff, 'in-review', 3);
    await choose(root, card, 'Approved');
    release();
    await expect.poll(async () => (await serverOrder(staff, card.id)).progress).toBe('approved');
    const { orders, meta } = await serverColumn(staff, 'approved,completed', 10);
    // Other files move cards into Approved meanwhile: near the top, not at the end.
    expect(meta.total).toBeGreaterThan(10);
    expect(orders.map((order) => order.id)).toContain(card.id);
    await expect.poll(() => (root.activeElement as HTMLElement | null)?.dataset.cardId).toBe(card.id);
  });

  it('Move down reorders inside the column (priority) and the server keeps the order', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'On Hold');
    const { orders } = await serverColumn(staff, 'on-hold', 3);
    const [a, b] = orders;
    if (!a || !b) throw new Error('need two on-hold orders');
    await choose(root, a, 'Move down');
    expect(liveText(root)).toBe(`Moved ${a.orderName} to On Hold`);
    await expect
      .poll(async () => (await serverColumn(staff, 'on-hold', 2)).orders.map((o) => o.id))
      .toEqual([b.id, a.id]);
    const list = columnSection(root, 'on-hold');
    await expect
      .poll(() =>
        [...list.querySelectorAll<HTMLElement>('[data-card-id]')].slice(0, 2).map((el) => el.dataset.cardId),
      )
      .toEqual([b.id, a.id]);
    await expect.poll(() => (root.activeElement as HTMLElement | null)?.dataset.cardId).toBe(a.id);
  });

  it('a refused move puts the card back and shows Failed! with the server message, never changing the server', async () => {
    // The server refuses: this network sends the move for an order that does not exist (404).
    const wrongOrder: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const moved = /\/order\/[^/]+\/move-progress$/.test(new URL(url).pathname);
      return fetch(
        moved ? url.replace(/\/order\/[^/]+\/move-progress/, '/order/order-missing/move-progress') : input,
        init,
      );
    };
    const staff = await signedIn('staff@demo.test', { fetch: wrongOrder });
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Progress');
    const card = await firstOf(staff, 'in-progress', 1);
    await choose(root, card, 'In Review');
    const toast = await board.findByShadowText('Failed!');
    expect(toast.closest('[role]')?.textContent).toContain('Order not found.');
    await expect.poll(() => columnOfCard(root, card.id)).toBe('in-progress');
    expect(liveText(root)).toBe(`Could not move ${card.orderName}; it is back in In Progress`);
    expect((await serverOrder(staff, card.id)).progress).toBe(card.progress);
    await expect.poll(() => (root.activeElement as HTMLElement | null)?.dataset.cardId).toBe(card.id);
  });

  it('hold asks for a reason first: required, Characters left, 255 at most; Continue sends it', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Progress');
    const card = await firstOf(staff, 'in-progress', 2);
    await choose(root, card, 'On Hold');
    const dialog = await board.findByShadowRole('dialog', {
      name: `Reason for putting ${card.orderName} on hold`,
    });
    const field = within(dialog).getByShadowRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;
    const go = within(dialog).getByShadowRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(dialog.textContent).toContain('Characters left: 255');
    // Nothing left the board yet.
    expect(columnOfCard(root, card.id)).toBe('in-progress');
    await userEvent.type(field, '   ');
    expect(go.disabled).toBe(true);
    await userEvent.clear(field);
    await userEvent.fill(field, 'x'.repeat(300));
    expect(field.value).toHaveLength(255);
    expect(dialog.textContent).toContain('Characters left: 0');
    await userEvent.fill(field, 'Waiting for the client copy');
    expect(dialog.textContent).toContain(`Characters left: ${255 - 27}`);
    expect(go.disabled).toBe(false);
    await userEvent.click(go);
    await expect.poll(() => columnOfCard(root, card.id)).toBe('on-hold');
    await expect.poll(async () => (await serverOrder(staff, card.id)).progress).toBe('on-hold');
    const detail = (await serverOrder(staff, card.id)) as OrderCard & { holdReason?: string };
    expect(detail.holdReason).toBe('Waiting for the client copy');
  });

  it('cancel asks for a reason too; Cancel in the prompt sends nothing and gives focus back', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'Approved');
    // An approved order (a completed one is never cancelled), past the cards other tests move.
    const { orders } = await serverColumn(staff, 'approved,completed', 12);
    const card = orders.slice(3).find((order) => order.progress === 'approved');
    if (!card) throw new Error('no approved order near the top');
    await choose(root, card, 'Cancelled');
    const dialog = await board.findByShadowRole('dialog', {
      name: `Reason for cancelling ${card.orderName}`,
    });
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Cancel' }));
    await expect.poll(() => board.queryByShadowRole('dialog')).toBeNull();
    expect(columnOfCard(root, card.id)).toBe('approved');
    expect((await serverOrder(staff, card.id)).progress).toBe('approved');
    await expect.poll(() => (root.activeElement as HTMLElement | null)?.dataset.cardId).toBe(card.id);

    await choose(root, card, 'Cancelled');
    const again = await board.findByShadowRole('dialog', { name: `Reason for cancelling ${card.orderName}` });
    await userEvent.fill(within(again).getByShadowRole('textbox', { name: /Reason/ }), 'Called off');
    await userEvent.click(within(again).getByShadowRole('button', { name: 'Continue' }));
    await expect.poll(async () => (await serverOrder(staff, card.id)).progress).toBe('cancelled');
    await expect.poll(() => columnOfCard(root, card.id)).toBe('cancelled');
    expect(liveText(root)).toBe(`Moved ${card.orderName} to Cancelled`);
  });

  it("another user's move shows within a second, keeping the column's scroll position", async () => {
    const staff = await signedIn('staff@demo.test');
    const owner = await signedIn('owner@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const card = await firstOf(staff, 'in-review', 4);
    const topApproved = await firstOf(staff, 'approved,completed');
    await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
    // Wait for the realtime connection before the other user moves.
    await expect.poll(() => staff.realtime.$status.get()).toBe('open');
    const scroller = columnSection(root, 'in-review').querySelector<HTMLElement>('.pd-board-scroll')!;
    scroller.scrollTop = 120;
    // What the reader sees at the column's top: the first card not scrolled past, and where it sits.
    // Compared by that card, not by scrollTop: a card above it measured late (a font, an avatar)
    // changes scrollTop by its growth, and the virtualizer rightly keeps the view where it was.
    const anchor = topCardOf(scroller, card.id);
    const moved = await apiMove(owner, card.id, { progress: 'approved', before: topApproved.id });
    expect(moved.ok).toBe(true);
    await expect.poll(() => columnOfCard(root, card.id), { timeout: 1500 }).toBe('approved');
    expect(scroller.scrollTop).toBeGreaterThan(0);
    const anchorNow = cardIn(root, anchor.id);
    expect(anchorNow).not.toBeNull();
    // The reader keeps their place: the top card moves by less than half its height. Not to the
    // pixel: when the column re-reads after the event it can shift the view by one card gap (12 px,
    // seen in about half the runs; a known leftover); losing the place (back to the top, or a card
    // further) moves it by 120 px or a card's height and fails here.
    const shift = Math.abs(offsetIn(scroller, anchorNow!) - anchor.offset);
    expect(shift).toBeLessThan(anchorNow!.getBoundingClientRect().height / 2);
    expect(boardApi()).toContain('/api');
  });
});
