// Quick search test set-up against the real API server of the global setup: a signed-in instance
// whose fetch records every request (and can fail or hold the quick-search ones), and the widget
// rendered in a provider. One sign-in per user and file (the server limits sign-ins).
import {
  createMemoryStorage,
  createProofdesk,
  type NavigateIntent,
  type ProofdeskInstance,
  type ProofdeskOptions,
} from 'proofdesk';
import type { OrderCard, OrderListData } from 'proofdesk/contract';
import { QuickSearch, type QuickSearchProps } from 'proofdesk/quick-search';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import { onCleanup, render } from '../../support/render';
import { tokenFor } from '../../support/sessions';
import { watchedRead } from '../../support/settled';

export const USER = 'staff@demo.test';

const isSearch = (url: string) => new URL(url).pathname.endsWith('/order/search');

/**
 * A fetch that records the quick-search requests it sees; `fail` makes them fail at the transport
 * (as a dropped connection does); `hold(term)` keeps that term's answer until `release(term)`.
 */
export function searchNetwork() {
  const searches: URL[] = [];
  const held = new Map<string, { gate: Promise<void>; open: () => void; read?: Promise<void> }>();
  const state = { fail: false };
  const impl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isSearch(url)) return fetch(input, init);
    const parsed = new URL(url);
    searches.push(parsed);
    if (state.fail) throw new TypeError('Failed to fetch');
    const answer = await fetch(input, init);
    const gate = held.get(parsed.searchParams.get('customSearch') ?? '');
    if (!gate) return answer;
    const { response, read } = watchedRead(answer);
    gate.read = read;
    await gate.gate;
    return response;
  };
  return {
    fetch: impl,
    searches,
    /** The terms sent, in order. */
    terms: () => searches.map((url) => url.searchParams.get('customSearch')),
    /** Forgets the searches recorded so far (the test's own reads of the server go through it too). */
    forget() {
      searches.length = 0;
    },
    set fail(value: boolean) {
      state.fail = value;
    },
    hold(term: string) {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      held.set(term, { gate, open });
    },
    /** Lets the held answer go; resolves once the widget has read it and rendered what follows. */
    release(term: string): Promise<void> {
      const gate = held.get(term);
      gate?.open();
      return gate?.read ?? Promise.resolve();
    },
  };
}

export type SearchNetwork = ReturnType<typeof searchNetwork>;

/** A real instance signed in as `username`, its quick-search calls going through `network`. */
export async function searchInstance(
  network: SearchNetwork,
  username = USER,
  options: Partial<ProofdeskOptions> = {},
) {
  const { accessToken, accessTokenExpiresAt, clientType } = await tokenFor(username);
  const navigated: NavigateIntent[] = [];
  const instance = createProofdesk({
    baseUrl: inject('apiBaseUrl'),
    storage: createMemoryStorage(),
    clientType,
    fetch: network.fetch,
    navigate: (intent) => navigated.push(intent),
    ...options,
  });
  onCleanup(() => instance.destroy());
  const result = await instance.session.signInWithToken({ accessToken, accessTokenExpiresAt, clientType });
  expect(result.ok ? 'signed in' : result.error).toBe('signed in');
  return { instance, navigated };
}

/** What the server answers the term, read with the instance's session (not through the widget). */
export async function serverSearch(instance: ProofdeskInstance, term: string): Promise<OrderCard[]> {
  const result = await instance.http.get<{ orders: OrderCard[] }>('/order/search', {
    query: { customSearch: term, limit: 10 },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data.orders;
}

/** One of the user's orders, for a term that finds it. */
export async function someOrder(instance: ProofdeskInstance): Promise<OrderCard> {
  const result = await instance.http.get<OrderListData>('/order', { query: { limit: 1 } });
  const order = result.ok ? result.data.orders[0] : undefined;
  if (!order) throw new Error('the user has no orders');
  return order;
}

/** Renders `<QuickSearch>` in a provider; returns its host element and scoped queries. */
export function renderQuickSearch(instance: ProofdeskInstance, props: QuickSearchProps = {}) {
  const rendered = render(<QuickSearch className="qs-host" {...props} />, instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('quick search did not render into a shadow root');
  const search = within(host);
  return {
    ...rendered,
    host,
    search,
    box: () => search.findByShadowRole('combobox', { name: 'Search orders' }),
  };
}

/** The names of the options shown, in order. */
export function optionNames(host: HTMLElement): string[] {
  return [...(host.shadowRoot?.querySelectorAll('[role="option"]') ?? [])].map(
    (option) => option.querySelector('.pd-order-card-name')?.textContent ?? '',
  );
}
