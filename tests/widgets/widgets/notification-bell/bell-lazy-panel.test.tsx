import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { renderBell, signedIn, trigger } from './support';

// The popover's content is a chunk of its own (lazy-panel.tsx, issue 22): the page loads it when the
// user points at or tabs to the bell, or opens it, never with the trigger. That no static import
// brings it is held by tests/unit/build/bell-first-load.test.ts; here, that rendering the trigger
// does not fetch it either, and that the first open ends with the panel and focus in it.

const panelRequested = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => /notification-bell\/notification-panel\.tsx/.test(entry.name));

describe('NotificationBell: the panel loads on demand', () => {
  it('is not fetched with the trigger; tabbing to the bell fetches it; the first open focuses its first control', async () => {
    // The page's earlier module loads may have filled the default buffer of 250 entries.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(2_000);
    const owner = await signedIn('owner@demo.test');
    const { bell } = renderBell(owner);
    const button = await trigger(bell);
    await expect.poll(() => button.textContent).toMatch(/unread/);
    expect(panelRequested()).toBe(false);

    button.focus();
    await expect.poll(panelRequested).toBe(true);
    // The popover's own move to its first control runs before the panel is rendered (React.lazy
    // renders the fallback once): the panel takes focus in when it arrives.
    await userEvent.keyboard('{Enter}');
    const markAll = await bell.findByShadowRole('button', { name: 'Mark All as Read' });
    await expect.poll(() => getActiveElement(document)).toBe(markAll);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
  });
});
