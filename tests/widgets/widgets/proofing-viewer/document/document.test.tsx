import { describe, expect, it } from 'vitest';
import { demoAttachment, fixtures, openViewer, paintedPages } from '../support';

// Issue 11 "Layout and states", "Images and PDFs"; proofing §2.7, §7 "Files", §8.

describe('ProofingViewer document', () => {
  it('shows an image version at the default zoom 0.75, named in the header with its version', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('heading', { name: 'Poster.png (v2)' });
    const image = (await viewer.view.findByShadowRole('img', { name: 'Poster.png' })) as HTMLImageElement;
    expect(image.naturalWidth).toBe(800);
    const box = image.closest<HTMLElement>('.pd-viewer-page-box');
    expect(box?.getBoundingClientRect().width).toBeCloseTo(600, 0);
    expect(viewer.state.$pages.get()).toEqual([{ page: 1, width: 800, height: 600 }]);
    // Proofing §7: "The image file is fetched with a cache-busting version parameter."
    const version = viewer.state.$version.get()!;
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(fetched).toContain(`${version.url}?v=${encodeURIComponent(version.id)}`);
    // An image has no 'Page x of y'.
    expect(viewer.shadowRoot.textContent).not.toMatch(/Page \d+ of \d+/);
  });

  it('paints a PDF page by page, 30 px apart, with Page x of y following the scroll', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    await viewer.view.findByShadowText('Page 1 of 3', {}, { timeout: 15_000 });
    await expect.poll(() => paintedPages(viewer.shadowRoot), { timeout: 15_000 }).toContain(1);
    const boxes = [...viewer.shadowRoot.querySelectorAll<HTMLElement>('.pd-viewer-page-box')];
    expect(boxes).toHaveLength(3);
    const [first, second] = boxes.map((b) => b.getBoundingClientRect());
    expect(second!.top - first!.bottom).toBeCloseTo(30, 0);
    // Letter pages at 96/72 CSS px per point, times 0.75.
    expect(first!.width).toBeCloseTo(612 * (96 / 72) * 0.75, 0);
    const scroller = viewer.shadowRoot.querySelector<HTMLElement>('.pd-viewer-scroll')!;
    scroller.scrollTop = scroller.scrollHeight;
    await viewer.view.findByShadowText('Page 3 of 3');
    expect(viewer.state.$currentPage.get()).toBe(3);
    // Proofing §7: "The PDF is fetched with GET from the version url with a v query parameter of the
    // current time."
    const url = viewer.state.$version.get()!.url;
    const asked = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((entry) => `${entry.origin}${entry.pathname}` === url);
    expect(asked.length).toBeGreaterThan(0);
    const v = Number(asked.at(-1)!.searchParams.get('v'));
    expect(Math.abs(Date.now() - v)).toBeLessThan(60_000);
  });
});

describe('ProofingViewer with a large PDF', () => {
  it('paints page 1 from a few HTTP ranges (the first chunk, the tail), never the whole file', async () => {
    const { inReview, largePdf, largePdfBytes, apiBaseUrl } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: largePdf });
    await viewer.view.findByShadowText('Page 1 of 2000', {}, { timeout: 20_000 });
    await expect.poll(() => paintedPages(viewer.shadowRoot), { timeout: 20_000 }).toContain(1);
    const log = (await (await fetch(`${apiBaseUrl}/__test/ranges`)).json()) as {
      url: string;
      range: string | null;
    }[];
    const mine = log.filter(
      (entry) => entry.url.includes('viewer-catalogue-pdf') && !entry.url.includes('pdf-bytes-test'),
    );
    // Never the whole file: the first chunk first, then the tail (pdf-bytes.ts), then what page 1 needs.
    expect(mine.map((entry) => entry.range)).not.toContain(null);
    expect(mine[0]!.range).toBe('bytes=0-65535');
    expect(mine[1]!.range).toMatch(new RegExp(`^bytes=\\d+-${largePdfBytes - 1}$`));
    const parts = mine.map((entry) => /bytes=(\d+)-(\d+)/.exec(entry.range!)!);
    const asked = parts.reduce((sum, [, from, to]) => sum + Number(to) - Number(from) + 1, 0);
    expect(asked).toBeLessThan(largePdfBytes / 2);

    // Pages further on come in later ranges; pdf.js reports their progress too, and the open
    // document must stay open (not go back to 'Please wait. Reading File...').
    viewer.state.$scrollRequest.set({ page: 1500, at: Date.now() });
    await viewer.view.findByShadowText('Page 1500 of 2000');
    await expect.poll(() => paintedPages(viewer.shadowRoot), { timeout: 20_000 }).toContain(1500);
    expect(viewer.shadowRoot.textContent).not.toContain('Reading File');
  });
});
