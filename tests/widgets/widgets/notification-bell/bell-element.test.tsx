import { createMemoryStorage, createProofdesk } from 'proofdesk';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { widgetElement } from '../../support/elements';
import { onCleanup } from '../../support/render';

// <proofdesk-bell> as the script-tag loader defines it (attributes and kinds from the manifest).
describe('<proofdesk-bell>', () => {
  it('reads its boolean attribute by kind and its messages as JSON, and re-renders on a change', async () => {
    const instance = createProofdesk({ baseUrl: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });
    onCleanup(() => instance.destroy());
    const { tag, define } = widgetElement('notification-bell', instance);
    define();
    const el = document.createElement(tag) as HTMLElement & { confirmDeleteAll?: unknown };
    el.setAttribute('confirm-delete-all', 'false');
    el.setAttribute('messages', '{"title":"Alerts"}');
    document.body.append(el);
    onCleanup(() => el.remove());
    expect(await screen.findByShadowRole('button', { name: 'Alerts' })).toBeTruthy();
    expect(el.confirmDeleteAll).toBe(false);
    el.setAttribute('confirm-delete-all', '');
    expect(el.confirmDeleteAll).toBe(true);
    el.setAttribute('messages', '{"title":"Inbox"}');
    expect(await screen.findByShadowRole('button', { name: 'Inbox' })).toBeTruthy();
  });
});
