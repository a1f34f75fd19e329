// Downloads a stored file with the session's bearer token (GET /storage/file/:key needs it, so a
// plain <img src> cannot fetch it), reporting the real percentage as the bytes arrive (proofing
// §2.7 "'Please wait. Reading File...' with a percentage").

export interface DownloadOptions {
  token: string | null;
  signal: AbortSignal;
  /** 0–100, once the size is known (Content-Length). */
  onProgress(percent: number): void;
  fetch?: typeof fetch;
}

export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`download failed with status ${status}`);
    this.name = 'DownloadError';
  }
}

/** Proofing §7: "The image file is fetched with a cache-busting version parameter." */
export function withVersionParam(url: string, value: string): string {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.set('v', value);
  return parsed.toString();
}

export async function downloadBlob(url: string, options: DownloadOptions): Promise<Blob> {
  const run = options.fetch ?? globalThis.fetch;
  const response = await run(url, {
    signal: options.signal,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  if (!response.ok) throw new DownloadError(response.status);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body || !total) {
    const blob = await response.blob();
    options.onProgress(100);
    return blob;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    options.onProgress(Math.min(100, Math.round((loaded / total) * 100)));
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}
