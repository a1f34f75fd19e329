import type { OrderCard } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { nextFrames } from '../../support/settled';
import {
  apiMove,
  cardIn,
  columnList,
  columnSection,
  liveText,
  renderBoard,
  serverColumn,
  serverOrder,
  signedIn,
} from './support';

// Pointer drags with dnd-kit. `userEvent.dragAndDrop` is Playwright's real mouse (down, moves, up);
// the mid-drag checks use dispatched pointer events, which dnd-kit's pointer sensor handles alike.

function centre(element: Element) {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + Math.min(box.height / 2, 40) };
}

function pointer(target: EventTarget, type: string, at: { clientX: number; clientY: number }) {
  target.dispatchEvent(
    new PointerEvent(type, {
      ...at,
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );
}

// dnd-kit reads the pointer once a frame: two frames between moves let it see each step.
const frame = () => nextFrames(2);

/** Picks `card` up and moves the pointer over `over`, step by step; returns a function that drops. */
async function hold(root: ShadowRoot, card: OrderCard, over: Element) {
  const element = cardIn(root, card.id)!;
  const from = centre(element);
  const to = centre(over);
  pointer(element, 'pointerdown', from);
  for (let step = 1; step <= 8; step += 1) {
    const at = {
      clientX: from.clientX + ((to.clientX - from.clientX) * step) / 8,
      clientY: from.clientY + ((to.clientY - from.clientY) * step) / 8,
    };
    pointer(element.ownerDocument, 'pointermove', at);
    await frame();
  }
  return async () => {
    pointer(element.ownerDocument, 'pointerup', to);
    await frame();
  };
}

/**
 * Scrolls `column` into view (dnd-kit measures drop targets through an IntersectionObserver: the
 * cards must be in view, and the test's window is narrower than the board) and waits for three of
 * its cards to show whole; returns a function listing the ids of the cards whole in view, in order.
 */
async function cardsInView(root: ShadowRoot, column: string): Promise<() => string[]> {
  columnSection(root, column).scrollIntoView({ inline: 'start' });
  const box = columnSection(root, column).querySelector('.pd-board-scroll')!;
  const inView = () =>
    [...box.querySelectorAll<HTMLElement>('[data-card-id]')]
      .filter((element) => element.getBoundingClientRect().bottom <= box.getBoundingClientRect().bottom)
      .map((element) => element.dataset.cardId!);
  await expect.poll(() => inView().length).toBeGreaterThan(2);
  return inView;
}

describe('Board: drag and drop', () => {
  it('while a card is held, columns that do not accept it look disabled; a refused drop never calls the server', async () => {
    // The instance's requests, recorded as they are made.
    const asked: string[] = [];
    const staff = await signedIn('staff@demo.test', {
      nonce: 'board-test-nonce',
      fetch: (input, init) => {
        asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return fetch(input, init);
      },
    });
    const headStyles = new Set(document.head.querySelectorAll('style'));
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const { orders } = await serverColumn(staff, 'in-review', 8);
    const card = orders[6]!;
    await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
    const drop = await hold(
      root,
      card,
      columnSection(root, 'in-progress').querySelector('.pd-board-column-header')!,
    );
    // Staff may take an in-review order to review (reorder), approval, hold or cancel: not In Progress.
    await expect.poll(() => columnSection(root, 'in-progress').getAttribute('aria-disabled')).toBe('true');
    expect(columnSection(root, 'approved').getAttribute('aria-disabled')).toBeNull();
    expect(columnSection(root, 'in-review').getAttribute('aria-disabled')).toBeNull();
    expect(liveText(root)).toBe(`Picked up ${card.orderName}`);
    // dnd-kit's injected styles carry the instance's CSP nonce.
    const added = [...document.head.querySelectorAll('style')].filter((style) => !headStyles.has(style));
    expect(added.length).toBeGreaterThan(0);
    for (const style of added) expect(style.getAttribute('nonce')).toBe('board-test-nonce');
    const before = asked.length;
    await drop();
    // The drag has ended (no column greyed out); a move would have asked for its anti-forgery token
    // or sent its PUT at the drop, before this.
    await expect.poll(() => columnSection(root, 'in-progress').getAttribute('aria-disabled')).toBeNull();
    await nextFrames();
    expect(asked.slice(before).filter((url) => /move-progress|\/csrf\//.test(url))).toEqual([]);
    expect(cardIn(root, card.id)?.closest('[data-column]')?.getAttribute('data-column')).toBe('in-review');
    expect((await serverOrder(staff, card.id)).progress).toBe('in-review');
  });

  it('a real pointer drag onto an accepting column moves the card and the server has it', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const { orders } = await serverColumn(staff, 'in-review', 10);
    const card = orders[2]!;
    await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
    const target = columnSection(root, 'approved').querySelector('.pd-board-column-header')!;
    await userEvent.dragAndDrop(cardIn(root, card.id)!.querySelector('.pd-order-card-id')!, target);
    await expect.poll(async () => (await serverOrder(staff, card.id)).progress).toBe('approved');
    await expect.poll(() => liveText(root)).toBe(`Moved ${card.orderName} to Approved`);
    // The drag is over: no column stays greyed out, and the board takes refetches again.
    expect(root.querySelector('.pd-board--dragging')).toBeNull();
    await expect
      .poll(() => cardIn(root, card.id)?.closest('[data-column]')?.getAttribute('data-column'))
      .toBe('approved');
  });

  it('a pointer drop on a card puts the held card in front of it', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const inView = await cardsInView(root, 'in-review');
    const { orders } = await serverColumn(staff, 'in-review', 40);
    const card = orders.find((order) => order.id === inView().at(-1))!;
    const targetId = inView().at(-3)!;
    expect(cardIn(root, targetId)!.classList.contains('pd-board-card--over')).toBe(false);
    const drop = await hold(root, card, cardIn(root, targetId)!);
    await expect.poll(() => cardIn(root, targetId)?.classList.contains('pd-board-card--over')).toBe(true);
    await drop();
    // Staff may reorder In Review: the server has the card just in front of the one it was dropped on.
    await expect
      .poll(async () => {
        const ids = (await serverColumn(staff, 'in-review', 60)).orders.map((order) => order.id);
        return ids[ids.indexOf(card.id) + 1];
      })
      .toBe(targetId);
    expect(root.querySelector('.pd-board-card--over')).toBeNull();
  });

  it('a held card carried away from its place is not its own drop target', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    columnSection(root, 'in-review').scrollIntoView({ inline: 'start' });
    const { orders } = await serverColumn(staff, 'in-review', 8);
    const card = orders[1]!;
    await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
    // Its own "in front of me" target stays at its place (dnd-kit moves it to the placeholder as the
    // drag starts, which needs it registered by then): carried up to the column's header, the card
    // does not hit itself (that drop would do nothing).
    await hold(root, card, columnSection(root, 'in-review').querySelector('.pd-board-column-header')!);
    await nextFrames(4);
    const held = root.querySelector(`[data-card-id="${CSS.escape(card.id)}"]:not([inert])`)!;
    expect(held.classList.contains('pd-board-card--over')).toBe(false);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => liveText(root)).toBe(`Move of ${card.orderName} cancelled`);
    expect((await serverOrder(staff, card.id)).progress).toBe(card.progress);
  });

  it('the keyboard sensor: Space picks a focused card up (said in words), Escape puts it back', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'Approved');
    const { orders } = await serverColumn(staff, 'approved,completed', 6);
    const card = orders[5]!;
    await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
    cardIn(root, card.id)!.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => liveText(root)).toBe(`Picked up ${card.orderName}`);
    // Staff may take an approved order back to review (or hold / cancel it): not to In Progress.
    expect(columnSection(root, 'in-progress').getAttribute('aria-disabled')).toBe('true');
    expect(columnSection(root, 'in-review').getAttribute('aria-disabled')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => liveText(root)).toBe(`Move of ${card.orderName} cancelled`);
    expect(columnSection(root, 'in-progress').getAttribute('aria-disabled')).toBeNull();
    expect((await serverOrder(staff, card.id)).progress).toBe(card.progress);
  });

  it('the keyboard sensor: a held card moved down over another card and dropped goes in front of it', async () => {
    const staff = await signedIn('staff@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    const inView = await cardsInView(root, 'in-review');
    const [id, next] = inView();
    const { orders } = await serverColumn(staff, 'in-review', 40);
    const card = orders.find((order) => order.id === id)!;
    cardIn(root, card.id)!.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => liveText(root)).toBe(`Picked up ${card.orderName}`);
    // Shift+arrow moves 50 px: 400 px down is over the card after the next one.
    await userEvent.keyboard(
      '{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}',
    );
    const over = () => root.querySelector('.pd-board-card--over')?.getAttribute('data-card-id') ?? null;
    await expect.poll(over).not.toBeNull();
    const targetId = over()!;
    expect([card.id, next]).not.toContain(targetId);
    await userEvent.keyboard(' ');
    await expect
      .poll(async () => {
        const ids = (await serverColumn(staff, 'in-review', 60)).orders.map((order) => order.id);
        return ids[ids.indexOf(card.id) + 1];
      })
      .toBe(targetId);
  });

  it("another user's move arriving mid-drag waits for the drop, then shows", async () => {
    const staff = await signedIn('staff@demo.test');
    const owner = await signedIn('owner@demo.test');
    const { board, root } = renderBoard(staff);
    await columnList(board, 'In Review');
    // Two cards the board has rendered, from the lower end (other files move the top ones).
    await expect
      .poll(() => columnSection(root, 'in-review').querySelectorAll('[data-card-id]').length)
      .toBeGreaterThan(4);
    const shown = [...columnSection(root, 'in-review').querySelectorAll<HTMLElement>('[data-card-id]')].map(
      (el) => el.dataset.cardId!,
    );
    const { orders } = await serverColumn(staff, 'in-review', 40);
    const byId = (id: string) => orders.find((order) => order.id === id)!;
    const [card, other] = [byId(shown.at(-2)!), byId(shown.at(-1)!)];
    await expect.poll(() => staff.realtime.$status.get()).toBe('open');
    const drop = await hold(
      root,
      card,
      columnSection(root, 'in-progress').querySelector('.pd-board-column-header')!,
    );
    await expect.poll(() => liveText(root)).toBe(`Picked up ${card.orderName}`);
    const pushed: string[] = [];
    const off = staff.realtime.subscribe('reload-order-list', () => pushed.push('reload-order-list'));
    expect((await apiMove(owner, other.id, { progress: 'approved', before: null })).ok).toBe(true);
    // The push has reached this user; a refetch it set off would have gone out then, so a read of
    // this instance's own, answered after it, and two frames leave the columns as the board has them.
    await expect.poll(() => pushed.length).toBeGreaterThan(0);
    off();
    await serverColumn(staff, 'in-review', 1);
    await nextFrames();
    // The columns under the pointer stay as they were.
    expect(cardIn(root, other.id)?.closest('[data-column]')?.getAttribute('data-column')).toBe('in-review');
    expect(cardIn(root, card.id)).not.toBeNull();
    await drop();
    await expect
      .poll(() => cardIn(root, other.id)?.closest('[data-column]')?.getAttribute('data-column') ?? null)
      .not.toBe('in-review');
  });
});
