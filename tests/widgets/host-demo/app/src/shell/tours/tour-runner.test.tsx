import { createMemoryStorage, createProofdesk, type ProofdeskInstance, type User } from 'proofdesk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  TOUR_OVERLAY_OPACITY,
  TourRunner,
} from '../../../../../../../host-demo/app/src/shell/tours/tour-runner';
import portalCss from '../../../../../../../host-demo/app/src/styles.css?inline';
import { seriousViolations } from '../../../../../support/a11y';
import { onCleanup, render } from '../../../../../support/render';

// Dashboard §2 "Guided tours": the tour runs when profile and payment are complete, steps move by
// keyboard, Escape skips, finishing or skipping sends PUT /profile/tour/{id} { data: false } once.

interface Call {
  method: string;
  path: string;
  body: string | null;
}

function scriptedInstance(): { instance: ProofdeskInstance; calls: Call[] } {
  const calls: Call[] = [];
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: typeof init?.body === 'string' ? init.body : null });
    const data = path.startsWith('/g/csrf/') ? { token: 't' } : {};
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const instance = createProofdesk({
    baseUrl: 'http://127.0.0.1:9/api',
    storage: createMemoryStorage(),
    fetch: fake,
  });
  onCleanup(() => instance.destroy());
  return { instance, calls };
}

const owner = (patch: Partial<User> = {}): User =>
  ({
    id: 'u-1',
    role: 'owner',
    isProfileComplete: true,
    isPaymentComplete: true,
    tour: { dashboardTourGuide: true, userMenuTourGuide: false },
    ...patch,
  }) as unknown as User;

/** The board's elements the dashboard tour points at, as the portal renders them. */
function Board({ meters = false }: { meters?: boolean }) {
  return (
    <div className="pd-root">
      <button type="button" className="opener">
        Before
      </button>
      <nav className="app-view-toggle" aria-label="Order views">
        <a href="/">Board</a>
      </nav>
      <button type="button" className="pd-button app-create">
        Create Order
      </button>
      <aside className="app-board-sidebar" aria-label="Filters" style={{ height: 200 }} />
      <section className="app-board" aria-label="Orders" style={{ height: 300 }} />
      {meters ? <div data-tour="membership-meters">Plan: Pro</div> : null}
    </div>
  );
}

function mount(user: User, path = '/', width?: number, meters = false) {
  const style = document.createElement('style');
  style.textContent = portalCss;
  document.head.append(style);
  onCleanup(() => style.remove());
  const { instance, calls } = scriptedInstance();
  const rendered = render(
    <MemoryRouter initialEntries={[path]}>
      <div style={width ? { width } : undefined}>
        <Board meters={meters} />
        <TourRunner user={user} />
      </div>
    </MemoryRouter>,
    instance,
  );
  return { ...rendered, calls };
}

const dialog = () => document.querySelector<HTMLElement>('[data-testid="tour"] [role="dialog"]');
const live = () => document.querySelector('[data-testid="tour"] [role="status"]')?.textContent ?? '';
const tourPuts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

describe('guided tours', () => {
  it('moves by keyboard, announces each step, and finishing sends the PUT once', async () => {
    const opener = () => document.querySelector<HTMLButtonElement>('.opener');
    const { calls } = mount(owner());
    opener()?.focus();
    await expect.poll(() => dialog()).not.toBeNull();
    // The meters step has no anchor on this page: four steps, not five.
    expect(dialog()?.textContent).toContain('Step 1 of 4');
    expect(live()).toContain('Step 1 of 4: Your orders.');
    await expect.poll(() => document.activeElement?.textContent).toBe('Next');
    // The overlay at 0.8 around the step's element, the element itself left clear.
    const shades = [...document.querySelectorAll<HTMLElement>('.tour-shade')];
    expect(shades).toHaveLength(4);
    for (const shade of shades)
      expect(getComputedStyle(shade).backgroundColor).toBe(`rgba(0, 0, 0, ${TOUR_OVERLAY_OPACITY})`);
    const hole = document.querySelector('.app-board')?.getBoundingClientRect() as DOMRect;
    const probe = document.elementFromPoint(hole.left + hole.width / 2, hole.top + hole.height / 2);
    expect(probe?.classList.contains('tour-shade')).toBe(false);

    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => live()).toContain('Step 2 of 4: Filters.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => live()).toContain('Step 1 of 4');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => live()).toContain('Step 2 of 4');
    // Focus stays in the step: Tab cycles through its buttons only.
    for (let i = 0; i < 4; i++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog()?.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.poll(() => dialog()?.textContent).toContain('Finish');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => dialog()).toBeNull();
    await expect
      .poll(() => tourPuts(calls))
      .toEqual([{ method: 'PUT', path: '/profile/tour/dashboard', body: '{"data":false}' }]);
    expect(document.activeElement).toBe(opener());
  });

  it('Escape skips the tour and sends the PUT once', async () => {
    const { calls } = mount(owner());
    await expect.poll(() => dialog()).not.toBeNull();
    await expect.poll(() => document.activeElement?.textContent).toBe('Next');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog()).toBeNull();
    await expect.poll(() => tourPuts(calls).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(dialog()).toBeNull();
    expect(tourPuts(calls)).toEqual([
      { method: 'PUT', path: '/profile/tour/dashboard', body: '{"data":false}' },
    ]);
  });

  it('does not run while the profile or the payment is incomplete, or once the flag is false', async () => {
    for (const user of [
      owner({ isProfileComplete: false }),
      owner({ isPaymentComplete: false }),
      owner({ tour: { dashboardTourGuide: false } } as unknown as Partial<User>),
    ]) {
      const { root } = mount(user);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(dialog()).toBeNull();
      root.unmount();
    }
  });

  it('a customer sees the subscription step, the admin does not', async () => {
    const first = mount(owner(), '/', undefined, true);
    await expect.poll(() => dialog()?.textContent).toContain('Step 1 of 5');
    first.root.unmount();
    mount(owner({ role: 'admin' }), '/', undefined, true);
    await expect.poll(() => dialog()?.textContent).toContain('Step 1 of 4');
  });

  it('the step fits and passes axe at 390 px in dark', async () => {
    mount(owner({ role: 'admin' }), '/', 390);
    document.querySelector('.pd-root')?.setAttribute('data-theme', 'dark');
    await expect.poll(() => dialog()).not.toBeNull();
    expect(dialog()?.textContent).toContain('Step 1 of 4');
    const box = dialog()?.getBoundingClientRect() as DOMRect;
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    expect(await seriousViolations(dialog() as HTMLElement)).toEqual([]);
  });
});
