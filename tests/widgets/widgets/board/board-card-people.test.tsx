import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { onCleanup } from '../../support/render';
import { cardIn, columnList, renderBoard, serverColumn, signedIn } from './support';

// Issue 21: a card's creator and operator avatars overlapped and read as 'CSOO' (the initials of
// 'Created by Sam Stafford' and 'Operator: Omar Ortiz'). In the portal's board at 1440 px (1,112 px
// wide), each avatar shows its person's initials in its own box, named for hover and screen readers.

describe('Board card: creator and operator avatars', () => {
  it('sit apart, show the people’s initials and carry role-worded names', async () => {
    await page.viewport(1440, 900);
    onCleanup(() => void page.viewport(1280, 900));
    const staff = await signedIn('staff@demo.test');
    const { board, root, container } = renderBoard(staff);
    container.style.width = '1112px';
    await columnList(board, 'In Progress');
    const { orders } = await serverColumn(staff, 'in-progress,gr-revision', 30);
    const both = orders.find((order) => order.orderCreator && order.operator);
    expect(both).toBeDefined();
    const { orderCreator, operator } = both!;
    await expect.poll(() => cardIn(root, both!.id)).not.toBeNull();
    const card = within(cardIn(root, both!.id)!);
    const creator = card.getByShadowRole('img', { name: `Created by ${orderCreator!.name}` });
    const worker = card.getByShadowRole('img', { name: `Operator: ${operator!.label}` });
    // Hover names them too.
    expect(creator.closest('[title]')?.getAttribute('title')).toBe(`Created by ${orderCreator!.name}`);
    expect(worker.closest('[title]')?.getAttribute('title')).toBe(`Operator: ${operator!.label}`);
    // Initials of the person, not of the label: the seed's people have no pictures, so the
    // initials always show (Sam Stafford or Olivia Northwind created Northwind's orders).
    expect([orderCreator!.image, operator!.image]).toEqual([null, null]);
    const SEEDED_INITIALS: Record<string, string> = { 'Sam Stafford': 'SS', 'Olivia Northwind': 'ON' };
    expect(creator.textContent).toBe(SEEDED_INITIALS[orderCreator!.name]);
    expect(operator!.label).toBe('Omar Ortiz');
    expect(worker.textContent).toBe('OO');
    // Their boxes do not overlap, and both lie inside the card.
    const [a, b] = [creator.getBoundingClientRect(), worker.getBoundingClientRect()];
    const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const sameRow = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
    expect(sameRow && overlap > 0).toBe(false);
    const box = cardIn(root, both!.id)!.getBoundingClientRect();
    for (const r of [a, b]) expect(r.right).toBeLessThanOrEqual(box.right);
  });
});
