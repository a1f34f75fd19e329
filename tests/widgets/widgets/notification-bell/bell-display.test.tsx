import type { Notification } from 'proofdesk/contract';
import { mountNotificationBell } from 'proofdesk/notification-bell';
import { POPOVER_EDGE_PX } from 'proofdesk/react';
import { screen, within } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { seriousViolations } from '../../support/a11y';
import { onCleanup } from '../../support/render';
import { badgeOf, openBell, renderBell, serverCount, signedIn, trigger } from './support';

// Read-only tests on the demo owner's seeded inbox (17 notifications in 11 groups, 12 unread) and
// on an account without any. Nothing here changes a notification, so files running beside this one
// can rely on the owner's inbox too.

const click = (el: Element) => userEvent.click(el);

const itemOf = (host: HTMLElement, title: string) => {
  const items = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.pd-bell-item') ?? [])];
  const item = items.find((el) => el.querySelector('.pd-bell-item-title')?.textContent?.endsWith(title));
  if (!item) throw new Error(`no item '${title}'`);
  return item;
};

/** A group's row by its order's number: comment titles repeat ('Omar Ortiz commented on Poster.png'). */
const orderItem = (host: HTMLElement, cardNumber: number) => {
  const items = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.pd-bell-item') ?? [])];
  const item = items.find((el) =>
    el.querySelector('.pd-bell-item-card')?.textContent?.startsWith(`#${cardNumber} `),
  );
  if (!item) throw new Error(`no item for #${cardNumber}`);
  return item;
};
/** order-18: four comments on its poster, one read. */
const ORDER_18 = 1018;

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('NotificationBell: what it shows (demo owner, read-only)', () => {
  it('the badge shows 9+ above 9; the trigger names the exact unread count', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    const count = await serverCount(owner);
    expect(count).toBeGreaterThan(9);
    const button = await bell.findByShadowRole('button', { name: `Notifications, ${count} unread` });
    expect(badgeOf(host)).toBe('9+');
    // The visible badge is decoration; the name carries the exact number.
    expect(button.querySelector('.pd-bell-badge')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.hasAttribute('aria-label')).toBe(false);
  });

  it('opens a popover with the title, Mark All as Read, Delete All and the grouped list', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    const panel = await openBell(bell, click);
    expect(within(panel).getByShadowRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).getByShadowRole('button', { name: 'Mark All as Read' })).toBeTruthy();
    expect(within(panel).getByShadowRole('button', { name: 'Delete All' })).toBeTruthy();
    const list = await within(panel).findByShadowRole('list', { name: 'Notification groups' });
    expect(within(list).getAllByShadowRole('listitem')).toHaveLength(10);
    // order-18 holds four messages, one of them read: its row counts the three left and opens them.
    expect(orderItem(host, ORDER_18).textContent).toContain('There are 3 notifications to read:');
    // A single message has no summary.
    expect(itemOf(host, 'Order is in review').textContent).not.toContain('There are');
  });

  it('highlights customer comments cyan and user comments yellow, others not at all', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    const customer = itemOf(host, 'Sam Stafford commented on Brochure.pdf');
    const user = orderItem(host, ORDER_18);
    const plain = itemOf(host, 'Order is in review');
    expect(customer.dataset.tone).toBe('cyan');
    expect(user.dataset.tone).toBe('yellow');
    expect(plain.dataset.tone).toBeUndefined();
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    expect(background(customer)).not.toBe(background(plain));
    expect(background(user)).not.toBe(background(customer));
  });

  it('each item: avatar, title, message, card number / title cut to 20 / progress, and the date', async () => {
    const owner = await signedIn('owner@demo.test');
    const groups = await owner.http.get<Notification[]>('/message/groups');
    const seeded = groups.ok ? groups.data.find((n) => n.title === 'Order is in review') : undefined;
    if (!seeded) throw new Error('seeded notification missing');
    const { host, bell } = renderBell(owner);
    await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    const item = itemOf(host, 'Order is in review');
    const scoped = within(item);
    // The sender's avatar (initials without a picture), decorative: the title names the sender.
    expect(item.querySelector('.pd-bell-item-avatar .pd-avatar')?.textContent).toBe('OO');
    expect(seeded.username).toBe('Omar Ortiz');
    expect(scoped.getByShadowText('Your order is ready for your review.')).toBeTruthy();
    // The seed's #1004 'Autumn Launch Packaging' (23 characters) is cut to 20 and three dots.
    expect(seeded.data).toMatchObject({ cardNumber: 1004, cardTitle: 'Autumn Launch Packaging' });
    expect(item.querySelector('.pd-bell-item-card')?.textContent).toBe(
      '#1004 / Autumn Launch Packag... / In Review',
    );
    const time = item.querySelector('time');
    expect(time?.dateTime).toBe(seeded.created);
    // The owner's profile zone (America/New_York), formatted through Intl.
    const hm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(seeded.created));
    expect(time?.textContent).toMatch(new RegExp(`^\\d{2} [A-Z][a-z]{2} \\d{4}, ${hm}$`));
    // Unread items say so to screen readers, and carry both buttons with names that tell them apart.
    expect(scoped.getByShadowRole('button', { name: /^Unread: Order is in review/ })).toBeTruthy();
    expect(scoped.getByShadowRole('button', { name: 'Mark as read: Order is in review' })).toBeTruthy();
    expect(scoped.getByShadowRole('button', { name: 'Delete: Order is in review' })).toBeTruthy();
  });

  it('a group opens its detail list; All Notifications goes back, focus following both ways', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    await click(orderItem(host, ORDER_18).querySelector('.pd-bell-item-main') as Element);
    const detail = await bell.findByShadowRole('list', { name: 'Notifications of this group' });
    expect(within(detail).getAllByShadowRole('listitem')).toHaveLength(4);
    const back = bell.getByShadowRole('button', { name: 'All Notifications' });
    await expect.poll(() => getActiveElement(document)).toBe(back);
    await userEvent.keyboard('{Enter}');
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    await expect
      .poll(() => getActiveElement(document))
      .toBe(orderItem(host, ORDER_18).querySelector('.pd-bell-item-main'));
  });

  it('the list scrolls when 84 px per item exceeds the available height minus 65 px, re-measured on resize', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    await page.viewport(414, 1000);
    const panel = await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    const scroller = host.shadowRoot?.querySelector<HTMLElement>('.pd-bell-scroll');
    // 10 groups × 84 px = 840 px ≤ 1000 − 65: no scrolling.
    expect(scroller?.hasAttribute('data-scrolls')).toBe(false);
    await page.viewport(414, 800);
    // 840 > 800 − 65 = 735: scrolls. Issue 8: the rule is fed the room the popover has below the
    // trigger (window height − panel top − 8 px edge), not the whole window, so it ends inside it.
    await expect.poll(() => scroller?.hasAttribute('data-scrolls')).toBe(true);
    const available = 800 - panel.getBoundingClientRect().top - POPOVER_EDGE_PX;
    expect(scroller?.style.maxHeight).toBe(`${Math.floor(available) - 65}px`);
    expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(800);
    expect(getComputedStyle(scroller as HTMLElement).overflowY).toBe('auto');
    expect(scroller?.clientHeight).toBeLessThanOrEqual(735);
    expect(scroller?.scrollHeight).toBeGreaterThan(scroller?.clientHeight ?? 0);
  });

  it('clicking a read order notification announces open-order from the host; nothing is marked', async () => {
    const owner = await signedIn('owner@demo.test');
    const before = await serverCount(owner);
    const onIntent = vi.fn();
    const { host, bell } = renderBell(owner, { onIntent });
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => {
      seen.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('proofdesk:open-order', listener);
    onCleanup(() => document.removeEventListener('proofdesk:open-order', listener));
    await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    await click(itemOf(host, 'Order approved').querySelector('.pd-bell-item-main') as Element);
    expect(seen).toHaveLength(1);
    const [event] = seen;
    expect(event?.target).toBe(host);
    expect(event?.bubbles && event.composed && event.cancelable).toBe(true);
    expect(event?.detail).toEqual({
      type: 'open-order',
      path: '/orders/detail/order-6',
      params: { orderId: 'order-6' },
    });
    expect(onIntent).toHaveBeenCalledWith(event?.detail, event);
    // The popover closes and focus goes back to the trigger.
    await expect.poll(() => bell.queryByShadowRole('dialog')).toBeNull();
    await expect.poll(() => getActiveElement(document)).toBe(await trigger(bell));
    expect(await serverCount(owner)).toBe(before);
  });

  it('an inbox without notifications: no badge, and the empty state', async () => {
    const harbor = await signedIn('harbor@demo.test');
    const { host, bell } = renderBell(harbor);
    await openBell(bell, click);
    expect(await bell.findByShadowText('No notification yet!')).toBeTruthy();
    expect(badgeOf(host)).toBe('');
    expect(bell.getByShadowRole('button', { name: 'Notifications', expanded: true })).toBeTruthy();
  });

  it('signed out: no badge, and the popover asks for a sign-in; signing out clears the count live', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    await expect.poll(() => badgeOf(host)).toBe('9+');
    // Local sign-out only: the token is shared with the other tests of this file.
    await owner.session.signOut({ remote: false });
    await bell.findByShadowRole('button', { name: 'Notifications' });
    expect(badgeOf(host)).toBe('');
    await openBell(bell, click);
    expect(await bell.findByShadowText('Sign in to see your notifications.')).toBeTruthy();
    expect(bell.getByShadowRole('button', { name: 'Delete All' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keyboard: Enter opens with focus inside, Escape closes and gives focus back', async () => {
    const owner = await signedIn('owner@demo.test');
    const { bell } = renderBell(owner);
    const button = await trigger(bell);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await bell.findByShadowRole('dialog', { name: 'Notifications' });
    await expect.poll(() => panel.contains(getActiveElement(document))).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => bell.queryByShadowRole('dialog')).toBeNull();
    expect(getActiveElement(document)).toBe(button);
  });

  it('axe-core finds nothing serious, closed, open, and in a group', async () => {
    const owner = await signedIn('owner@demo.test');
    const { host, bell } = renderBell(owner);
    await trigger(bell);
    await expect.poll(() => badgeOf(host)).toBe('9+');
    expect(await seriousViolations(host)).toEqual([]);
    await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    expect(await seriousViolations(host)).toEqual([]);
    await click(orderItem(host, ORDER_18).querySelector('.pd-bell-item-main') as Element);
    await bell.findByShadowRole('list', { name: 'Notifications of this group' });
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('mountNotificationBell: the same bell without React; update re-renders, unmount removes it', async () => {
    const owner = await signedIn('owner@demo.test');
    const element = document.createElement('div');
    document.body.append(element);
    onCleanup(() => element.remove());
    const handle = mountNotificationBell(element, { instance: owner, messages: { title: 'Alerts' } });
    onCleanup(() => handle.unmount());
    const scoped = within(element);
    expect(await scoped.findByShadowRole('button', { name: /^Alerts, \d+ unread$/ })).toBeTruthy();
    expect(element.shadowRoot?.querySelector('.pd-bell-badge')?.textContent).toBe('9+');
    handle.update({ instance: owner, messages: { title: 'Inbox' } });
    expect(await scoped.findByShadowRole('button', { name: /^Inbox, \d+ unread$/ })).toBeTruthy();
    handle.unmount();
    await expect.poll(() => element.shadowRoot?.querySelector('.pd-bell-trigger') ?? null).toBeNull();
    expect(screen.queryAllByShadowRole('button', { name: /^Inbox/ })).toEqual([]);
  });
});
