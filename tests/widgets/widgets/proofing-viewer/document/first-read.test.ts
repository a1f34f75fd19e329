import { describe, expect, it } from 'vitest';
import { startHintedReader } from '../../../../../widgets/proofing-viewer/document/first-read';
import { takeEarlyBytes } from '../../../../../widgets/proofing-viewer/document/pdf/early-bytes';
import { signedInInstance } from '../../../support/sessions';
import { fixtures } from '../support';

// The host's hint (`fileType`, `fileUrl`, issue 22): what the viewer starts at the mount, before its
// version list answers. This file's page has not loaded pdf.js yet (one page per test file).

/** Requests to `pattern` started since `since` (ms on the page's clock). */
const fetched = (pattern: RegExp, since = 0) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && pattern.test(entry.name));

describe('startHintedReader', () => {
  it("starts pdf.js's worker and the file's first bytes from the hint alone, without the version list", async () => {
    const { inReview, largePdf, apiBaseUrl } = fixtures();
    const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
    const list = await instance.http.get<{ versions: { url: string }[] }>(
      `/order/${inReview}/attachment/${largePdf}/versions`,
    );
    if (!list.ok) throw new Error(list.error.message);
    const url = list.data.versions[0]!.url;
    // The browser keeps 250 entries; the versions read above may still land after this.
    performance.clearResourceTimings();
    const since = performance.now();

    startHintedReader(instance.http, { fileType: 'pdf', fileUrl: url });

    await expect.poll(() => fetched(/pdf\.worker/, since).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => fetched(new RegExp(`^${url}\\?v=`), since).length).toBeGreaterThanOrEqual(1);
    expect(fetched(/\/versions(\?|$)/, since)).toHaveLength(0);
    // The document view takes that read over when it opens the same URL.
    const early = takeEarlyBytes(url, instance.http.getToken(), new AbortController().signal);
    expect(early).not.toBeNull();
    expect((await early!).length).toBe(fixtures().largePdfBytes);
  });

  it('reads no file without a session (a guest before its sign-in), whatever the hint', async () => {
    performance.clearResourceTimings();
    startHintedReader(null, { fileType: 'pdf', fileUrl: 'http://127.0.0.1:1/never.pdf' });
    startHintedReader(null, { fileType: 'image', fileUrl: 'http://127.0.0.1:1/never.png' });
    startHintedReader(null, {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetched(/never\./)).toHaveLength(0);
  });
});
