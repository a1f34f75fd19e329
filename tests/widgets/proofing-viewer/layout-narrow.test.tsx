import { describe, expect, it } from 'vitest';
import { demoAttachment, fixtures, openViewer, paintedPages } from './support';

// A viewer as narrow as a phone (390 px) stacks the comment panel under the document, which keeps
// the width; it measures its own box (use-narrow.ts), so it follows the host's layout too.

const rectOf = (root: ShadowRoot, selector: string) => root.querySelector(selector)!.getBoundingClientRect();

describe('ProofingViewer layout', () => {
  it('at 390 px puts the comments under the document, and beside it again when widened', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer(
      'owner@demo.test',
      { orderId: inReview, attachmentId: demoAttachment.brochure(inReview) },
      { width: 390, height: 844 },
    );
    await expect.poll(() => paintedPages(viewer.shadowRoot), { timeout: 15_000 }).toContain(1);
    // The comment panel (it renders once page 1 is shown).
    await expect.poll(() => viewer.shadowRoot.querySelector('.pd-viewer-panel > *')).not.toBeNull();
    const frame = viewer.shadowRoot.querySelector('.pd-viewer')!;
    expect(frame.getAttribute('data-layout')).toBe('narrow');
    const document = rectOf(viewer.shadowRoot, '.pd-viewer-document');
    const panel = rectOf(viewer.shadowRoot, '.pd-viewer-panel');
    expect(document.width).toBeGreaterThan(250);
    expect(panel.top).toBeGreaterThanOrEqual(document.bottom - 1);
    expect(panel.width).toBeGreaterThan(380);
    expect(panel.height).toBeGreaterThan(100);
    // The page itself is on screen, not squeezed to nothing.
    expect(rectOf(viewer.shadowRoot, '.pd-viewer-page-box[data-page="1"]').width).toBeGreaterThan(200);

    viewer.host.parentElement!.style.width = '1000px';
    await expect.poll(() => frame.getAttribute('data-layout')).toBe('wide');
    const wideDocument = rectOf(viewer.shadowRoot, '.pd-viewer-document');
    const widePanel = rectOf(viewer.shadowRoot, '.pd-viewer-panel');
    expect(widePanel.left).toBeGreaterThanOrEqual(wideDocument.right - 1);
  });
});
