import { type ReadonlySignal, useSignal } from '@preact/signals-react';
import { useEffect } from 'react';

/**
 * A signal holding `Date.now()`, refreshed every `intervalMs` while the component is mounted.
 * For clocks and countdowns: only components that read `.value` re-render, and they must call
 * `useSignals()` from '@preact/signals-react/runtime' first, because the SDK ships precompiled and
 * no Babel transform adds that call for us.
 */
export function useTicker(intervalMs = 1000): ReadonlySignal<number> {
  const now = useSignal(Date.now());
  useEffect(() => {
    now.value = Date.now();
    const timer = setInterval(() => {
      now.value = Date.now();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, now]);
  return now;
}
