import type { UploadTokenData } from '../../contract';

// Step 2 of §4.11: the form POST to the storage address the token named, with the token's fields
// first and the file last (the order S3 wants). XMLHttpRequest, not fetch: only its `upload`
// events report the bytes actually sent, and it streams the File from disk (the body is the File
// object itself, never read into memory).

export interface TransferProgress {
  sent: number;
  total: number;
}

export type TransferOutcome = { ok: true } | { ok: false; aborted: boolean; message?: string | undefined };

export function sendToStorage(
  token: UploadTokenData,
  file: Blob,
  options: { signal: AbortSignal; onProgress?: (progress: TransferProgress) => void },
): Promise<TransferOutcome> {
  return new Promise((resolve) => {
    if (options.signal.aborted) {
      resolve({ ok: false, aborted: true });
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(token.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    options.signal.addEventListener('abort', onAbort, { once: true });
    const finish = (outcome: TransferOutcome) => {
      options.signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report({ sent: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) finish({ ok: true });
      else finish({ ok: false, aborted: false, message: serverMessage(xhr) });
    });
    xhr.addEventListener('error', () => finish({ ok: false, aborted: false }));
    xhr.addEventListener('abort', () => finish({ ok: false, aborted: true }));
    xhr.open('POST', token.url);
    xhr.responseType = 'text';
    xhr.send(form);
  });
}

/** The envelope's message of a refused POST, when there is one (S3 answers XML: none then). */
function serverMessage(xhr: XMLHttpRequest): string | undefined {
  if (xhr.status >= 500) return undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
