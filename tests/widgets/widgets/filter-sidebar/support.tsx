// Filter sidebar test set-up against its own real API server (sidebar-server.ts): real sign-ins,
// the test-only routes that give a user the figures of an edge case or fix the server's clock, and
// the widget rendered in a provider. One sign-in per user and file (the server limits sign-ins).
import { createMemoryStorage, createProofdesk, type ProofdeskOptions } from 'proofdesk';
import { FilterSidebar, type FilterSidebarProps } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import { onCleanup, render } from '../../support/render';
import { tokenFor } from '../../support/sessions';

/** Which of the sidebar's servers: 'main' (real clock), 'hours' (the business-hours tests' clock). */
export type SidebarServer = 'main' | 'hours';

export const sidebarApi = (server: SidebarServer = 'main') =>
  inject(server === 'hours' ? 'sidebarHoursApiBaseUrl' : 'sidebarApiBaseUrl');

/**
 * A real instance signed in as `username` on one of the sidebar's servers. The sign-in itself is
 * once per user, server and file; `signInOnce` does it ahead (before a test fixes the clock).
 */
export async function signedIn(
  username: string,
  options: Partial<ProofdeskOptions> = {},
  server: SidebarServer = 'main',
) {
  const { accessToken, accessTokenExpiresAt, clientType } = await tokenFor(username, sidebarApi(server));
  const instance = createProofdesk({
    baseUrl: sidebarApi(server),
    storage: createMemoryStorage(),
    clientType,
    ...options,
  });
  onCleanup(() => instance.destroy());
  const result = await instance.session.signInWithToken({ accessToken, accessTokenExpiresAt, clientType });
  expect(result.ok ? 'signed in' : result.error).toBe('signed in');
  return instance;
}

export const signInOnce = (username: string, server: SidebarServer) => tokenFor(username, sidebarApi(server));

async function put(path: string, body: unknown, server: SidebarServer = 'main') {
  const response = await fetch(`${sidebarApi(server)}/__test${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

/** Stores profile figures for the user on the server; `event` then pushes it to their sockets. */
export const setProfile = (email: string, patch: object, event?: 'reload-sidebar' | 'reload-profile') =>
  put('/profile', { email, patch, ...(event && { event }) });

/** Fixes the business-hours server's clock (null: the real one again). */
export const setServerClock = (now: Date | null) =>
  put('/clock', { now: now?.toISOString() ?? null }, 'hours');

/** The office's weekly hours on the business-hours server: 'HH:MM' in its zone, Sunday first, null = closed. */
export const setOfficeHours = (officeTimeZone: string, weekly: ({ open: string; close: string } | null)[]) =>
  put('/office-hours', { officeTimeZone, weekly }, 'hours');

/** Renders `<FilterSidebar>` in a provider; returns its host element and scoped queries. */
export function renderSidebar(instance: ReturnType<typeof createProofdesk>, props: FilterSidebarProps = {}) {
  const rendered = render(<FilterSidebar {...props} />, instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the sidebar did not render into a shadow root');
  return { ...rendered, host, root: host.shadowRoot, view: within(host) };
}
