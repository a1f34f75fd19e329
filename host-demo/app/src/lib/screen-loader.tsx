import { Button, Spinner } from 'proofdesk/react';
import { useEffect, useState } from 'react';

// Dashboard §9: page loader delay 300 ms, time-out 10 s; §8: the slow-component text with Retry.
const LOADER_DELAY_MS = 300;
const LOADER_TIMEOUT_MS = 10_000;

export function ScreenLoader() {
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'slow'>('waiting');
  useEffect(() => {
    const show = setTimeout(() => setPhase('loading'), LOADER_DELAY_MS);
    const slow = setTimeout(() => setPhase('slow'), LOADER_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(slow);
    };
  }, []);
  if (phase === 'waiting') return null;
  return (
    <div className="app-center" aria-live="polite">
      {phase === 'loading' ? (
        <Spinner />
      ) : (
        <>
          <p>Taking a long time to load component...</p>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </>
      )}
    </div>
  );
}
