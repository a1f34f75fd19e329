// The page shapes.bench.ts opens: the real drawing layer (one Konva stage, the viewer's PageOverlay)
// over one A4 page at 150 dpi holding 2,000 threads' shapes (all four kinds, 0.2 format), in a
// scroll box as the viewer's document view lays pages out. Panning moves the box's scrollTop (what the
// pointer tool's drag does); zooming is Ctrl+wheel, each event multiplying the zoom by e^(-deltaY/400)
// (continuous, where the viewer's own wheel steps through its list), re-rendering the overlay at the
// new scale. `?shapes=0` is the baseline: the same page and box with no shapes (no stage at all).
// Frames are measured with the browser's own clocks (frame-work.ts); the sharp redraw after a zoom
// from the overlay's own mark (`data-drawn-zoom`, set when its canvases are drawn at a zoom).
import { useStore } from '@nanostores/react';
import { createMemoryStorage, createProofdesk } from 'proofdesk';
import type { AnnotationTopic } from 'proofdesk/contract';
import { ProofdeskProvider, ShadowWidget } from 'proofdesk/react';
import { createRoot } from 'react-dom/client';
import { PageOverlay } from '../../widgets/proofing-viewer/drawing';
import { type PageShape, toShapeRecord } from '../../widgets/proofing-viewer/drawing/shape-format';
import {
  createViewerState,
  MARKER_COLORS,
  type ViewerState,
  ViewerStateContext,
} from '../../widgets/proofing-viewer/state/viewer-state';
import { frameRecorder } from './frame-work';

declare global {
  interface Window {
    shapesBench: {
      ready: Promise<{ shapes: number }>;
      startFrames(): void;
      stopFrames(): { intervals: number[]; work: number[] };
      /** The lowest and highest zoom and the deepest scroll reached since the page opened. */
      reached(): { zoom: [number, number]; scrollTop: number };
      setZoom(zoom: number): void;
      /** Pans for `ms`: the scroll box moves 30 px a frame, down for the first half, then back up. */
      pan(ms: number): Promise<void>;
      zoom(): number;
      /**
       * From the last Ctrl+wheel event (its timeStamp) to the end of the frame that painted the
       * overlay sharp at the zoom it set; null while it has not been.
       */
      sharpAfterWheel(): number | null;
    };
  }
}

const SHAPES = Number(new URLSearchParams(window.location.search).get('shapes') ?? 2_000);
const PAGE = { page: 1, width: 1240, height: 1754 };
const ZOOM = { min: 0.5, max: 2 };

/** A seeded generator (mulberry32): every run draws the same shapes. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function topics(count: number): AnnotationTopic[] {
  const random = seeded(2026);
  const kinds = ['rect', 'circle', 'arrow', 'line'] as const;
  return Array.from({ length: count }, (_, index) => {
    const x = random() * (PAGE.width - 120);
    const y = random() * (PAGE.height - 120);
    const kind = kinds[index % kinds.length]!;
    const line = Array.from({ length: 8 }, (_, i) => [x + i * 12, y + random() * 60]).flat();
    const shape: PageShape = {
      id: `bench-${index}`,
      kind,
      page: 1,
      color: MARKER_COLORS[index % MARKER_COLORS.length]!,
      strokeWidth: 5,
      x,
      y,
      width: 20 + random() * 100,
      height: 20 + random() * 100,
      radius: 10 + random() * 20,
      points: kind === 'arrow' ? [x, y, x + random() * 100, y + random() * 100] : line,
      pointer: 10,
    };
    return {
      id: `topic-${index}`,
      message: 'bench',
      mentions: [],
      sender: { id: 'user-owner', name: 'Owner', avatar: null, isGuest: false },
      dateCreated: new Date(0).toISOString(),
      isResolve: index % 10 === 0,
      isPublic: true,
      annotation: JSON.stringify(toShapeRecord(shape, PAGE)),
      comments: [],
    };
  });
}

const reached = { zoomMin: 0.75, zoomMax: 0.75, scrollTop: 0 };
/** The last Ctrl+wheel event's time, and when the overlay was shown drawn at the zoom it set. */
const sharp: { wheelAt: number | null; shownAt: number | null } = { wheelAt: null, shownAt: null };

