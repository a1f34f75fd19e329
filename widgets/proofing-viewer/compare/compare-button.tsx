import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../sdk/react';
import type { ProofingViewerMessages } from '../messages';
import { useViewerState } from '../state/viewer-state';

// The compare view is a chunk of its own, fetched on the first click (issue 13).
const CompareDialog = lazy(() => import('./compare-dialog'));

/**
 * The header's 'Compare' button, shown when the attachment has two or more versions the user may
 * see (both tabs' lists), and the compare view it opens. Closing gives focus back to the button.
 */
export function CompareButton({ messages: m }: { messages: ProofingViewerMessages }) {
  const versions = useStore(useViewerState().$versions);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLSpanElement>(null);
  if (versions.length < 2) return null;
  return (
    <span ref={opener}>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {m.compare}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CompareDialog
            messages={m}
            onClose={() => {
              setOpen(false);
              opener.current?.querySelector('button')?.focus();
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
