import { fileExtension, type UploadExtension, type UploadProblem, unsupportedFile } from 'proofdesk/rules';
import type { ObjectStore } from '../storage';

// What the stored bytes must start with for each allowed extension (proofing §5's list), so a file
// cannot be registered under another type's name (a PNG as `renamed.pdf`, a page as `logo.png`).
// The table and the choices for types without a reliable signature: docs/rules-and-choices.md
// "Upload", "File signatures".

/** How many leading bytes a check reads: a PDF's header may come after up to 1024 bytes of junk. */
export const SIGNATURE_HEAD_BYTES = 1024;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const startsWith = (head: Uint8Array, prefix: readonly number[], at = 0) =>
  head.length >= at + prefix.length && prefix.every((byte, index) => head[at + index] === byte);

const startsWithAny = (head: Uint8Array, prefixes: readonly (readonly number[])[]) =>
  prefixes.some((prefix) => startsWith(head, prefix));

/** `%PDF-` anywhere in the first 1024 bytes, as PDF readers accept it (ISO 32000 implementation note). */
function isPdf(head: Uint8Array): boolean {
  const marker = ascii('%PDF-');
  const last = Math.min(head.length, SIGNATURE_HEAD_BYTES) - marker.length;
  for (let at = 0; at <= last; at += 1) if (startsWith(head, marker, at)) return true;
  return false;
}

const POSTSCRIPT = ascii('%!PS');
/** An EPS with a binary preview starts with the DOS EPS header instead. */
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6];
/** OLE2 compound file: .doc and .xls of Office 97–2003. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_ENTRY = ascii('PK\x03\x04');
/** An empty archive (end of central directory only) and a spanned one. */
const ZIP_OTHER = [ascii('PK\x05\x06'), ascii('PK\x07\x08')];
/** InDesign's document header GUID. */
const INDD = [0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * Plain text has no signature: it passes unless it looks binary (a NUL byte in the head), UTF-16
 * with its byte-order mark excepted.
 */
const isText = (head: Uint8Array) => startsWithAny(head, UTF16_BOMS) || !head.includes(0);

const SIGNATURES: Record<UploadExtension, (head: Uint8Array) => boolean> = {
  png: (head) => startsWith(head, [0x89, ...ascii('PNG\r\n\x1a\n')]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => startsWithAny(head, [ascii('GIF87a'), ascii('GIF89a')]),
  bmp: (head) => startsWith(head, ascii('BM')),
  // Little- and big-endian TIFF, and BigTIFF (43).
  tif: (head) => startsWithAny(head, [ascii('II*\0'), ascii('MM\0*'), ascii('II+\0'), ascii('MM\0+')]),
  tiff: (head) => SIGNATURES.tif(head),
  pdf: isPdf,
  // Illustrator files since CS are PDF-based; older ones are PostScript.
  ai: (head) => isPdf(head) || startsWith(head, POSTSCRIPT),
  eps: (head) => startsWithAny(head, [POSTSCRIPT, DOS_EPS]),
  psd: (head) => startsWith(head, ascii('8BPS')),
  indd: (head) => startsWith(head, INDD),
  doc: (head) => startsWith(head, OLE2),
  xls: (head) => startsWith(head, OLE2),
  // Office Open XML documents are ZIP archives.
  docx: (head) => startsWith(head, ZIP_ENTRY),
  xlsx: (head) => startsWith(head, ZIP_ENTRY),
  zip: (head) => startsWithAny(head, [ZIP_ENTRY, ...ZIP_OTHER]),
  rtf: (head) => startsWith(head, ascii('{\\rtf')),
  txt: isText,
  csv: isText,
};

/** Whether `head` (the file's first SIGNATURE_HEAD_BYTES) is what the extension of `name` says. */
export function matchesSignature(name: string, head: Uint8Array): boolean {
  const check = SIGNATURES[fileExtension(name) as UploadExtension] as
    | ((head: Uint8Array) => boolean)
    | undefined;
  return check ? check(head) : false;
}

/**
 * 'Not supported file' unless the stored bytes are what every name given for them says: the token's
 * name (it decides the served content type) and the registered one (the viewer's file type).
 */
export async function storedContentProblem(
  store: ObjectStore,
  key: string,
  names: readonly string[],
): Promise<UploadProblem | null> {
  const head = await store.readHead(key, SIGNATURE_HEAD_BYTES);
  const wrong = names.find((name) => !head || !matchesSignature(name, head));
  return wrong === undefined ? null : unsupportedFile(wrong);
}
