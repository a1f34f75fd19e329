// The PDF's bytes for pdf.js, read by the viewer itself and handed over through a range transport
// (pdf-transport.ts). Reading starts when the document view opens, while pdf.js's worker is still
// starting (its longest step, ~100 ms): the file's first chunk (the header and, in most files, page
// 1) and its last chunks (the cross-reference table and the trailer, which pdf.js reads first) are
// in memory when the worker asks, so the first page needs no request after the worker is up. With
// pdf.js's own loader the same reads are made one after the other once the worker runs.

/** pdf.js's default range size, kept explicit: reads are whole chunks of it, as pdf.js asks. */
export const PDF_CHUNK_BYTES = 65_536;

export interface PdfBytes {
  /** The file's size in bytes. */
  length: number;
  /** The file from byte 0 (the whole file when the server does not answer ranges). */
  head: Uint8Array;
  /** Bytes [begin, end): from the tail read at opening when it holds them, else a range request. */
  read(begin: number, end: number): Promise<Uint8Array>;
  /** Stops every read in flight (the viewer closed or moved to another version). */
  abort(): void;
}

/**
 * A failed read, shaped as pdf.js 5 reports its own (`ResponseException` with `status` and
 * `missing` for a 404): pdf-errors.ts tells the user the same thing either way.
 */
export class PdfResponseError extends Error {
  readonly missing: boolean;
  constructor(readonly status: number) {
    super(`the PDF could not be read (status ${status})`);
    this.name = 'ResponseException';
    this.missing = status === 404;
  }
}

interface OpenOptions {
  token: string | null;
  signal: AbortSignal;
  chunk?: number;
  fetch?: typeof fetch;
}

/** Reads the first chunk and, for a larger file, starts reading the last chunks beside it. */
export async function openPdfBytes(url: string, options: OpenOptions): Promise<PdfBytes> {
  const chunk = options.chunk ?? PDF_CHUNK_BYTES;
  const run = options.fetch ?? globalThis.fetch;
  const reads = new AbortController();
  const stop = () => reads.abort();
  options.signal.addEventListener('abort', stop, { once: true });

  const get = async (begin: number, end: number | null) => {
    const response = await run(url, {
      signal: reads.signal,
      headers: {
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(end !== null && { range: `bytes=${begin}-${end - 1}` }),
      },
    });
    // An empty file has no byte 0 to ask for (416): pdf.js then says it is not a valid PDF.
    if (response.status === 416 && begin === 0) return { response, bytes: new Uint8Array(0) };
    if (!response.ok) throw new PdfResponseError(response.status);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  const first = await get(0, chunk);
  const length = totalOf(first.response) ?? first.bytes.length;
  // A server without ranges sends the whole file (200): nothing more to read.
  if (first.response.status !== 206 || first.bytes.length >= length) {
    const whole = () => Promise.reject(new Error('the whole file was read at once'));
    return { length: first.bytes.length, head: first.bytes, read: whole, abort: stop };
  }

  // The tail: at least the last chunk, from a chunk boundary (pdf.js asks whole chunks).
  const tailBegin = Math.max(chunk, Math.floor((length - chunk) / chunk) * chunk);
  const tail = get(tailBegin, length).then(({ bytes }) => bytes);
  // Read when asked; a failure here is reported by the range that needs it.
  tail.catch(() => {});

  const read = async (begin: number, end: number) => {
    if (begin >= tailBegin) {
      const bytes = await tail.catch(() => null);
      if (bytes) return bytes.subarray(begin - tailBegin, end - tailBegin);
    }
    const part = await get(begin, end);
    if (part.response.status !== 206) throw new PdfResponseError(part.response.status);
    return part.bytes;
  };
  return { length, head: first.bytes, read, abort: stop };
}

/** The size after the slash of `Content-Range: bytes 0-65535/552960`. */
function totalOf(response: Response): number | null {
  const total = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1];
  return total ? Number(total) : null;
}
