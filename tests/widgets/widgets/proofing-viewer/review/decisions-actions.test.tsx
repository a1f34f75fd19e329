import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../support';
import { makeOrder, openOn, serverOrder, setStatusQuietly } from '../versions/versions-support';

// Proofing §4.1, §8: each review decision is a move-to; success announces `navigate` to /, a refusal
// shows 'Failed!' with the server's message. 'Put On Hold' asks for a reason first (§5 rules).

const inReview = () => makeOrder({ status: 'in-review', versions: [{}] });

describe('review decisions: the moves', () => {
  it("'Order Approved' approves the order and leaves for /", async () => {
    const order = await inReview();
    const opened = await openOn('owner@demo.test', order);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Order Approved' }));
    await expect.poll(() => opened.intents).toEqual([{ type: 'navigate', path: '/' }]);
    expect((await serverOrder(order.orderId)).status).toBe('approved');
  });

  it("'Make Changes' moves the order back to in progress and leaves for /", async () => {
    const order = await inReview();
    const opened = await openOn('owner@demo.test', order);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Make Changes' }));
    await expect.poll(() => opened.intents).toEqual([{ type: 'navigate', path: '/' }]);
    expect((await serverOrder(order.orderId)).status).toBe('in-progress');
  });

  it("'Stay In Review' only leaves: the order stays in review", async () => {
    const order = await inReview();
    const opened = await openOn('owner@demo.test', order);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Stay In Review' }));
    await expect.poll(() => opened.intents).toEqual([{ type: 'navigate', path: '/' }]);
    expect((await serverOrder(order.orderId)).status).toBe('in-review');
  });

  it("'Put On Hold' asks for a reason first: required, 255 at most, Characters left; Cancel sends nothing", async () => {
    const order = await inReview();
    const opened = await openOn('owner@demo.test', order);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Put On Hold' }));
    const dialog = await opened.view.findByShadowRole('dialog', { name: 'Put the order on hold' });
    const field = await opened.view.findByShadowRole('textbox', { name: /Reason/ });
    const proceed = await opened.view.findByShadowRole('button', { name: 'Continue' });
    expect(dialog.textContent).toContain('Characters left: 255');
    expect(proceed).toHaveProperty('disabled', true);
    await userEvent.fill(field, '   ');
    expect(proceed).toHaveProperty('disabled', true);
    await userEvent.fill(field, 'x'.repeat(300));
    expect((field as HTMLTextAreaElement).value.length).toBe(255);
    expect(dialog.textContent).toContain('Characters left: 0');
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Cancel' }));
    await expect.poll(() => opened.shadowRoot.querySelector('[role="dialog"]')).toBeNull();
    expect(opened.intents).toEqual([]);
    expect((await serverOrder(order.orderId)).status).toBe('in-review');

    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Put On Hold' }));
    const again = await opened.view.findByShadowRole('textbox', { name: /Reason/ });
    expect((again as HTMLTextAreaElement).value).toBe('');
    await userEvent.fill(again, 'Waiting for the legal copy');
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Continue' }));
    await expect.poll(() => opened.intents).toEqual([{ type: 'navigate', path: '/' }]);
    const held = await serverOrder(order.orderId);
    expect(held.status).toBe('on-hold');
    expect(held.holdReason).toBe('Waiting for the legal copy');
  });

  it("a refusal shows 'Failed!' with the server's message and stays", async () => {
    const order = await inReview();
    const opened = await openOn('owner@demo.test', order);
    const approve = await opened.view.findByShadowRole('button', { name: 'Order Approved' });
    // Another hand moved the order meanwhile, without the viewer hearing of it.
    await setStatusQuietly(order.orderId, 'in-progress');
    await userEvent.click(approve);
    const message = 'Review actions are available only on customer-review files of orders in review.';
    await until(() => {
      const text = opened.shadowRoot.textContent ?? '';
      expect(text).toContain('Failed!');
      expect(text).toContain(message);
    });
    expect(opened.intents).toEqual([]);
    // The viewer read the order again: not in review any more, so the buttons are gone.
    await expect
      .poll(() => opened.shadowRoot.querySelector('[role="group"][aria-label="Review decision"]'))
      .toBeNull();
    expect((await serverOrder(order.orderId)).status).toBe('in-progress');
  });
});