function Document({ state }: { state: ViewerState }) {
  const zoom = useStore(state.$zoom);
  return (
    <div
      id="scroll"
      style={{ height: '100vh', overflow: 'auto', background: '#e5e7eb' }}
      onScroll={(event) => {
        reached.scrollTop = Math.max(reached.scrollTop, event.currentTarget.scrollTop);
      }}
      onWheel={(event) => {
        if (!event.ctrlKey) return;
        // Ctrl+wheel zooms (the page's own pinch zoom is off: the listener below cancels it). From
        // the store, not the render: two events may come before React renders.
        const next = state.$zoom.get() * Math.exp(-event.deltaY / 400);
        state.$zoom.set(Math.min(ZOOM.max, Math.max(ZOOM.min, next)));
        sharp.wheelAt = event.timeStamp;
        sharp.shownAt = null;
      }}
    >
      <div
        style={{
          position: 'relative',
          width: PAGE.width * zoom,
          height: PAGE.height * zoom,
          margin: '30px auto',
          background: '#fff',
        }}
      >
        <PageOverlay page={PAGE} zoom={zoom} />
      </div>
    </div>
  );
}

const state = createViewerState('bench-order', 'bench-attachment');
state.$pages.set([PAGE]);
state.$zoom.set(0.75);
state.$topics.set(topics(SHAPES));
// The browser's own Ctrl+wheel zoom would scale the whole page: the viewer takes it over.
window.addEventListener('wheel', (event) => event.ctrlKey && event.preventDefault(), { passive: false });

const instance = createProofdesk({ baseUrl: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });
createRoot(document.getElementById('viewer')!).render(
  <ProofdeskProvider instance={instance}>
    <ShadowWidget className="bench-host">
      <ViewerStateContext.Provider value={state}>
        <Document state={state} />
      </ViewerStateContext.Provider>
    </ShadowWidget>
  </ProofdeskProvider>,
);

const frames = frameRecorder();
const scroller = () =>
  document.querySelector('[data-pd-host]')?.shadowRoot?.getElementById('scroll') as HTMLElement | null;

window.shapesBench = {
  // Ready once the stage has its shapes and one frame has painted them.
  ready: new Promise((resolve) => {
    const check = () => {
      const canvases = document.querySelector('[data-pd-host]')?.shadowRoot?.querySelectorAll('canvas');
      if (SHAPES > 0 && (!canvases || canvases.length === 0)) return requestAnimationFrame(check);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({ shapes: SHAPES })));
    };
    requestAnimationFrame(check);
  }),
  startFrames: frames.start,
  stopFrames: frames.stop,
  reached: () => ({ zoom: [reached.zoomMin, reached.zoomMax], scrollTop: reached.scrollTop }),
  setZoom: (zoom) => state.$zoom.set(zoom),
  pan: (ms) =>
    new Promise((resolve) => {
      const box = scroller()!;
      const started = performance.now();
      const step = (now: number) => {
        const t = (now - started) / ms;
        if (t >= 1) return resolve();
        box.scrollTop += t < 0.5 ? 30 : -30;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }),
  zoom: () => state.$zoom.get(),
  sharpAfterWheel: () =>
    sharp.wheelAt !== null && sharp.shownAt !== null ? sharp.shownAt - sharp.wheelAt : null,
};

state.$zoom.subscribe((zoom) => {
  reached.zoomMin = Math.min(reached.zoomMin, zoom);
  reached.zoomMax = Math.max(reached.zoomMax, zoom);
});

// The overlay marks the zoom its canvases were drawn at (PageStage, data-drawn-zoom). Drawn at the
// zoom the last wheel event set, the frame that paints it ends when a message posted from its rAF
// callback runs (after the frame's style, layout and paint): that is when it is shown.
const finished = new MessageChannel();
finished.port1.onmessage = () => {
  if (sharp.wheelAt !== null && sharp.shownAt === null) sharp.shownAt = performance.now();
};
const whenHost = () => {
  const root = document.querySelector('[data-pd-host]')?.shadowRoot;
  if (!root) return requestAnimationFrame(whenHost);
  new MutationObserver((records) => {
    for (const record of records) {
      const drawn = (record.target as HTMLElement).dataset.drawnZoom;
      if (sharp.wheelAt === null || sharp.shownAt !== null || drawn !== String(state.$zoom.get())) continue;
      requestAnimationFrame(() => finished.port2.postMessage(null));
    }
  }).observe(root, { subtree: true, attributes: true, attributeFilter: ['data-drawn-zoom'] });
};
whenHost();
