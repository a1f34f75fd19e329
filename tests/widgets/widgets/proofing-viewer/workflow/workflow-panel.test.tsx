import type { Workflow } from 'proofdesk/contract';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../../../support/a11y';
import { signedInInstance } from '../../../support/sessions';
import { makeOrder, openOn } from '../versions/versions-support';

// The approval workflow panel (issue 26) against the versions tests' real server: an order follows
// a workflow of two stages (the owner, then the staff member); the owner approves the first stage
// through the API, and the staff member's viewer shows each stage's state and who decided, and
// offers the decisions to them as the second stage's reviewer.

const base = () => inject('versionsApiBaseUrl');

async function orderWithWorkflow() {
  const order = await makeOrder({ status: 'in-review', versions: [{}] });
  const owner = await signedInInstance('owner@demo.test', { baseUrl: base() });
  const csrf = 'customer-profile' as const;
  const on = await owner.http.put('/workflows/preference', { body: { enabled: true }, csrf });
  expect(on.ok).toBe(true);
  const created = await owner.http.post<Workflow>('/workflows', {
    body: {
      name: 'Brand then team',
      stages: [
        { name: 'Brand', rule: 'any', reviewers: [{ kind: 'role', role: 'owner' }] },
        { name: 'Team', rule: 'all', deadlineDays: 3, reviewers: [{ kind: 'user', userId: 'user-staff' }] },
      ],
    },
    csrf,
  });
  if (!created.ok) throw new Error(created.error.message);
  const assigned = await owner.http.put(`/order/${order.orderId}/workflow`, {
    body: { workflowId: created.data.id },
    csrf,
  });
  expect(assigned.ok).toBe(true);
  const approved = await owner.http.put(`/order/${order.orderId}/move-to`, {
    body: { moveto: 'ORDER_APPROVED', attachmentId: order.attachmentId },
    csrf: 'card',
  });
  expect(approved.ok).toBe(true);
  return order;
}

describe('the approval workflow panel', () => {
  it("shows each stage's state and who decided, and the deciding stage's reviewer gets the decisions", async () => {
    const order = await orderWithWorkflow();
    const opened = await openOn('staff@demo.test', order);
    const panel = () => opened.shadowRoot.querySelector<HTMLElement>('[data-testid="workflow-panel"]');
    await expect.poll(() => panel()?.textContent ?? '', { timeout: 5_000 }).toContain('Stage 2 of 2: Team');
    const stages = [...(panel()?.querySelectorAll('[data-testid="workflow-stage"]') ?? [])];
    expect(stages.map((stage) => stage.getAttribute('data-state'))).toEqual(['approved', 'active']);
    expect(stages[0]?.textContent).toContain('Approved by Olivia Northwind');
    expect(stages[1]?.getAttribute('aria-current')).toBe('step');
    expect(stages[1]?.textContent).toContain('Due ');
    expect(panel()?.textContent).toContain('You review this stage.');
    // Neither approver nor collaborator, the staff member decides as the stage's reviewer.
    const group = () => opened.shadowRoot.querySelector('[role="group"][aria-label="Review decision"]');
    await expect
      .poll(() => [...(group()?.querySelectorAll('button') ?? [])].map((b) => b.textContent), {
        timeout: 5_000,
      })
      .toEqual(['Make Changes', 'Stay In Review', 'Order Approved']);
    expect(await seriousViolations(panel()!)).toEqual([]);
  });

  it('the owner, not in the deciding stage, gets no decisions', async () => {
    const order = await orderWithWorkflow();
    const opened = await openOn('owner@demo.test', order);
    const panel = () => opened.shadowRoot.querySelector<HTMLElement>('[data-testid="workflow-panel"]');
    await expect.poll(() => panel()?.textContent ?? '', { timeout: 5_000 }).toContain('Stage 2 of 2: Team');
    const group = () => opened.shadowRoot.querySelector('[role="group"][aria-label="Review decision"]');
    await expect
      .poll(() => [...(group()?.querySelectorAll('button') ?? [])].map((b) => b.textContent), {
        timeout: 5_000,
      })
      .toEqual(['Stay In Review', 'Put On Hold']);
  });
});
