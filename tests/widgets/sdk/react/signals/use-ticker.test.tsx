import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTicker } from 'proofdesk/react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { renderInShadow } from '../../../support/render';

const progress = signal(0);
const renders = { progress: 0, parent: 0 };

function Progress() {
  useSignals();
  renders.progress++;
  return <span>{`progress ${progress.value}%`}</span>;
}

function Clock({ start }: { start: number }) {
  useSignals();
  const now = useTicker(20);
  return <span data-testid="clock">{now.value - start >= 60 ? 'later' : 'soon'}</span>;
}

function ClockParent() {
  renders.parent++;
  return <Clock start={Date.now()} />;
}

// DESIGN §2: the SDK ships precompiled, so no Babel transform adds signal tracking; components call
// useSignals() themselves. These tests prove that is enough for React 19 to re-render.
describe('@preact/signals-react under React 19 with explicit useSignals()', () => {
  it('re-renders a component when a signal it read changes outside React', async () => {
    renderInShadow(<Progress />);
    expect(screen.getByShadowText('progress 0%')).toBeTruthy();
    const before = renders.progress;
    progress.value = 42;
    await screen.findByShadowText('progress 42%');
    expect(renders.progress).toBeGreaterThan(before);
  });

  it('useTicker drives a clock that re-renders only its reader', async () => {
    renders.parent = 0;
    renderInShadow(<ClockParent />);
    expect(screen.getByShadowTestId('clock').textContent).toBe('soon');
    await expect.poll(() => screen.getByShadowTestId('clock').textContent, { timeout: 2000 }).toBe('later');
    expect(renders.parent).toBe(1);
  });
});
