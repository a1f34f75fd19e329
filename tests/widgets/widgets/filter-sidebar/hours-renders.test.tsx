// First, for its side effect: the render tracker must be in place before react-dom loads.
import './render-tracker';
import { BusinessHoursCard } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { render } from '../../support/render';
import { trackRenders } from './render-tracker';
import { signedIn } from './support';

// Issue 10: "the clock ticking every second (a signal, so only the clock re-renders)".

describe('BusinessHoursCard ticks', () => {
  it('re-render only the clock, the status line and the bar, never the card', async () => {
    const instance = await signedIn('summit@demo.test', {}, 'hours');
    const rendered = render(<BusinessHoursCard />, instance);
    const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]') as HTMLElement;
    const card = await within(host).findByShadowRole('region', { name: 'Business Hours' }, { timeout: 3000 });
    const clock = () => card.querySelector('.pd-hours-clock time')?.textContent;
    const before = clock();
    const commits = trackRenders();
    await expect.poll(clock, { timeout: 2500 }).not.toBe(before);
    const ticks = commits().filter((names) => names.includes('LiveClock'));
    expect(ticks.length).toBeGreaterThan(0);
    for (const names of ticks)
      expect([...new Set(names)].sort()).toEqual(['DayProgress', 'LiveClock', 'LiveStatus']);
  });
});
