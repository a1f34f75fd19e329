import { defineStoreSlot } from 'proofdesk';
import { useInstanceStore } from 'proofdesk/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestInstance, render } from '../../support/render';

let created = 0;
const slot = defineStoreSlot('strict-probe', () => ({ id: ++created }));
const seen: Array<{ id: number }> = [];

function Probe() {
  seen.push(useInstanceStore(slot));
  return null;
}

// Issue 8: React StrictMode renders and mounts twice; a store slot must still create one store.
describe('useInstanceStore', () => {
  it('StrictMode and two widgets of a kind create one store per instance; another instance gets its own', () => {
    const instance = createTestInstance();
    render(
      <StrictMode>
        <Probe />
        <Probe />
      </StrictMode>,
      instance,
    );
    // StrictMode rendered each probe twice: four renders, one store.
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen).size).toBe(1);
    expect(created).toBe(1);
    render(<Probe />, createTestInstance());
    expect(created).toBe(2);
  });
});
