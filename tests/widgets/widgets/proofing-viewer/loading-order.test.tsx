import { describe, expect, it } from 'vitest';
import { fixtures, openViewer, paintedPages } from './support';
import { makeOrder, openOn } from './versions/versions-support';

// How the viewer opens a file (issue 11 "Speed"): its first read is taken over from the mount, the
// standing is read once for both parts that need it, and the document has the page to itself until
// it has shown something.

const requestsTo = (pattern: RegExp) =>
  performance.getEntriesByType('resource').filter((entry) => pattern.test(entry.name)).length;

describe('ProofingViewer opening', () => {
  it('reads the versions and the standing once each, though several parts need them', async () => {
    const viewer = await openOn('owner@demo.test', await makeOrder({ status: 'in-review', versions: [{}] }));
    // The review bar and the versions panel both show what the standing allows.
    await viewer.view.findByShadowRole('button', { name: 'Order Approved' }, { timeout: 15_000 });
    await viewer.view.findByShadowRole('button', { name: /^Versions/ });
    expect(requestsTo(/\/attachment\/[^/]+\/versions(\?|$)/)).toBe(1);
    expect(requestsTo(/\/attachment\/[^/]+\/standing(\?|$)/)).toBe(1);
  });

  it('renders the toolbox and the comment panel once page 1 is painted, or after 1 s at most', async () => {
    const { inReview, longPdf } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: longPdf });
    const mounted = performance.now();
    // When each part first appeared, and whether the document had shown itself by then.
    const seen = new Map<string, { at: number; documentShown: boolean }>();
    const note = (what: string, present: boolean) =>
      present &&
      !seen.has(what) &&
      seen.set(what, { at: performance.now(), documentShown: viewer.state.$documentShown.get() });
    const observer = new MutationObserver(() => {
      note('page 1', paintedPages(viewer.shadowRoot).includes(1));
      note('toolbox', !!viewer.shadowRoot.querySelector('.pd-viewer-tools > *'));
      note('comments', !!viewer.shadowRoot.querySelector('.pd-viewer-panel > *'));
    });
    observer.observe(viewer.shadowRoot, { subtree: true, childList: true, attributes: true });
    await expect
      .poll(() => [...seen.keys()].sort().join(), { timeout: 15_000 })
      .toBe('comments,page 1,toolbox');
    observer.disconnect();
    expect(seen.get('page 1')!.documentShown).toBe(true);
    for (const part of ['toolbox', 'comments']) {
      const { at, documentShown } = seen.get(part)!;
      expect(documentShown).toBe(true);
      // Before page 1 only when page 1 took longer than the limit (a cold start on a slow machine).
      if (at < seen.get('page 1')!.at) expect(at - mounted).toBeGreaterThanOrEqual(900);
    }
  });
});
