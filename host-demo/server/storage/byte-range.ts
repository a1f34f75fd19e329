// HTTP Range answers for stored files (RFC 9110 §14): a viewer reading a large PDF asks for the
// parts it needs first (pdf.js with `disableAutoFetch`), so page 1 paints before the whole file
// has arrived. One range per request, the form pdf.js sends; anything else gets the whole file.

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The single byte range a `Range` header asks for, inclusive and clamped to the file, or
 * 'unsatisfiable' (416) when it starts past the end (any range of an empty file), or null (send the whole file) when there is
 * no header, it is not `bytes=`, it lists several ranges, or it does not parse.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes. An empty file has none to send, whatever N is (RFC 9110 §14.1.2).
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
