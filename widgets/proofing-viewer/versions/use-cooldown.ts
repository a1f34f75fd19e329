import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button's pause after a click (proofing §4.4, §9): `start()` makes `cooling` true until `ms` have
 * passed. It waits with `setTimeout`, so a test's fake clock drives it.
 */
export function useCooldown(ms: number): { cooling: boolean; start(): void } {
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCooling(true);
    timer.current = setTimeout(() => setCooling(false), ms);
  }, [ms]);
  return { cooling, start };
}

/** Proofing §9: "Approve/revise disabled 10 s; delete disabled 5 s." */
export const APPROVE_COOLDOWN_MS = 10_000;
export const DELETE_COOLDOWN_MS = 5_000;
