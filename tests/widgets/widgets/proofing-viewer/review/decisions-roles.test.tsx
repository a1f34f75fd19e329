import { describe, expect, it } from 'vitest';
import { makeOrder, openOn } from '../versions/versions-support';

// Proofing §4.1 / §6: the review buttons show only on customer-review files of orders in review, on
// the customer client, each only to the roles §6 allows. Each case on an order of its own, against
// the real server (its standing route and the move-to's own check share sdk/core/access's rule).

const ALL = ['Make Changes', 'Stay In Review', 'Put On Hold', 'Order Approved'];

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Expects `username` to see `expected` on a new order made from `request`: a bar with those buttons,
 * or (for none) no bar once the order and the caller's standing have been read and rendered.
 */
async function expectButtons(username: string, request: Parameters<typeof makeOrder>[0], expected: string[]) {
  const order = await makeOrder(request);
  const opened = await openOn(username, order);
  const labels = () => {
    const group = opened.shadowRoot.querySelector('[role="group"][aria-label="Review decision"]');
    return group ? [...group.querySelectorAll('button')].map((b) => b.textContent) : [];
  };
  if (expected.length > 0) {
    await expect.poll(labels, { timeout: 5_000 }).toEqual(expected);
    return;
  }
  await expect.poll(() => opened.state.$orderProgress.get(), { timeout: 5_000 }).toBe(request.status);
  await expect
    .poll(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith(`/attachment/${order.attachmentId}/standing`)),
      { timeout: 5_000 },
    )
    .toBe(true);
  for (let i = 0; i < 10; i++) await frame();
  expect(labels()).toEqual([]);
}

describe('review decisions: who sees which (§6)', () => {
  it('the owner: all four', async () => {
    await expectButtons('owner@demo.test', { status: 'in-review', versions: [{}] }, ALL);
  });

  it('staff who created the order: all four', async () => {
    await expectButtons(
      'staff@demo.test',
      { status: 'in-review', creator: 'user-staff', versions: [{}] },
      ALL,
    );
  });

  it('an approver who is a collaborator: all four', async () => {
    await expectButtons('staff@demo.test', { status: 'in-review', staff: [true, true], versions: [{}] }, ALL);
  });

  it('an approver who is not a collaborator: only Order Approved', async () => {
    await expectButtons('staff@demo.test', { status: 'in-review', staff: [false, true], versions: [{}] }, [
      'Order Approved',
    ]);
  });

  it('a collaborator who is not an approver: Make Changes, Stay In Review, Put On Hold', async () => {
    await expectButtons('staff@demo.test', { status: 'in-review', staff: [true, false], versions: [{}] }, [
      'Make Changes',
      'Stay In Review',
      'Put On Hold',
    ]);
  });

  it('staff with no standing on the order: none', async () => {
    await expectButtons('staff@demo.test', { status: 'in-review', versions: [{}] }, []);
  });

  it('none when the order is not in review', async () => {
    await expectButtons('owner@demo.test', { status: 'in-progress', versions: [{}] }, []);
  });

  it('none on a file that is not a customer-review file', async () => {
    await expectButtons(
      'owner@demo.test',
      { status: 'in-review', group: 'suppliedFiles', versions: [{}] },
      [],
    );
  });

  it('none on the admin client (an operator, a production manager)', async () => {
    await expectButtons('operator@demo.test', { status: 'in-review', versions: [{}] }, []);
    await expectButtons('production@demo.test', { status: 'in-review', versions: [{}] }, []);
  });
});
