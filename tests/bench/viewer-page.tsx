// The page viewer-pdf.bench.ts opens: a bench PDF either in the proofing viewer (?mode=viewer) or in
// pdf.js's own PDFViewer (?mode=pdfjs), and when page 1 is shown, on the page's own clock
// (performance.now(), 0 = navigation start). Each side's code is a dynamic import made here, inside
// the clock (the viewer: `proofdesk` and `proofdesk/proofing-viewer`; PDFViewer: pdf.js and
// pdf_viewer.mjs, pdfjs-viewer.ts); the viewer's page also imports `proofdesk/proofing-viewer/start`
// statically, as its docs tell a host (its chunks load before the entry runs, inside the clock). The
// session is the one a signed-in user returns with: the bench puts it in localStorage before the
// page runs; the viewer's SDK restores it, PDFViewer's side reads the token from it.
// For the viewer the page can also scroll through every page, counting live canvases.

import { startPdfViewer } from 'proofdesk/proofing-viewer/start';

declare global {
  interface Window {
    viewerBench: {
      /** Page 1 shown: the figures of this load. */
      firstPage: Promise<FirstPage>;
      /** Scrolls the viewer through every page; the most canvases alive at once and in view. */
      scrollAll(): Promise<{ maxCanvases: number; maxVisible: number; worstExcess: number; pages: number }>;
    };
  }
}

/** Milliseconds from navigation start (performance.now()). */
export interface FirstPage {
  /** This entry module running: the HTML and the entry chunk are in. */
  entry: number;
  /** The side's code loaded (and, for PDFViewer, the version list read too): the mount. */
  mount: number;
  /** Page 1's canvas finished drawing (`data-painted` on the viewer's canvas; `pagerendered`). */
  painted: number;
  /**
   * The `requestAnimationFrame` timestamp of the first frame that shows page 1 at the viewer's
   * scale: the start entry's placeholder's (`showFirstPageIn`) when it showed one, else the frame
   * after `painted`.
   */
  shown: number;
  /**
   * The frame after `painted`: the viewer's own page 1 with its chrome on the way (PDFViewer: the
   * same as `shown`); NaN when the page does not mount the viewer (BENCH_VIEWER_FIRST=floor).
   */
  ready: number;
  /** The placeholder's canvas finished drawing, when the start entry showed one (else NaN). */
  placeholder: number;
  /**
   * When the page first called `new Worker` (pdf.js's worker; the viewer's start entry, or pdf.js
   * inside `getDocument` on PDFViewer's side): from there to page 1 both sides run pdf.js's own
   * pipeline (the worker's script and start, the document, page 1's operator list, the draw). NaN
   * when no worker was started before page 1.
   */
  worker: number;
  /** Page 1's canvas in device pixels. */
  canvas: { width: number; height: number };
  /** Requests the page made before page 1 was painted, and their bytes over the wire. */
  requests: number;
  transferKiB: number;
  /** Those requests' paths with their start (ms), in order: printed with BENCH_REQUESTS=1. */
  requestList: string[];
}

/**
 * The side this build holds, `viewer` or `pdfjs` (viewer-pdf.bench.ts bundles the page once per side,
 * bench-page.ts `sides`): each side's page carries only its own code, as a host shipping one of them.
 */
declare const BENCH_SIDE: 'viewer' | 'pdfjs';

const params = new URLSearchParams(window.location.search);
const orderId = params.get('order')!;
const attachmentId = params.get('attachment')!;
/** PDFViewer's `currentScale`: the viewer's page-1 scale, passed by the bench. */
const scale = Number(params.get('scale') ?? 1);
/** BENCH_PDFJS_STREAM=1: PDFViewer reads as pdf.js does by default (stream the file, read ahead). */
const stream = params.get('stream') === '1';
/** BENCH_VIEWER_HINT=0: the viewer mounts without the `fileType` hint (it learns the type from the version list). */
const hint = params.get('hint') !== '0';
const host = document.getElementById('viewer')!;
const entry = performance.now();
/**
 * The first `new Worker` on this page, on both sides alike (resource timing cannot say it: Chromium
 * dates a worker script's entry from its answer, 20–45 ms after the call).
 */
let workerAsked = Number.NaN;
window.Worker = class extends window.Worker {
  constructor(url: string | URL, options?: WorkerOptions) {
    if (Number.isNaN(workerAsked)) workerAsked = performance.now();
    super(url, options);
  }
};
/** BENCH_VIEWER_START=0: the viewer side does not call `startPdfViewer` from the entry. */
const start = params.get('start') !== '0';
/**
 * BENCH_VIEWER_FIRST: 'after' (default) the start entry shows page 1 in the viewer's element
 * (`showFirstPageIn`) and the page imports the viewer once it is shown (`firstPageShown`), as
 * docs/embedding.md tells a host; 'beside' the page imports the viewer at once instead; 'off' no
 * placeholder; 'floor' the placeholder and never the viewer (page 1 with no React, core or viewer
 * script at all).
 */
