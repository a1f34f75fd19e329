import { describe, expect, it } from 'vitest';
import { makeOrder, openOn } from './versions-support';

// Proofing §4.1 / §6: the review buttons show only on customer-review files of orders in review, on
// the customer client, each only to the roles §6 allows. Each case on an order of its own, against
// the real server (its standing route and the move-to's own check share sdk/access's rule).

const ALL = ['Make Changes', 'Stay In Review', 'Put On Hold', 'Order Approved'];

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The review buttons `username` sees on a new order made from `request`, once all is read. */
async function buttonsFor(username: string, request: Parameters<typeof makeOrder>[0]) {
  const order = await makeOrder(request);
  const opened = await openOn(username, order);
  const labels = () => {
    const group = opened.shadowRoot.querySelector('[role="group"][aria-label="Review decision"]');
    return group ? [...group.querySelectorAll('button')].map((b) => b.textContent) : [];
  };
  // The bar decides from the order (its progress) and the caller's standing: once both answers are
  // in and rendered, it is there or it never comes.
  await expect.poll(() => opened.state.$orderProgress.get()).toBe(request.status);
  await expect
    .poll(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.endsWith(`/attachment/${order.attachmentId}/standing`)),
    )
    .toBe(true);
  await frame();
  await frame();
  return labels();
}

describe('review decisions: who sees which (§6)', () => {
  it('the owner: all four', async () => {
    expect(await buttonsFor('owner@demo.test', { status: 'in-review', versions: [{}] })).toEqual(ALL);
  });

  it('staff who created the order: all four', async () => {
    expect(
      await buttonsFor('staff@demo.test', { status: 'in-review', creator: 'user-staff', versions: [{}] }),
    ).toEqual(ALL);
  });

  it('an approver who is a collaborator: all four', async () => {
    expect(
      await buttonsFor('staff@demo.test', { status: 'in-review', staff: [true, true], versions: [{}] }),
    ).toEqual(ALL);
  });

  it('an approver who is not a collaborator: only Order Approved', async () => {
    expect(
      await buttonsFor('staff@demo.test', { status: 'in-review', staff: [false, true], versions: [{}] }),
    ).toEqual(['Order Approved']);
  });

  it('a collaborator who is not an approver: Make Changes, Stay In Review, Put On Hold', async () => {
    expect(
      await buttonsFor('staff@demo.test', { status: 'in-review', staff: [true, false], versions: [{}] }),
    ).toEqual(['Make Changes', 'Stay In Review', 'Put On Hold']);
  });

  it('staff with no standing on the order: none', async () => {
    expect(await buttonsFor('staff@demo.test', { status: 'in-review', versions: [{}] })).toEqual([]);
  });

  it('none when the order is not in review', async () => {
    expect(await buttonsFor('owner@demo.test', { status: 'in-progress', versions: [{}] })).toEqual([]);
  });

  it('none on a file that is not a customer-review file', async () => {
    expect(
      await buttonsFor('owner@demo.test', { status: 'in-review', group: 'suppliedFiles', versions: [{}] }),
    ).toEqual([]);
  });

  it('none on the admin client (an operator, a production manager)', async () => {
    expect(await buttonsFor('operator@demo.test', { status: 'in-review', versions: [{}] })).toEqual([]);
    expect(await buttonsFor('production@demo.test', { status: 'in-review', versions: [{}] })).toEqual([]);
  });
});
