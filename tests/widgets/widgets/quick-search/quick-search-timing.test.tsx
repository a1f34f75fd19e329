import { ORDER_PAGE } from 'proofdesk/contract';
import { QUICK_SEARCH_DELAY_MS, QUICK_SEARCH_LIMIT } from 'proofdesk/quick-search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  optionNames,
  renderQuickSearch,
  type SearchNetwork,
  searchInstance,
  searchNetwork,
  serverSearch,
  someOrder,
} from './support';

// Dashboard §5 and §9: "Quick search sends only a non-empty term, after 500 ms without typing. Empty
// input clears results." The 500 ms are measured on a fake clock (setTimeout and clearTimeout only:
// the queries and the browser's input stay real); the server is the real one.

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the request the timer started leave (it goes out a few microtasks after the timer fires). */
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

async function setUp() {
  const network = searchNetwork();
  const { instance } = await searchInstance(network);
  const rendered = renderQuickSearch(instance);
  const box = (await rendered.box()) as HTMLInputElement;
  return { network, instance, ...rendered, input: box };
}

/** Waits, on the real clock again, until `count` searches left. */
async function searchesSent(network: SearchNetwork, count: number) {
  vi.useRealTimers();
  await expect.poll(() => network.searches.length).toBe(count);
}

describe('QuickSearch: when a term is sent', () => {
  it('sends the term once, 500 ms after the last keystroke, with limit 10', async () => {
    const { network, input } = await setUp();
    expect(QUICK_SEARCH_DELAY_MS).toBe(500);
    expect(QUICK_SEARCH_LIMIT).toBe(ORDER_PAGE.searchLimit);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(input, 'Spring');
    vi.advanceTimersByTime(499);
    await flush();
    expect(network.searches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await searchesSent(network, 1);
    expect(network.terms()).toEqual(['Spring']);
    expect(network.searches[0]?.searchParams.get('limit')).toBe('10');
  });

  it('each keystroke restarts the wait', async () => {
    const { network, input } = await setUp();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(input, 'Sum');
    vi.advanceTimersByTime(400);
    await userEvent.type(input, 'mer');
    vi.advanceTimersByTime(400);
    await flush();
    expect(network.searches).toHaveLength(0);
    vi.advanceTimersByTime(100);
    await searchesSent(network, 1);
    expect(network.terms()).toEqual(['Summer']);
  });

  it('shows what the server answers for the term, as order cards', async () => {
    const { network, instance, host, input } = await setUp();
    const order = await someOrder(instance);
    const expected = await serverSearch(instance, order.orderName);
    expect(expected.length).toBeGreaterThan(0);
    network.forget();
    await userEvent.type(input, order.orderName);
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBe(expected.length);
    expect(optionNames(host)).toEqual(expected.map((card) => card.orderName.slice(0, 32)));
    expect(network.terms()).toEqual([order.orderName]);
  });

  it('an empty box clears the results at once and sends nothing', async () => {
    const { network, host, input } = await setUp();
    await userEvent.type(input, 'a');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.clear(input);
    // Cleared before any time passes, and no request for the empty term later.
    expect(optionNames(host)).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(2000);
    await flush();
    // Spaces only are empty too.
    await userEvent.type(input, '   ');
    vi.advanceTimersByTime(2000);
    await flush();
    expect(network.terms()).toEqual(['a']);
  });

  it('clearing the box drops a term that was about to be sent', async () => {
    const { network, input } = await setUp();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(input, 'Rebrand');
    vi.advanceTimersByTime(300);
    await userEvent.clear(input);
    vi.advanceTimersByTime(1000);
    await flush();
    expect(network.searches).toHaveLength(0);
  });

  it("drops a late answer to an older term: the newest term's results stay", async () => {
    const { network, instance, host, input } = await setUp();
    const older = await serverSearch(instance, 'Spring');
    const newer = await serverSearch(instance, 'Summer');
    expect(older.length).toBeGreaterThan(0);
    expect(newer.length).toBeGreaterThan(0);
    network.forget();
    network.hold('Spring');
    await userEvent.type(input, 'Spring');
    await expect.poll(() => network.terms()).toEqual(['Spring']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Summer');
    await expect
      .poll(() => optionNames(host), { timeout: 3000 })
      .toEqual(newer.map((c) => c.orderName.slice(0, 32)));
    // The held answer lands and is read; the results must still be the newer term's.
    await network.release('Spring');
    expect(optionNames(host)).toEqual(newer.map((c) => c.orderName.slice(0, 32)));
  });
});
