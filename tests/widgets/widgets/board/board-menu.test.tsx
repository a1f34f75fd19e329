import type { ProofdeskInstance } from 'proofdesk';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cardIn, columnList, pressMoveButton, renderBoard, serverColumn, signedIn } from './support';

// The keyboard "Move to…" menu lists, by label, exactly the board moves of the viewer's role
// (dashboard §4 drag table, plus hold and cancel where the role has them). Opening a menu changes
// nothing on the server, so these tests share the board server with the move tests safely.

/** The menu of the first card of a column, as its entries' names; null when the card has no button. */
async function menuOf(instance: ProofdeskInstance, orderProgress: string, title: string) {
  const rendered = renderBoard(instance);
  const { board, root } = rendered;
  await columnList(board, title);
  const { orders } = await serverColumn(instance, orderProgress, 2);
  const card = orders[0];
  if (!card) throw new Error(`no ${orderProgress} order visible`);
  await expect.poll(() => cardIn(root, card.id)).not.toBeNull();
  const element = cardIn(root, card.id)!;
  const button = within(element).queryByShadowRole('button', { name: `Move ${card.orderName} to…` });
  const done = () => {
    // One board at a time: the next call renders its own.
    rendered.unmount();
  };
  if (!button) {
    done();
    return null;
  }
  pressMoveButton(button);
  // querySelector, not a role query over the whole board: computing every element's role is slow.
  await expect.poll(() => root.querySelector('[role="menu"]')).not.toBeNull();
  const menu = root.querySelector<HTMLElement>('[role="menu"]')!;
  expect(menu.getAttribute('aria-label')).toBe(`Move ${card.orderName} to`);
  const names = within(menu)
    .getAllByShadowRole('menuitem')
    .map((item) => item.textContent);
  // Focus starts on the first entry; Escape closes and gives focus back to the button.
  expect(root.activeElement).toBe(within(menu).getAllByShadowRole('menuitem')[0]);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => root.querySelector('[role="menu"]')).toBeNull();
  expect(root.activeElement).toBe(button);
  done();
  return names;
}

describe('Board: the Move to… menu offers each role its board moves', () => {
  it('owner', async () => {
    const owner = await signedIn('owner@demo.test');
    expect(await menuOf(owner, 'in-review', 'In Review')).toEqual([
      'Move down',
      'Bottom of In Review',
      'Approved',
      'On Hold',
      'Cancelled',
    ]);
    expect(await menuOf(owner, 'on-hold', 'On Hold')).toEqual([
      'New Order: Active',
      'In Progress',
      'In Review',
      'Move down',
      'Bottom of On Hold',
    ]);
    expect(await menuOf(owner, 'cancelled', 'Cancelled')).toBeNull();
  });

  it('staff', async () => {
    const staff = await signedIn('staff@demo.test');
    // An approved card: a completed one in the same column is neither held nor cancelled.
    expect(await menuOf(staff, 'approved', 'Approved')).toEqual(['In Review', 'On Hold', 'Cancelled']);
    expect(await menuOf(staff, 'new-order', 'New Order')).toEqual([
      'Move down',
      'Bottom of New Order: Active',
      'New Order: Queue',
      'On Hold',
      'Cancelled',
    ]);
  });

  it('operator: in progress and review only; New Order and Approved are locked', async () => {
    const operator = await signedIn('operator@demo.test');
    expect(await menuOf(operator, 'in-review', 'In Review')).toEqual(['In Progress', 'On Hold', 'Cancelled']);
    expect(await menuOf(operator, 'in-progress,gr-revision', 'In Progress')).toEqual([
      'New Order: Active',
      'Move down',
      'Bottom of In Progress',
      'On Hold',
      'Cancelled',
    ]);
    expect(await menuOf(operator, 'new-order', 'New Order')).toBeNull();
    expect(await menuOf(operator, 'approved,completed', 'Approved')).toBeNull();
  });

  it('manager: the other roles’ row; New Order locked', async () => {
    const manager = await signedIn('manager@demo.test');
    expect(await menuOf(manager, 'in-review', 'In Review')).toEqual([
      'In Progress',
      'Approved',
      'On Hold',
      'Cancelled',
    ]);
    expect(await menuOf(manager, 'on-hold', 'On Hold')).toEqual([
      'New Order: Active',
      'In Progress',
      'In Review',
    ]);
    expect(await menuOf(manager, 'new-order', 'New Order')).toBeNull();
  });

  it('cso: read-only, no move buttons and nothing to drag', async () => {
    const cso = await signedIn('cso@demo.test');
    const { board, root } = renderBoard(cso);
    await columnList(board, 'In Review');
    await expect.poll(() => root.querySelectorAll('[data-card-id]').length).toBeGreaterThan(5);
    expect(board.queryAllByShadowRole('button', { name: /^Move .* to…$/ })).toEqual([]);
  });
});
