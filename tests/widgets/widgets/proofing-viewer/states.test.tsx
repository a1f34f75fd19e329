import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../support/a11y';
import { demoAttachment, fixtures, openViewer } from './support';

// Issue 11 "Layout and states"; proofing §2.1, §2.7, §4.2, §8.

describe('ProofingViewer states', () => {
  it("says 'Loading File...' until the file's bytes come", async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    // Synchronously after the first render: nothing has been fetched yet.
    expect(viewer.shadowRoot.textContent).toContain('Loading File...');
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    expect(viewer.shadowRoot.textContent).not.toContain('Loading File...');
  });

  it("shows 'Please wait. Reading File...' with the download percentage while a PDF arrives", async () => {
    const { inReview, longPdf } = fixtures();
    const seen = new Set<string>();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: longPdf });
    const observer = new MutationObserver(() => {
      const status = viewer.shadowRoot.querySelector('.pd-viewer-status-text');
      if (status?.textContent) seen.add(status.textContent);
    });
    observer.observe(viewer.shadowRoot, { subtree: true, childList: true, characterData: true });
    await viewer.view.findByShadowText('Page 1 of 40', {}, { timeout: 15_000 });
    observer.disconnect();
    const reading = [...seen].filter((text) => text.startsWith('Please wait. Reading File...'));
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.at(-1)).toMatch(/^Please wait\. Reading File\.\.\. \d{1,3}%$/);
    expect(reading.at(-1)).toContain('100%');
  });

  it("shows 'No preview available' for an unsupported file", async () => {
    const { inReview, unsupported } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: unsupported });
    await viewer.view.findByShadowText('No preview available');
  });

  it("alerts 'File cannot loaded, Please reload your page' for an image that fails", async () => {
    const { inReview, brokenImage } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: brokenImage });
    const alert = await viewer.view.findByShadowRole('alert');
    expect(alert.textContent).toBe('File cannot loaded, Please reload your page');
  });

  it("alerts 'Invalid or corrupted PDF file.' for a file that is not a PDF", async () => {
    const { inReview, notPdf } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: notPdf });
    const alert = await viewer.view.findByShadowRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('Invalid or corrupted PDF file.');
  });

  it("alerts 'Missing PDF file.' when the PDF's file is gone", async () => {
    const { inReview, gonePdf } = fixtures();
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId: gonePdf });
    const alert = await viewer.view.findByShadowRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('Missing PDF file.');
  });

  it("warns 'Permission Denied!' and announces navigate to / for a file the user may not read", async () => {
    const { inReview } = fixtures();
    // Another account's order: the server does not say whether it exists.
    const viewer = await openViewer('harbor@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    const alert = await viewer.view.findByShadowRole('alert');
    expect(alert.textContent).toBe('Permission Denied! You are not allowed to access this file!');
    expect(viewer.intents).toEqual([{ type: 'navigate', path: '/' }]);
  });

  it('is read-only on an approved order, and writable on one in review (§4.2)', async () => {
    const { approved, inReview } = fixtures();
    const closed = await openViewer('owner@demo.test', {
      orderId: approved,
      attachmentId: demoAttachment.poster(approved),
    });
    await closed.view.findByShadowRole('img', { name: 'Poster.png' });
    expect(closed.state.$readOnly.get()).toBe(true);
    expect(closed.shadowRoot.querySelector('.pd-viewer')?.getAttribute('data-read-only')).toBe('true');
    const open = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await open.view.findByShadowRole('img', { name: 'Poster.png' });
    expect(open.state.$readOnly.get()).toBe(false);
  });

  it('has nothing serious for axe with a PDF shown', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    await viewer.view.findByShadowText('Page 1 of 3', {}, { timeout: 15_000 });
    expect(await seriousViolations(viewer.host)).toEqual([]);
  });
});
