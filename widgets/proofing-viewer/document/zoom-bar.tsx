import { Button } from '../../../sdk/react';
import { fill, type ProofingViewerMessages } from '../messages';
import type { ZoomControls } from './use-zoom-controls';

interface ZoomBarProps {
  messages: ProofingViewerMessages;
  zoom: number;
  controls: ZoomControls;
}

/** Zoom out, the zoom shown as a percentage, zoom in, and the fit toggle (proofing §4.9). */
export function ZoomBar({ messages: m, zoom, controls }: ZoomBarProps) {
  return (
    <div className="pd-viewer-zoom" role="toolbar" aria-label={m.zoomLabel}>
      <Button variant="ghost" size="sm" aria-label={m.zoomOut} onClick={controls.zoomOut}>
        −
      </Button>
      <output className="pd-viewer-zoom-value" aria-live="polite">
        {fill(m.zoomValue, { percent: Math.round(zoom * 100) })}
      </output>
      <Button variant="ghost" size="sm" aria-label={m.zoomIn} onClick={controls.zoomIn}>
        +
      </Button>
      {/* Names the fit it applies: the one the zoom is not at (disabled when it is at both). */}
      <Button variant="ghost" size="sm" disabled={!controls.fit.changes} onClick={controls.toggleFit}>
        {controls.fit.mode === 'page' ? m.fitPage : m.fitScreen}
      </Button>
    </div>
  );
}
