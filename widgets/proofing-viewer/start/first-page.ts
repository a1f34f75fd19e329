// Page 1 shown by the start entry before the viewer's code runs (`showFirstPageIn`, start/index.ts;
// docs/embedding.md "Opening a PDF fast"): pdf.js's canvas render of page 1 at the viewer's opening
// zoom, in a placeholder inside the element the viewer will mount in, where the viewer's own page 1
// will be. The placeholder lies over the viewer (its own layer, no height: nothing moves) and goes
// in the same task as the viewer's own page 1 is marked painted (or shows an alert instead), so
// the page never blinks. It costs the viewer nothing: the viewer neither knows nor loads this.
import type { PDFPageProxy } from 'pdfjs-dist';
import { PAGE_GAP_PX } from '../document/page-layout';
import { canvasOutputScale } from '../document/pdf/canvas-scale';
import { PDF_TO_CSS_UNITS } from '../document/pdf/pdf-units';
import { DEFAULT_ZOOM } from '../state/default-zoom';

// Where the viewer's page 1 stands in its element when it first paints (the chrome's parts load
// after it): below the header, in the document's column (the element's width less the comment
// panel's; nothing is shown at or below the narrow width), centred, or 30 px from the left when wider
// than the column (page-layout.ts). The viewer's own numbers, repeated here so the start entry
// loads none of the viewer: tests/widgets/widgets/proofing-viewer/start/first-page.test.tsx checks
// the placeholder against the viewer's page 1 on a wide and a narrow element.
/** The header's height at the first paint (its title, page count and tabs: styles.ts). */
const HEADER_PX = 49;
/** `--pd-viewer-panel-width`'s default (styles.ts). */
const PANEL_PX = 340;
/** NARROW_VIEWER_PX (use-narrow.ts): the panel goes under the document and the header wraps. */
const NARROW_PX = 640;

/** The placeholder's attribute, for hosts' styles and tests. */
export const FIRST_PAGE_ATTRIBUTE = 'data-pd-first-page';

/** The viewer's page 1 painted, or a message shown instead of it: the placeholder goes then. */
const VIEWER_SHOWN = '.pd-viewer-page-box[data-page="1"] canvas[data-painted], [role="alert"]';

/**
 * Draws `page` into a placeholder in `element`'s shadow root (attached here, open, as the viewer's
 * own mount would attach it and then reuse it). Resolves true on the frame that shows it, false when
 * it could not draw or the viewer had already painted.
 */
export async function showFirstPage(
  page: PDFPageProxy,
  pages: number,
  element: HTMLElement,
): Promise<boolean> {
  // At the narrow width the header wraps as its title and the chrome's parts come (by up to 40 px,
  // and the page's left with it): no place known beforehand would hold, and a page that jumps when
  // the viewer takes over is worse than the viewer's own loading state, so nothing is shown there.
  if (element.clientWidth <= NARROW_PX) return false;
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  if (root.querySelector(VIEWER_SHOWN)) return false;
  const doc = element.ownerDocument;
  const canvas = doc.createElement('canvas');
  const viewport = page.getViewport({ scale: DEFAULT_ZOOM * PDF_TO_CSS_UNITS });
  const scale = canvasOutputScale(viewport.width, viewport.height, globalThis.devicePixelRatio || 1);
  canvas.width = Math.floor(viewport.width * scale);
  canvas.height = Math.floor(viewport.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return false;
  await page.render({
    canvas,
    canvasContext: context,
    viewport,
    ...(scale !== 1 && { transform: [scale, 0, 0, scale, 0, 0] }),
  }).promise;
  if (root.querySelector(VIEWER_SHOWN)) return false;
  // Styled through the CSSOM: a strict CSP (no 'unsafe-inline' styles) allows it. The holder takes
  // no room (the viewer lays out as if it were not there) and clips the page to the element's box,
  // as the viewer's scroller will.
  const holder = doc.createElement('div');
  holder.setAttribute(FIRST_PAGE_ATTRIBUTE, '');
  Object.assign(holder.style, { position: 'relative', height: '0', zIndex: '1', pointerEvents: 'none' });
  const clip = doc.createElement('div');
  const { clientWidth: width, clientHeight: height } = element;
  Object.assign(clip.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: `${width}px`,
    height: `${height}px`,
    overflow: 'hidden',
  });
  const panel = Number.parseFloat(getComputedStyle(element).getPropertyValue('--pd-viewer-panel-width'));
  const column = width - Math.min(Number.isNaN(panel) ? PANEL_PX : panel, width);
  // The viewer sizes every page as page 1 until it reads them: the column overflows (and shows a
  // scrollbar, which narrows it) when the pages are taller than the view.
  const overflows = pages * (viewport.height + PAGE_GAP_PX) + PAGE_GAP_PX > height - HEADER_PX;
  const inner = column - (overflows ? scrollbarWidth(root) : 0);
  Object.assign(canvas.style, {
    position: 'absolute',
    top: `${HEADER_PX + PAGE_GAP_PX}px`,
    left: `${Math.max(PAGE_GAP_PX, (inner - viewport.width) / 2)}px`,
    display: 'block',
    width: `${viewport.width}px`,
    height: `${viewport.height}px`,
    background: '#fff',
    boxShadow: '0 1px 4px rgb(0 0 0 / 0.2)',
  });
  canvas.setAttribute('aria-hidden', 'true');
  clip.append(canvas);
  holder.append(clip);
  root.prepend(holder);
  const observer = new MutationObserver(() => {
    if (!root.querySelector(VIEWER_SHOWN)) return;
    observer.disconnect();
    holder.remove();
    canvas.width = 0;
    canvas.height = 0;
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-painted', 'role'],
  });
  // The frame that shows it; a hidden tab draws no frames, so a host waiting on this is not held
  // until the tab is shown.
  return new Promise((resolve) => {
    const settle = () => resolve(holder.isConnected);
    requestAnimationFrame(settle);
    setTimeout(settle, 100);
  });
}

/** The width a scrollbar takes here (0 where scrollbars overlay the content). */
function scrollbarWidth(root: ShadowRoot): number {
  const probe = root.ownerDocument.createElement('div');
  Object.assign(probe.style, {
    position: 'absolute',
    width: '100px',
    height: '100px',
    overflow: 'scroll',
    visibility: 'hidden',
  });
  root.append(probe);
  const width = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return width;
}