const first = params.get('first') ?? 'after';
// The viewer's side, as docs/embedding.md "Opening a PDF fast" tells a host: the start entry is
// imported by the page's first chunk (a static import, tiny) and called as soon as the page knows
// the order and the attachment, before the viewer's code is asked for. PDFViewer's page reads the
// version list at the same point (openInPdfJsViewer).
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/**
 * The viewer element's shadow root once attached (by the start entry's placeholder or the viewer's
 * mount), heard from `attachShadow` itself: no frame-by-frame poll, which on the viewer's side only
 * kept the page making a frame every 16 ms while pdf.js started its worker and drew page 1 (until
 * 2026-11-28 05:35; PDFViewer's side waits on its events, no frames).
 */
const shadowRootAttached = new Promise<ShadowRoot>((resolve) => {
  if (host.shadowRoot) return resolve(host.shadowRoot);
  const attach = host.attachShadow;
  host.attachShadow = function (this: HTMLElement, init: ShadowRootInit) {
    const root = attach.call(this, init);
    resolve(root);
    return root;
  };
});
const placeholderShown = BENCH_SIDE === 'viewer' && start && first !== 'off' ? placeholderPainted() : null;
const started =
  BENCH_SIDE === 'viewer' && start
    ? startPdfViewer({
        baseUrl: `${window.location.origin}/api`,
        orderId,
        attachmentId,
        ...(first !== 'off' && { showFirstPageIn: host }),
      })
    : null;

/**
 * The start entry's placeholder: when its canvas lands in the viewer's element (seen at once by a
 * MutationObserver) and the frame that shows it.
 */
async function placeholderPainted(): Promise<{ painted: number; shown: number; canvas: HTMLCanvasElement }> {
  const canvas = await canvasInHost('[data-pd-first-page] canvas');
  const painted = performance.now();
  return { painted, shown: await nextFrame(), canvas };
}

/** The floor: page 1 shown by the start entry alone, the viewer's code never asked for. */
async function floorOnly(): Promise<FirstPage> {
  const placeholder = await placeholderShown!;
  const load = await shown(Number.NaN, placeholder.canvas, placeholder.painted);
  return { ...load, shown: placeholder.shown, ready: Number.NaN, placeholder: placeholder.painted };
}

async function openInViewer(): Promise<FirstPage> {
  if (first === 'floor' && placeholderShown) return floorOnly();
  // Page 1 first, then the viewer's code (React, the core, the viewer), so that code does not take
  // the main thread and the two cores from pdf.js's worker start and page 1's drawing.
  // As docs/embedding.md shows it: bounded, so a page 1 that never comes does not hold the viewer.
  if (first === 'after' && started)
    await Promise.race([started.firstPageShown, new Promise((resolve) => setTimeout(resolve, 3000))]);
  const [{ createProofdesk }, { mountProofingViewer }] = await Promise.all([
    import('proofdesk'),
    import('proofdesk/proofing-viewer'),
  ]);
  const mount = performance.now();
  const instance = createProofdesk({ baseUrl: `${window.location.origin}/api`, clientType: 'customer' });
  // The host knows the attachment is a PDF, as PDFViewer's side does: the viewer's `fileType` hint
  // (docs/embedding.md "Opening a PDF fast"), which starts pdf.js and its worker at the mount.
  mountProofingViewer(host, { instance, orderId, attachmentId, ...(hint && { fileType: 'pdf' }) });
  const canvas = await viewerCanvasPainted();
  const load = await shown(mount, canvas);
  // Page 1 was on screen from the placeholder's frame if it came first (the race is settled: the
  // start entry removes its placeholder when the viewer paints).
  const placeholder = placeholderShown
    ? await Promise.race([placeholderShown, new Promise<null>((resolve) => setTimeout(resolve, 0, null))])
    : null;
  return placeholder && placeholder.shown < load.shown
    ? { ...load, shown: placeholder.shown, placeholder: placeholder.painted }
    : load;
}

/** Resolves when the viewer marks page 1's canvas painted, seen at once (no frame of polling). */
function viewerCanvasPainted(): Promise<HTMLCanvasElement> {
  return canvasInHost('.pd-viewer-page-box[data-page="1"] canvas[data-painted]', ['data-painted']);
}

/**
 * The first canvas matching `selector` in the viewer element's shadow root, seen by a
 * MutationObserver in the task that adds it (or sets one of `attributes` on it).
 */
async function canvasInHost(selector: string, attributes: string[] = []): Promise<HTMLCanvasElement> {
  const root = host.shadowRoot ?? (await shadowRootAttached);
  const find = () => root.querySelector<HTMLCanvasElement>(selector);
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const canvas = find();
      if (!canvas) return;
      observer.disconnect();
      resolve(canvas);
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      ...(attributes.length > 0 && { attributes: true, attributeFilter: attributes }),
    });
  });
}

