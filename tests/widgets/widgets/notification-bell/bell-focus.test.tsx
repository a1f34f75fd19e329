import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { freshInbox, openBell, renderBell, serverGroup } from './support';

// Deleting a notification from the keyboard never drops focus to <body>: it moves to the next
// item, else the previous one, else the empty state (useFocusAfterRemoval, shared with the cart).

const click = (el: Element) => userEvent.click(el);

describe('NotificationBell: focus after deleting an item', () => {
  it('goes to the next item, else the previous, else the empty state', async () => {
    const inbox = await freshInbox('manager');
    await inbox.comment(3);
    const { bell } = renderBell(inbox.user);
    await openBell(bell, click);
    await click(await bell.findByShadowRole('button', { name: /There are 3 notifications to read:/ }));
    const detail = await bell.findByShadowRole('list', { name: 'Notifications of this group' });
    const items = () => within(detail).queryAllByShadowRole('listitem') as HTMLElement[];
    const main = (item: HTMLElement | undefined) => item?.querySelector('.pd-bell-item-main');
    const deleteOf = (item: HTMLElement) => within(item).getByShadowRole('button', { name: /^Delete: / });
    expect(items().map((li) => li.textContent?.match(/Internal note \d/)?.[0])).toEqual([
      'Internal note 3',
      'Internal note 2',
      'Internal note 1',
    ]);

    // The middle one: focus lands on the next (note 1), which moved up into its place.
    deleteOf(items()[1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => items().length).toBe(2);
    expect(getActiveElement(document)).toBe(main(items()[1]));
    expect(items()[1]?.textContent).toContain('Internal note 1');

    // The last one: no next, so the previous (note 3).
    deleteOf(items()[1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => items().length).toBe(1);
    expect(getActiveElement(document)).toBe(main(items()[0]));
    expect(items()[0]?.textContent).toContain('Internal note 3');

    // The only one: the empty state takes focus.
    deleteOf(items()[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const empty = await bell.findByShadowText('No notification yet!');
    await expect.poll(() => getActiveElement(document)).toBe(empty);
    await expect.poll(async () => (await serverGroup(inbox.user, inbox.group)).length).toBe(0);
  });
});
