import { describe, expect, it } from 'vitest';
import {
  catchDownload,
  imagesPainted,
  openWithInstance,
  readPdf,
  ready,
  recordTexts,
  renderPage,
  toasts,
} from '../proof-support';
import { demoAttachment, fixtures, until } from '../support';

// Issue 13 "Download Proof"; proofing §2.7, §7 Files, §8 "Download failure", §9 proof download.
// The demo seed gives the first in-review order a watermark (no dark overlay) and the in-progress
// orders none.

const MARKER_RED = [0xe3, 0x34, 0x2f];
const near = (pixel: number[], rgb: number[], tolerance = 40) =>
  rgb.every((value, i) => Math.abs((pixel[i] ?? 0) - value) <= tolerance);

// Each makes a real proof (pdf.js reads, jsPDF writes): longer than the default test time.
describe('Download Proof', { timeout: 90_000 }, () => {
  it('saves {file name}_proof.pdf with one page per page at the page size, the threads drawn, no watermark when not asked', async () => {
    const { inProgress } = fixtures();
    const viewer = await openWithInstance('operator@demo.test', {
      orderId: inProgress,
      attachmentId: demoAttachment.brochure(inProgress),
      versionId: `${demoAttachment.brochure(inProgress)}-v1`,
    });
    await ready(viewer.state, 1);
    const saved = catchDownload();
    const button = await viewer.view.findByShadowRole('button', { name: 'Download Proof' });
    button.click();
    const file = await saved;
    expect(file.name).toBe('Brochure_proof.pdf');
    const doc = await readPdf(file.bytes);
    expect(doc.numPages).toBe(3);
    for (let page = 1; page <= 3; page += 1) {
      // The rendered page's size (612 × 792 pt: 816 × 1056 CSS px at zoom 1).
      const viewport = (await doc.getPage(page)).getViewport({ scale: 1 });
      expect([Math.round(viewport.width), Math.round(viewport.height)]).toEqual([612, 792]);
      // The page picture only: no watermark tiles.
      expect(await imagesPainted(doc, page)).toBe(1);
    }
    // The seed's thread on page 1: a red rectangle whose left edge is at 6 % of the width, from 4 %
    // to 13 % of the height, over the navy cover band.
    const pixel = await renderPage(doc, 1);
    expect(near(pixel(0.06 * 816, 0.085 * 1056), MARKER_RED)).toBe(true);
    expect(near(pixel(0.2 * 816, 0.2 * 1056), MARKER_RED)).toBe(false);
    await until(() => expect(button.textContent).toBe('Download Proof'));
  });

  it('tiles the order watermark over every page, added once and placed by alias, and a second proof is the same file', async () => {
    const { inReview } = fixtures();
    const viewer = await openWithInstance('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
      versionId: `${demoAttachment.brochure(inReview)}-v1`,
    });
    await ready(viewer.state);
    const saved = catchDownload();
    (await viewer.view.findByShadowRole('button', { name: 'Download Proof' })).click();
    const file = await saved;
    const doc = await readPdf(file.bytes);
    expect(doc.numPages).toBe(3);
    // 612 × 792 pt in 145.5 × 43.5 pt tiles (194 × 58 px): 5 across, 19 down.
    const tiles = Math.ceil(612 / 145.5) * Math.ceil(792 / 43.5);
    for (let page = 1; page <= 3; page += 1) expect(await imagesPainted(doc, page)).toBe(1 + tiles);
    // Embedded once: one 194-px-wide image and its alpha mask (the PNG's transparency), not one per tile.
    const text = new TextDecoder('latin1').decode(file.bytes);
    expect(text.match(/\/Width 194\b/g)?.length).toBe(2);
    expect(text.match(/\/Subtype \/Image/g)?.length).toBe(3 + 2);
    // Issue 22: each written proof's document is emptied (empty-document.ts); the next proof is whole,
    // the same file but for its creation date and ID.
    const button = viewer.view.getByShadowRole('button', { name: /Download/ });
    await until(() => expect(button.textContent).toBe('Download Proof'));
    const again = catchDownload();
    button.click();
    const second = new TextDecoder('latin1').decode((await again).bytes);
    const withoutDateAndId = (file: string) =>
      file.replace(/\/CreationDate \(D:[^)]*\)/, '').replace(/\/ID \[[^\]]*\]/, '');
    expect(withoutDateAndId(second)).toBe(withoutDateAndId(text));
  });

  it("reads 'Downloading...' while working and shows the file name, size and percent in a toast", async () => {
    const { inReview } = fixtures();
    const viewer = await openWithInstance('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await ready(viewer.state);
    const button = await viewer.view.findByShadowRole('button', { name: 'Download Proof' });
    const texts = recordTexts(button);
    const seenToasts: string[] = [];
    const { getToastStore } = await import('proofdesk/react');
    const stop = getToastStore(viewer.instance).$toasts.listen((list) => {
      for (const toast of list) if (toast.message) seenToasts.push(toast.message);
    });
    const saved = catchDownload();
    button.click();
    const file = await saved;
    stop();
    expect(texts).toContain('Downloading...');
    await until(() => expect(button.textContent).toBe('Download Proof'));
    expect(file.name).toBe('Poster_proof.pdf');
    // An image is one page, at its natural size (800 × 600 px = 600 × 450 pt).
    const doc = await readPdf(file.bytes);
    expect(doc.numPages).toBe(1);
    const viewport = (await doc.getPage(1)).getViewport({ scale: 1 });
    expect([Math.round(viewport.width), Math.round(viewport.height)]).toEqual([600, 450]);
    const size = viewer.state.$version.get()!.fileMeta.fileSize;
    expect(seenToasts).toContain(`Poster.png · ${size} · 0%`);
    expect(seenToasts).toContain(`Poster.png · ${size} · 100%`);
  });

  it("keeps 'Downloading...' at least 600 ms on a fast proof and announces it to screen readers (issue 21)", async () => {
    const { inReview } = fixtures();
    const viewer = await openWithInstance('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await ready(viewer.state);
    const button = await viewer.view.findByShadowRole('button', { name: 'Download Proof' });
    // The status region is in the page before it speaks (one added with its text is not read out).
    const status = button.parentElement!.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    const changes: { at: number; button: string; status: string }[] = [];
    const observer = new MutationObserver(() =>
      changes.push({
        at: performance.now(),
        button: button.textContent ?? '',
        status: status.textContent ?? '',
      }),
    );
    for (const node of [button, status]) {
      observer.observe(node, { subtree: true, childList: true, characterData: true });
    }
    const saved = catchDownload();
    const clicked = performance.now();
    button.click();
    await saved;
    await until(() => expect(button.textContent).toBe('Download Proof'));
    observer.disconnect();
    const shown = changes.find((change) => change.button === 'Downloading...');
    const back = changes.find((change) => change.button === 'Download Proof');
    expect(shown?.status).toBe('Downloading...');
    expect(back!.at - clicked).toBeGreaterThanOrEqual(600);
    expect(back!.at - shown!.at).toBeGreaterThanOrEqual(550);
    expect(status.textContent).toBe('');
  });

  it("shows 'Oops, something went wrong download pdf' when the proof cannot be made, and can be tried again", async () => {
    const { inReview, gonePdf } = fixtures();
    const viewer = await openWithInstance('operator@demo.test', { orderId: inReview, attachmentId: gonePdf });
    await viewer.view.findByShadowText('Missing PDF file.');
    const button = await viewer.view.findByShadowRole('button', { name: 'Download Proof' });
    button.click();
    await until(() =>
      expect(toasts(viewer.instance).map((t) => t.message)).toContain(
        'Oops, something went wrong download pdf',
      ),
    );
    await until(() => expect(button.textContent).toBe('Download Proof'));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    // No progress toast is left behind.
    expect(toasts(viewer.instance).some((t) => t.message?.includes('%'))).toBe(false);
  });
});

