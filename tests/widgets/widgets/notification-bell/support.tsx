// Shared set-up of the bell's browser tests, against the real API server of the global setup.
// The demo owner's notifications are read by several files at once, so tests that change
// notifications use a user of their own, whose inbox the test fills itself: the operator comments
// on an internal thread of an order that user manages, which notifies that manager and nobody else
// (customers never hear of internal comments, and the author is never notified).
import type { ProofdeskInstance, ProofdeskOptions } from 'proofdesk';
import type { Notification } from 'proofdesk/contract';
import { NotificationBell, type NotificationBellProps } from 'proofdesk/notification-bell';
import { within } from 'shadow-dom-testing-library';
import { expect } from 'vitest';
import { settleAnimations } from '../../support/a11y';
import { render } from '../../support/render';
import { signedInInstance } from '../../support/sessions';

/** Each destructive test file owns one manager and the internal thread of an order that user manages. */
export const INBOXES = {
  production: { username: 'production@demo.test', order: 'order-20' },
  creative: { username: 'creative@demo.test', order: 'order-4' },
  manager: { username: 'manager@demo.test', order: 'order-12' },
} as const;
export type InboxName = keyof typeof INBOXES;

/** A real instance signed in to the test server (admin client for internal users). */
export const signedIn = (username: string, options: Partial<ProofdeskOptions> = {}) =>
  signedInInstance(username, options);

/** Where the operator's comments go: the order's internal attachment and its seeded thread. */
export function internalThread(order: string) {
  const attachmentId = `${order}-internalReview-layout-draft-png`;
  const versionId = `${attachmentId}-v1`;
  return { orderId: order, attachmentId, versionId, topicId: `${versionId}-topic-1` };
}

/**
 * An inbox for a test: the user's notifications emptied through the API, and `comment()` adding
 * one notification through the real comment route (which pushes show-notification live).
 */
export async function freshInbox(name: InboxName, options: Partial<ProofdeskOptions> = {}) {
  const { username, order } = INBOXES[name];
  const user = await signedIn(username, options);
  const operator = await signedIn('operator@demo.test');
  const cleared = await user.http.delete('/message', { csrf: 'profile' });
  expect(cleared.ok).toBe(true);
  const thread = internalThread(order);
  const path = `/order/${thread.orderId}/attachment/${thread.attachmentId}/version/${thread.versionId}/annotation/${thread.topicId}/comment`;
  let serial = 0;
  async function comment(count = 1): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      serial += 1;
      const sent = await operator.http.post(path, {
        body: { message: `Internal note ${serial}` },
        form: true,
        csrf: 'card-annotation',
      });
      expect(sent.ok).toBe(true);
    }
  }
  return { user, operator, thread, comment, group: `order-${order}` };
}

/** The server's own view, read with the instance's session (not through the store under test). */
export async function serverCount(instance: ProofdeskInstance): Promise<number> {
  const result = await instance.http.get<{ count: number }>('/message/unread-count');
  if (!result.ok) throw new Error(result.error.message);
  return result.data.count;
}

export async function serverGroup(instance: ProofdeskInstance, group: string): Promise<Notification[]> {
  const result = await instance.http.get<Notification[]>(`/message/group/${group}`, {
    query: { limit: 100 },
  });
  return result.ok ? result.data : [];
}

/** Renders `<NotificationBell>` in a provider; returns its host element for scoped queries. */
export function renderBell(instance: ProofdeskInstance, props: NotificationBellProps = {}) {
  const rendered = render(<NotificationBell className="bell-host" {...props} />, instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the bell did not render into a shadow root');
  return { ...rendered, host, bell: within(host) };
}

export type BellQueries = ReturnType<typeof within>;

export const trigger = (bell: BellQueries) => bell.findByShadowRole('button', { name: /^Notifications/ });

/**
 * Opens the popover and waits for its content, which the first open of a page loads as a chunk of
 * its own (lazy-panel.tsx), and for its fade-in (axe measures contrast mid-animation otherwise).
 */
export async function openBell(bell: BellQueries, click: (el: Element) => Promise<void>) {
  await click(await trigger(bell));
  const panel = await bell.findByShadowRole('dialog', { name: 'Notifications' });
  await expect.poll(() => panel.querySelector('.pd-bell-panel')).not.toBeNull();
  await settle(panel);
  return panel;
}

export const settle = settleAnimations;

/** The badge text ('' when there is none). */
export function badgeOf(host: HTMLElement): string {
  return host.shadowRoot?.querySelector('.pd-bell-badge')?.textContent ?? '';
}

/**
 * The network between the bell and the server, made slow or broken on demand: message-list GETs
 * can be held back (a slow refetch), mutations held or failed (no answer at all).
 */
export function flakyNetwork() {
  let lists: 'pass' | 'hold' = 'pass';
  let mutations: 'pass' | 'hold' | 'fail' = 'pass';
  const heldLists: Array<() => void> = [];
  const heldMutations: Array<(fail: boolean) => void> = [];
  const failed = () => Promise.reject(new TypeError('Failed to fetch'));
  const impl: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && mutations === 'fail') return failed();
    if (method !== 'GET' && mutations === 'hold') {
      return new Promise<boolean>((resolve) => heldMutations.push(resolve)).then((fail) =>
        fail ? failed() : fetch(input, init),
      );
    }
    if (method === 'GET' && lists === 'hold' && /\/message(\/|$)/.test(url.pathname)) {
      return new Promise<void>((resolve) => heldLists.push(resolve)).then(() => fetch(input, init));
    }
    return fetch(input, init);
  };
  return {
    fetch: impl,
    holdLists() {
      lists = 'hold';
    },
    releaseLists() {
      lists = 'pass';
      for (const go of heldLists.splice(0)) go();
    },
    get heldLists() {
      return heldLists.length;
    },
    mutations(mode: 'pass' | 'hold' | 'fail') {
      mutations = mode;
    },
    get heldMutations() {
      return heldMutations.length;
    },
    /** Lets held mutations reach the server, or drops them as a broken network would. */
    releaseMutations(outcome: 'send' | 'fail') {
      mutations = 'pass';
      for (const go of heldMutations.splice(0)) go(outcome === 'fail');
    },
  };
}
