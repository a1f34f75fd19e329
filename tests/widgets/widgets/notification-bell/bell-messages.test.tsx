import { NotificationBell } from 'proofdesk/notification-bell';
import { MessagesProvider } from 'proofdesk/react';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MONTH_KEYS } from '../../../../sdk/core/domain';
import { render } from '../../support/render';
import { openBell, renderBell, signedIn } from './support';

// "Every user-visible string lives in a catalogue a host can override": the progress words on a
// card line (a status code from the server) and the shared primitives' names. Read-only on the demo
// owner's inbox: the Delete All prompt is answered No.

const click = (el: Element) => userEvent.click(el);

function itemOf(host: HTMLElement, title: string): HTMLElement | undefined {
  const items = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.pd-bell-item') ?? [])];
  return items.find((el) => el.querySelector('.pd-bell-item-title')?.textContent?.endsWith(title));
}

describe('NotificationBell: texts a host overrides', () => {
  it("a status label and the month names come from the bell's catalogue: statusInReview replaces 'In Review'", async () => {
    const owner = await signedIn('owner@demo.test');
    // Month names too: every month spelled as its key, upper-cased ('MONTHMAR').
    const months = Object.fromEntries(MONTH_KEYS.map((key) => [key, key.toUpperCase()]));
    const { host, bell } = renderBell(owner, { messages: { statusInReview: 'Zur Prüfung', ...months } });
    await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    const item = itemOf(host, 'Order is in review');
    const card = item?.querySelector('.pd-bell-item-card')?.textContent ?? '';
    expect(card).toMatch(/ \/ Zur Prüfung$/);
    expect(card).not.toContain('In Review');
    expect(item?.querySelector('time')?.textContent).toMatch(/^\d{2} MONTH[A-Z]{3} \d{4}, \d{2}:\d{2}$/);
  });

  it("the shared texts (the prompt's Yes / No and its close button's name) come from MessagesProvider", async () => {
    const owner = await signedIn('owner@demo.test');
    const { container } = render(
      <MessagesProvider messages={{ yes: 'Ja', no: 'Nein', close: 'Schließen' }}>
        <NotificationBell messages={{ deleteAll: 'Alle löschen', confirmDeleteAllTitle: 'Alle löschen?' }} />
      </MessagesProvider>,
      owner,
    );
    const host = container.querySelector<HTMLElement>('[data-pd-host]');
    if (!host) throw new Error('no bell');
    const bell = within(host);
    const panel = await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    await click(within(panel).getByShadowRole('button', { name: 'Alle löschen' }));
    const prompt = await bell.findByShadowRole('alertdialog', { name: 'Alle löschen?' });
    const scoped = within(prompt);
    expect(scoped.getByShadowRole('button', { name: 'Ja' })).toBeTruthy();
    expect(scoped.getByShadowRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(scoped.queryByShadowRole('button', { name: 'Close' })).toBeNull();
    await click(scoped.getByShadowRole('button', { name: 'Nein' }));
    await expect.poll(() => bell.queryByShadowRole('alertdialog')).toBeNull();
  });
});