describe('Download Proof on a dark background', { timeout: 90_000 }, () => {
  it('lays the dark overlay over the page, under the threads and the watermark', async () => {
    const { darkProof } = fixtures();
    const viewer = await openWithInstance('operator@demo.test', {
      orderId: darkProof,
      attachmentId: demoAttachment.poster(darkProof),
      versionId: `${demoAttachment.poster(darkProof)}-v1`,
    });
    await ready(viewer.state);
    const saved = catchDownload();
    (await viewer.view.findByShadowRole('button', { name: 'Download Proof' })).click();
    const doc = await readPdf((await saved).bytes);
    const proof = await renderPage(doc, 1);
    // The poster's light bars are white (255) on the file; with the overlay they read dark grey.
    const shown = viewer.shadowRoot.querySelector('img');
    expect(shown).not.toBeNull();
    const original = document.createElement('canvas');
    original.width = 800;
    original.height = 600;
    const context = original.getContext('2d')!;
    context.drawImage(shown!, 0, 0);
    // Every pixel sampled comes out darker than on the file (JPEG noise is far below the overlay's
    // 45 %). The points are between the demo watermark's stripes ((x + y) mod 48 < 6 in a tile).
    for (const [x, y] of [
      [30, 300],
      [410, 500],
      [700, 100],
    ] as const) {
      const before = [...context.getImageData(x, y, 1, 1).data].slice(0, 3);
      const after = proof(x, y).slice(0, 3);
      const light = (rgb: number[]) => rgb.reduce((a, b) => a + b, 0);
      expect(light(after)).toBeLessThan(light(before) * 0.7);
    }
  });
});
