import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ProofdeskInstance } from 'proofdesk';
import { createViewerState, ProofingViewer, type ProofingViewerProps } from 'proofdesk/proofing-viewer';
import { getToastStore, type ToastItem } from 'proofdesk/react';
import { within } from 'shadow-dom-testing-library';
import { loadPdfJs } from '../../../../widgets/proofing-viewer/document/pdf/pdfjs';
import { render } from '../../support/render';
import { signedInInstance } from '../../support/sessions';
import { fixtures, until } from './support';

// Download Proof and PDF tools tests: the viewer with its instance (for the toasts), and the saved
// proof caught at its download link's click (kept from leaving the test page) and read back.

export async function openWithInstance(username: string, props: Omit<ProofingViewerProps, 'viewerState'>) {
  const instance: ProofdeskInstance = await signedInInstance(username, { baseUrl: fixtures().apiBaseUrl });
  const state = createViewerState(props.orderId, props.attachmentId);
  const rendered = render(
    <div style={{ height: '700px', width: '1000px', display: 'grid' }}>
      <ProofingViewer {...props} viewerState={state} onIntent={(_intent, event) => event.preventDefault()} />
    </div>,
    instance,
  );
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  return { instance, state, host, shadowRoot: host.shadowRoot, view: within(host) };
}

export interface SavedFile {
  name: string;
  bytes: Uint8Array;
}

/** Catches the next download link clicked anywhere on the page: its file name and bytes. */
export function catchDownload(): Promise<SavedFile> {
  return new Promise((resolve, reject) => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof HTMLAnchorElement && event.target.download ? event.target : null;
      if (!link) return;
      event.preventDefault();
      document.removeEventListener('click', onClick, true);
      fetch(link.href)
        .then((response) => response.arrayBuffer())
        .then((buffer) => resolve({ name: link.download, bytes: new Uint8Array(buffer) }), reject);
    };
    document.addEventListener('click', onClick, true);
  });
}

/** Every text the element showed from now on (a state shorter than a poll is still seen). */
export function recordTexts(element: Element): string[] {
  const seen = [element.textContent ?? ''];
  const observer = new MutationObserver(() => seen.push(element.textContent ?? ''));
  observer.observe(element, { subtree: true, childList: true, characterData: true });
  return seen;
}

/** The saved proof read back with pdf.js. */
export async function readPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { pdfjs, worker } = await loadPdfJs();
  return pdfjs.getDocument({ data: bytes.slice(), worker, isEvalSupported: false, useWasm: false }).promise;
}

/** How many images a page paints (the page picture, plus one per watermark tile). */
export async function imagesPainted(doc: PDFDocumentProxy, page: number): Promise<number> {
  const { pdfjs } = await loadPdfJs();
  const list = await (await doc.getPage(page)).getOperatorList();
  // pdf.js merges runs of one image placed again and again into one 'repeat' with its positions.
  return list.fnArray.reduce((count, op, i) => {
    if (op === pdfjs.OPS.paintImageXObject) return count + 1;
    if (op !== pdfjs.OPS.paintImageXObjectRepeat) return count;
    const positions = list.argsArray[i]?.[3] as ArrayLike<number> | undefined;
    return count + (positions?.length ?? 0) / 2;
  }, 0);
}

/** The page rendered at 1 CSS px per point × 96/72, and a pixel reader on it. */
export async function renderPage(doc: PDFDocumentProxy, page: number) {
  const proxy = await doc.getPage(page);
  const viewport = proxy.getViewport({ scale: 96 / 72 });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  const context = canvas.getContext('2d')!;
  await proxy.render({ canvas, canvasContext: context, viewport }).promise;
  return (x: number, y: number) => [...context.getImageData(Math.round(x), Math.round(y), 1, 1).data];
}

export const toasts = (instance: ProofdeskInstance): readonly ToastItem[] =>
  getToastStore(instance).$toasts.get();

/** Waits for the viewer to show its pages and threads (the proof draws the threads it has). */
export async function ready(state: ReturnType<typeof createViewerState>, threads = 0) {
  await until(() => {
    if (state.$pages.get().length === 0 || state.$topics.get().length < threads) throw new Error('not yet');
  }, 45_000);
}
