import type { ProofdeskInstance } from 'proofdesk';
import { createViewerState, ProofingViewer } from 'proofdesk/proofing-viewer';
import { startPdfViewer } from 'proofdesk/proofing-viewer/start';
import { describe, expect, it } from 'vitest';
import {
  hasStartedDocument,
  takeStartedDocument,
} from '../../../../../widgets/proofing-viewer/start/started';
import { render } from '../../../support/render';
import { signedInInstance } from '../../../support/sessions';
import { demoAttachment, fixtures, paintedPages, until } from '../support';

// `startPdfViewer` (proofdesk/proofing-viewer/start, issue 22): what a host starts before the
// viewer's code has loaded, and the viewer mounted next taking it over. This file's page has not
// loaded pdf.js before its first test (one page per test file).

let since = 0;
/** Requests to `pattern` started since `since` (ms on the page's clock; set by `clearRequests`). */
const fetched = (pattern: RegExp) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && pattern.test(entry.name));
/** Forgets the requests so far (the browser keeps 250; a read just awaited may still land after). */
function clearRequests() {
  performance.clearResourceTimings();
  since = performance.now();
}

interface Version {
  id: string;
  url: string;
  fileType: string;
}

async function versionsOf(instance: ProofdeskInstance, orderId: string, attachmentId: string) {
  const list = await instance.http.get<{ versions: Version[] }>(
    `/order/${orderId}/attachment/${attachmentId}/versions`,
  );
  if (!list.ok) throw new Error(list.error.message);
  return list.data.versions;
}

function mountViewer(instance: ProofdeskInstance, orderId: string, attachmentId: string, versionId?: string) {
  const state = createViewerState(orderId, attachmentId);
  const rendered = render(
    <div style={{ height: '700px', width: '1000px', display: 'grid' }}>
      <ProofingViewer
        orderId={orderId}
        attachmentId={attachmentId}
        {...(versionId && { versionId })}
        viewerState={state}
        onIntent={(_intent, event) => event.preventDefault()}
      />
    </div>,
    instance,
  );
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the viewer did not render into a shadow root');
  return { shadowRoot: host.shadowRoot, state };
}

describe('startPdfViewer', () => {
  it('gives the viewer mounted next its worker, its document and its reads, each made once', async () => {
    const { inReview, largePdf, apiBaseUrl } = fixtures();
    const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
    const [version] = await versionsOf(instance, inReview, largePdf);
    const token = instance.http.getToken()!;
    clearRequests();

    // As a host's first chunk calls it: the API and the stored session's token, no instance.
    startPdfViewer({ baseUrl: apiBaseUrl, token, orderId: inReview, attachmentId: largePdf });
    await until(() => expect(hasStartedDocument(version!.url, token)).toBe(true));
    const { shadowRoot } = mountViewer(instance, inReview, largePdf);
    await until(() => expect(paintedPages(shadowRoot)).toContain(1), 20_000);

    // The viewer took the document over (nothing left to take) and read nothing twice.
    expect(hasStartedDocument(version!.url, token)).toBe(false);
    expect(fetched(/pdf\.worker/)).toHaveLength(1);
    expect(fetched(new RegExp(`/order/${inReview}/attachment/${largePdf}/versions$`))).toHaveLength(1);
    expect(fetched(new RegExp(`/order/${inReview}$`))).toHaveLength(1);
    expect(fetched(/\/profile$/).length).toBeLessThanOrEqual(1);
    expect(fetched(new RegExp(`^${version!.url}\\?v=`)).length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('is not taken by a viewer of another version, which opens its own', async () => {
    const { inProgress, apiBaseUrl } = fixtures();
    const attachmentId = demoAttachment.brochure(inProgress);
    // The operator (the admin side): the brochure's internal version 2 too.
    const instance = await signedInInstance('operator@demo.test', { baseUrl: apiBaseUrl });
    const pdfs = (await versionsOf(instance, inProgress, attachmentId)).filter((v) => v.fileType === 'pdf');
    expect(pdfs.length).toBeGreaterThanOrEqual(2);
    const [started, shown] = pdfs as [Version, Version];
    const token = instance.http.getToken()!;
    clearRequests();

    startPdfViewer({ instance, orderId: inProgress, attachmentId, versionId: started.id });
    await until(() => expect(hasStartedDocument(started.url, token)).toBe(true));
    const { shadowRoot, state } = mountViewer(instance, inProgress, attachmentId, shown.id);
    await until(() => expect(paintedPages(shadowRoot)).toContain(1), 20_000);

    expect(state.$version.get()?.id).toBe(shown.id);
    // The started document is still there, untaken (dropped after its time), and the version
    // list was still read once: the start's answer served the viewer.
    expect(hasStartedDocument(started.url, token)).toBe(true);
    expect(fetched(new RegExp(`/attachment/${attachmentId}/versions$`))).toHaveLength(1);
    const left = takeStartedDocument(started.url, token);
    await left?.task.then((task) => task.destroy());
  }, 60_000);

  it('starts nothing but pdf.js without a session', async () => {
    clearRequests();
    startPdfViewer({ baseUrl: 'http://127.0.0.1:1/api', token: null, orderId: 'o', attachmentId: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetched(/127\.0\.0\.1:1\//)).toHaveLength(0);
  });
});
