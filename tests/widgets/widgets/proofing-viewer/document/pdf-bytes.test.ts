import { describe, expect, it } from 'vitest';
import {
  openPdfBytes,
  PDF_CHUNK_BYTES,
  PdfResponseError,
} from '../../../../../widgets/proofing-viewer/document/pdf/pdf-bytes';
import { signedInInstance } from '../../../support/sessions';
import { fixtures } from '../support';

// The viewer reads a PDF's bytes itself for pdf.js (pdf-bytes.ts): the first chunk and the tail at
// opening, other ranges when pdf.js asks, against the viewer tests' real server.

async function fileOf(attachmentId: string) {
  const { inReview, apiBaseUrl } = fixtures();
  const instance = await signedInInstance('owner@demo.test', { baseUrl: apiBaseUrl });
  const list = await instance.http.get<{ versions: { url: string }[] }>(
    `/order/${inReview}/attachment/${attachmentId}/versions`,
  );
  if (!list.ok) throw new Error(list.error.message);
  // Marked, so the viewer tests reading the server's range log can leave these reads out.
  const url = `${list.data.versions[0]!.url}?v=pdf-bytes-test`;
  const token = instance.http.getToken();
  // Every request the reader makes, passed on to the real fetch.
  const asked: (string | null)[] = [];
  const counted: typeof fetch = (input, init) => {
    asked.push(new Headers(init?.headers).get('range'));
    return fetch(input, init);
  };
  const whole = async () =>
    new Uint8Array(await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
  return { url, token, asked, counted, whole };
}

describe('openPdfBytes', () => {
  it('reads the first chunk and the tail at once, then only the ranges asked, byte for byte', async () => {
    const { largePdf, largePdfBytes } = fixtures();
    const file = await fileOf(largePdf);
    const bytes = await openPdfBytes(file.url, {
      token: file.token,
      signal: new AbortController().signal,
      fetch: file.counted,
    });
    const whole = await file.whole();
    expect(bytes.length).toBe(largePdfBytes);
    expect(bytes.head).toEqual(whole.subarray(0, PDF_CHUNK_BYTES));
    // The tail from a chunk boundary: at least the last chunk, read beside the first.
    const tailBegin = Math.floor((largePdfBytes - PDF_CHUNK_BYTES) / PDF_CHUNK_BYTES) * PDF_CHUNK_BYTES;
    expect(file.asked).toEqual([`bytes=0-${PDF_CHUNK_BYTES - 1}`, `bytes=${tailBegin}-${largePdfBytes - 1}`]);

    // What pdf.js asks at the end comes from the tail already read: no request.
    const last = await bytes.read(tailBegin, largePdfBytes);
    expect(last).toEqual(whole.subarray(tailBegin));
    expect(file.asked).toHaveLength(2);

    // A range in the middle is one request for exactly that range.
    const middle = await bytes.read(PDF_CHUNK_BYTES * 3, PDF_CHUNK_BYTES * 4);
    expect(middle).toEqual(whole.subarray(PDF_CHUNK_BYTES * 3, PDF_CHUNK_BYTES * 4));
    expect(file.asked.at(-1)).toBe(`bytes=${PDF_CHUNK_BYTES * 3}-${PDF_CHUNK_BYTES * 4 - 1}`);
  });

  it('takes a file smaller than a chunk whole, with nothing more to read', async () => {
    const { notPdf } = fixtures();
    const file = await fileOf(notPdf);
    const bytes = await openPdfBytes(file.url, {
      token: file.token,
      signal: new AbortController().signal,
      fetch: file.counted,
    });
    const whole = await file.whole();
    expect(bytes.length).toBe(whole.length);
    expect(bytes.head).toEqual(whole);
    expect(file.asked).toHaveLength(1);
  });

  it("fails as pdf.js does for a file that is gone (404: 'missing')", async () => {
    const { gonePdf } = fixtures();
    const file = await fileOf(gonePdf);
    const failure = await openPdfBytes(file.url, {
      token: file.token,
      signal: new AbortController().signal,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfResponseError);
    expect(failure).toMatchObject({ name: 'ResponseException', status: 404, missing: true });
  });

  it('fails without a token as an unexpected answer, and stops reading when aborted', async () => {
    const { largePdf } = fixtures();
    const file = await fileOf(largePdf);
    // A URL of its own: the browser's cache holds the file under the plain URL, read with a token.
    const fresh = `${file.url}-${Date.now()}`;
    const refused = await openPdfBytes(fresh, { token: null, signal: new AbortController().signal }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ name: 'ResponseException', missing: false });

    const controller = new AbortController();
    const opening = openPdfBytes(file.url, { token: file.token, signal: controller.signal });
    controller.abort();
    await expect(opening).rejects.toMatchObject({ name: 'AbortError' });
  });
});
