import { startPdfViewer } from 'proofdesk/proofing-viewer/start';
import { describe, expect, it } from 'vitest';
import { watchPdfWorkers } from '../../../support/pdf-workers';
import { signedInInstance } from '../../../support/sessions';
import { demoAttachment, fixtures, until } from '../support';

// `startPdfViewer`'s `fileType` hint: a page opening a picture (the portal's file list knows) loads
// no pdf.js. Its own file, so its page has not loaded pdf.js before (one page per test file).

const pdfWorkers = watchPdfWorkers();

describe('startPdfViewer with a file type hint', () => {
  it("'image' reads the version list but leaves pdf.js and its worker unloaded; no hint starts them", async () => {
    const { inReview, apiBaseUrl } = fixtures();
    const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
    const attachmentId = demoAttachment.poster(inReview);
    const versions = new RegExp(`/attachment/${attachmentId}/versions$`);

    // The browser keeps 250 entries, which the test page's own modules have filled: start afresh.
    performance.clearResourceTimings();
    const hinted = startPdfViewer({ instance, orderId: inReview, attachmentId, fileType: 'image' });
    await until(() =>
      expect(performance.getEntriesByType('resource').some((e) => versions.test(e.name))).toBe(true),
    );
    // Not a PDF: nothing to show, and the list has answered by then.
    expect(await hinted.firstPageShown).toBe(false);
    expect(pdfWorkers).toHaveLength(0);

    // The same call without the hint starts pdf.js before the list has said what the file is.
    startPdfViewer({ instance, orderId: inReview, attachmentId });
    expect(pdfWorkers).toHaveLength(1);
  }, 30_000);
});