/**
 * pdf.js's PDFViewer as a host that knows the order and the attachment would open it: the version
 * list (which names the file's URL, as the viewer must read it) and the code at once, then the
 * document. Loading options as the viewer's (pdf-transport.ts, pdfjs.ts): no eval, no
 * WebAssembly, no XFA, only the ranges a page needs (no read-ahead, no stream), 64 KiB ranges.
 * Layers: the canvas only (no text layer, no annotation layer, no annotation editor), as the
 * viewer draws a page: its canvas (pdf.js's canvas render, which draws a PDF's annotations into the
 * canvas; these files have none) and its own drawing layer, which is the viewer's cost.
 */
async function openInPdfJsViewer(): Promise<FirstPage> {
  const token = localStorage.getItem('proofdesk:token');
  const [list, { pdfjs, pdfViewer }] = await Promise.all([
    fetch(`/api/order/${orderId}/attachment/${attachmentId}/versions`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.json() as Promise<{ data: { versions: { url: string }[] } }>),
    import('./pdfjs-viewer'),
  ]);
  const mount = performance.now();
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('/pdf.worker.mjs', window.location.href).href;
  const container = document.createElement('div');
  container.id = 'pdfjs-container';
  container.innerHTML = '<div class="pdfViewer"></div>';
  host.append(container);
  const eventBus = new pdfViewer.EventBus();
  const viewer = new pdfViewer.PDFViewer({
    container,
    eventBus,
    textLayerMode: 0,
    annotationMode: pdfjs.AnnotationMode.DISABLE,
    annotationEditorMode: pdfjs.AnnotationEditorType.DISABLE,
  });
  // As pdf.js's own app sets its default zoom: once the page views exist, before any is drawn.
  eventBus.on('pagesinit', () => {
    viewer.currentScale = scale;
  });
  const painted = new Promise<HTMLCanvasElement>((resolve) =>
    eventBus.on(
      'pagerendered',
      ({ pageNumber, source }: { pageNumber: number; source: { canvas?: HTMLCanvasElement } }) => {
        if (pageNumber !== 1) return;
        resolve(
          source.canvas ?? container.querySelector<HTMLCanvasElement>('.page[data-page-number="1"] canvas')!,
        );
      },
    ),
  );
  const url = new URL(list.data.versions[0]!.url);
  url.searchParams.set('v', String(Date.now()));
  const doc = await pdfjs.getDocument({
    url: url.href,
    httpHeaders: { authorization: `Bearer ${token}` },
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
    disableAutoFetch: !stream,
    disableStream: !stream,
    rangeChunkSize: 65_536,
    // A canvas the GPU may draw, as the viewer's own context (getContext('2d') with no
    // willReadFrequently) and pdf.js's own app (AppOptions enableHWA: true).
    enableHWA: true,
  }).promise;
  viewer.setDocument(doc);
  return shown(mount, await painted);
}

async function shown(mount: number, canvas: HTMLCanvasElement, at?: number): Promise<FirstPage> {
  const painted = at ?? performance.now();
  const frame = at === undefined ? await nextFrame() : Number.NaN;
  const resources = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < painted) as PerformanceResourceTiming[];
  return {
    entry,
    mount,
    painted,
    shown: frame,
    ready: frame,
    placeholder: Number.NaN,
    worker: workerAsked < painted ? workerAsked : Number.NaN,
    canvas: { width: canvas.width, height: canvas.height },
    requests: resources.length + 1,
    transferKiB: resources.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
    requestList: resources.map((entry) => `${entry.startTime.toFixed(0)} ${new URL(entry.name).pathname}`),
  };
}

async function scrollAll() {
  const root = host.shadowRoot!;
  const scroller = root.querySelector<HTMLElement>('.pd-viewer-scroll')!;
  // 'Page 1 of N' (only the boxes near the view are in the column).
  const pages = Number(/of (\d+)/.exec(root.querySelector('.pd-viewer-page')?.textContent ?? '')?.[1]);
  let maxCanvases = 0;
  let maxVisible = 0;
  let worstExcess = 0;
  for (let top = 0; top < scroller.scrollHeight; top += scroller.clientHeight) {
    scroller.scrollTop = top;
    await nextFrame();
    await nextFrame();
    const view = scroller.getBoundingClientRect();
    const visible = [...root.querySelectorAll('.pd-viewer-page-box')].filter((box) => {
      const rect = box.getBoundingClientRect();
      return rect.bottom > view.top && rect.top < view.bottom;
    }).length;
    const canvases = root.querySelectorAll('.pd-viewer-page-box canvas').length;
    maxCanvases = Math.max(maxCanvases, canvases);
    maxVisible = Math.max(maxVisible, visible);
    worstExcess = Math.max(worstExcess, canvases - Math.max(6, 2 * visible + 1));
  }
  // The last page painted before the figures are read.
  await new Promise<void>((resolve) => {
    const check = () =>
      root.querySelector(`.pd-viewer-page-box[data-page="${pages}"] canvas[data-painted]`)
        ? resolve()
        : requestAnimationFrame(check);
    check();
  });
  return { maxCanvases, maxVisible, worstExcess, pages };
}

window.viewerBench = {
  firstPage: BENCH_SIDE === 'pdfjs' ? openInPdfJsViewer() : openInViewer(),
  scrollAll,
};
