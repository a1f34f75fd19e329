// The page proof.bench.ts opens: signs the owner in with the bench's token, opens the bench's
// 500-page PDF in the proofing viewer, and on `viewerProof.download()` clicks Download Proof and
// reports how long the proof took (click to the saved file's link) and how big it is. The link's
// click is caught (the file is not written anywhere). The server serves this page under the portal's
// strict policy.
import { createProofdesk } from 'proofdesk';
import { mountProofingViewer } from 'proofdesk/proofing-viewer';

declare global {
  interface Window {
    viewerProof: {
      ready: Promise<void>;
      download(): Promise<{ ms: number; name: string; bytes: number }>;
    };
  }
}

const params = new URLSearchParams(window.location.search);
const host = document.getElementById('viewer')!;

async function open(): Promise<void> {
  const instance = createProofdesk({ baseUrl: `${window.location.origin}/api`, clientType: 'customer' });
  const signedIn = await instance.session.signInWithToken({
    accessToken: params.get('token')!,
    accessTokenExpiresAt: params.get('expires')!,
    clientType: 'customer',
  });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  mountProofingViewer(host, {
    instance,
    orderId: params.get('order')!,
    attachmentId: params.get('attachment')!,
  });
  // Page 1 painted, then the header's actions: they come with the viewer's chrome chunk, which
  // loads once page 1 has shown.
  await new Promise<void>((resolve) => {
    const check = () =>
      host.shadowRoot?.querySelector('.pd-viewer-page-box[data-page="1"] canvas[data-painted]') &&
      downloadButton()
        ? resolve()
        : requestAnimationFrame(check);
    check();
  });
}

const downloadButton = () =>
  [...(host.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Download Proof');

// The saved file's size by its object URL: the portal's policy (connect-src) does not let the page
// fetch a blob: URL back, and keeping the Blob itself would keep the proof alive.
const savedSizes = new Map<string, number>();
const createObjectURL = URL.createObjectURL;
URL.createObjectURL = (object: Blob | MediaSource) => {
  const url = createObjectURL(object);
  if (object instanceof Blob) savedSizes.set(url, object.size);
  return url;
};

function download() {
  const button = downloadButton();
  if (!button) throw new Error('no Download Proof button');
  return new Promise<{ ms: number; name: string; bytes: number }>((resolve, reject) => {
    const start = performance.now();
    // Not `once`: the button's own click passes the document first (retargeted to the host).
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      if (!link.download) return;
      document.removeEventListener('click', onClick, true);
      event.preventDefault();
      const ms = performance.now() - start;
      const bytes = savedSizes.get(link.href);
      if (bytes === undefined) reject(new Error('the link is not a saved blob'));
      else resolve({ ms, name: link.download, bytes });
    };
    document.addEventListener('click', onClick, true);
    button.click();
  });
}

window.viewerProof = { ready: open(), download };
