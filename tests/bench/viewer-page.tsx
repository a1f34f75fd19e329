// The page viewer-pdf.bench.ts opens: signs the owner in (a token the bench got) and opens the bench PDF either in the
// proofing viewer (?mode=viewer) or in pdf.js's own PDFViewer (?mode=pdfjs, pdfjs-dist/web/
// pdf_viewer.mjs) with the same loading options, and reports when page 1 is painted on the page's
// performance clock. For the viewer it can also scroll through every page, counting live canvases.
import { createProofdesk } from 'proofdesk';
import { mountProofingViewer } from 'proofdesk/proofing-viewer';

declare global {
  interface Window {
    viewerBench: {
      /** Page 1 painted: ms from the mount (or PDFViewer's creation) to the frame after the paint. */
      firstPaint: Promise<number>;
      /** Scrolls the viewer through every page; the most canvases alive at once and in view. */
      scrollAll(): Promise<{ maxCanvases: number; maxVisible: number; worstExcess: number; pages: number }>;
    };
  }
}

const params = new URLSearchParams(window.location.search);
const mode = params.get('mode') ?? 'viewer';
const orderId = params.get('order')!;
const attachmentId = params.get('attachment')!;
const host = document.getElementById('viewer')!;
const nextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

// The bench signs the owner in once and hands every page load the token (the server allows 10
// password sign-ins a minute per user).
async function signIn() {
  const instance = createProofdesk({ baseUrl: `${window.location.origin}/api`, clientType: 'customer' });
  const signedIn = await instance.session.signInWithToken({
    accessToken: params.get('token')!,
    accessTokenExpiresAt: params.get('expires')!,
    clientType: 'customer',
  });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  return instance;
}

async function openInViewer(): Promise<number> {
  const instance = await signIn();
  const start = performance.now();
  mountProofingViewer(host, { instance, orderId, attachmentId });
  await new Promise<void>((resolve) => {
    const check = () => {
      const canvas = host.shadowRoot?.querySelector(
        '.pd-viewer-page-box[data-page="1"] canvas[data-painted]',
      );
      if (canvas) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
  return (await nextFrame()) - start;
}

async function openInPdfJsViewer(): Promise<number> {
  const instance = await signIn();
  // From the same point as the viewer: knowing the order and the attachment, not yet the file's URL.
  const start = performance.now();
  const list = await instance.http.get<{ versions: { url: string }[] }>(
    `/order/${orderId}/attachment/${attachmentId}/versions`,
  );
  if (!list.ok) throw new Error(list.error.message);
  const pdfjs = await import('pdfjs-dist');
  // pdf_viewer.mjs reads pdf.js from this global.
  (globalThis as unknown as { pdfjsLib: typeof pdfjs }).pdfjsLib = pdfjs;
  const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('/pdf.worker.mjs', window.location.href).href;
  const container = document.createElement('div');
  container.id = 'pdfjs-container';
  container.innerHTML = '<div class="pdfViewer"></div>';
  host.append(container);
  const eventBus = new viewer.EventBus();
  const pdfViewer = new viewer.PDFViewer({ container, eventBus });
  const painted = new Promise<void>((resolve) =>
    eventBus.on('pagerendered', ({ pageNumber }: { pageNumber: number }) => pageNumber === 1 && resolve()),
  );
  const url = new URL(list.data.versions[0]!.url);
  url.searchParams.set('v', String(Date.now()));
  const doc = await pdfjs.getDocument({
    url: url.href,
    httpHeaders: { authorization: `Bearer ${instance.http.getToken()}` },
    isEvalSupported: false,
    useWasm: false,
    disableAutoFetch: true,
    disableStream: true,
  }).promise;
  pdfViewer.setDocument(doc);
  await painted;
  return (await nextFrame()) - start;
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
  firstPaint: mode === 'pdfjs' ? openInPdfJsViewer() : openInViewer(),
  scrollAll,
};
