import { describe, expect, it } from 'vitest';
import { matchesSignature } from '../../../../../host-demo/server/uploads/file-signatures';
import { UPLOAD_EXTENSIONS } from '../../../../../sdk/core/domain';

// Issue 20 item 8: "A file stored as PNG can be registered as `renamed.pdf`." Each allowed type's
// bytes against its extension (docs/rules-and-choices.md "File signatures").

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const PNG = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0');
const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n');
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const ZIP = bytes('PK\x03\x04', [20, 0, 0, 0]);
const INDD = bytes(
  [0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d],
  'DOCUMENT',
);
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const HTML = bytes('<!doctype html><script>alert(1)</script>');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

/** Per extension: heads it accepts, heads of other types it refuses. */
const CASES: Record<(typeof UPLOAD_EXTENSIONS)[number], { good: Buffer[]; bad: Buffer[] }> = {
  png: { good: [PNG], bad: [JPEG, PDF, SVG, WEBP, bytes('\x89PNG')] },
  jpg: { good: [JPEG, bytes([0xff, 0xd8, 0xff, 0xe1])], bad: [PNG, HTML, bytes([0xff, 0xd8])] },
  jpeg: { good: [JPEG], bad: [PNG, PDF] },
  gif: { good: [bytes('GIF89a', [1, 0, 1, 0]), bytes('GIF87a', [1, 0])], bad: [bytes('GIF88a'), PNG, SVG] },
  bmp: { good: [bytes('BM', [0x36, 0, 0, 0])], bad: [PNG, bytes('bm')] },
  tif: {
    good: [bytes('II*\0', [8, 0, 0, 0]), bytes('MM\0*'), bytes('II+\0')],
    bad: [PNG, bytes('II\0*'), PDF],
  },
  tiff: { good: [bytes('MM\0*', [0, 0, 0, 8])], bad: [JPEG] },
  pdf: {
    // Readers accept the header after up to 1024 bytes of junk; a PDF's own bytes need not be text.
    good: [PDF, bytes('\xef\xbb\xbf', '%PDF-1.4'), bytes(' '.repeat(1000), '%PDF-1.4')],
    bad: [PNG, HTML, SVG, bytes(' '.repeat(1020), '%PDF-1.4'), bytes('%PDF')],
  },
  ai: { good: [PDF, bytes('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator')], bad: [PNG, bytes('8BPS')] },
  eps: {
    good: [bytes('%!PS-Adobe-3.0 EPSF-3.0\n'), bytes([0xc5, 0xd0, 0xd3, 0xc6, 0x20, 0, 0, 0])],
    bad: [PDF, PNG],
  },
  psd: { good: [bytes('8BPS', [0, 1])], bad: [PNG, bytes('8BPB')] },
  indd: { good: [INDD], bad: [PDF, ZIP] },
  doc: { good: [OLE2], bad: [ZIP, bytes('{\\rtf1')] },
  xls: { good: [OLE2], bad: [ZIP, bytes('a,b\n1,2\n')] },
  docx: { good: [ZIP], bad: [OLE2, PDF] },
  xlsx: { good: [ZIP], bad: [OLE2, bytes('a,b\n')] },
  zip: {
    good: [ZIP, bytes('PK\x05\x06', [0, 0, 0, 0]), bytes('PK\x07\x08')],
    bad: [PNG, bytes('PK\x01\x02')],
  },
  rtf: { good: [bytes('{\\rtf1\\ansi ')], bad: [bytes('{rtf1'), OLE2] },
  // Plain text has no signature: anything without a NUL byte, UTF-16 with its byte-order mark.
  txt: {
    good: [bytes('Notes: café\n'), bytes([0xff, 0xfe], 'h\0i\0'), bytes([0xfe, 0xff], '\0h\0i'), bytes('')],
    bad: [PNG, OLE2, ZIP, bytes('text\0more')],
  },
  csv: { good: [bytes('name,size\nposter,10\n')], bad: [PNG, JPEG] },
};

describe('matchesSignature: the stored bytes against the name’s extension', () => {
  it('has a case for every allowed extension', () => {
    expect(Object.keys(CASES).sort()).toEqual([...UPLOAD_EXTENSIONS].sort());
  });

  for (const [extension, { good, bad }] of Object.entries(CASES)) {
    it(`.${extension}: accepts its own signature and refuses other types' bytes`, () => {
      for (const [index, head] of good.entries())
        expect(matchesSignature(`file.${extension}`, head), `good #${index}`).toBe(true);
      for (const [index, head] of bad.entries())
        expect(matchesSignature(`file.${extension}`, head), `bad #${index}`).toBe(false);
      // The extension is read case-blind, as the allow-list is.
      expect(matchesSignature(`FILE.${extension.toUpperCase()}`, good[0] as Buffer)).toBe(true);
    });
  }

  it('refuses names outside the list, SVG and WebP included (not on proofing §5’s list)', () => {
    expect(matchesSignature('logo.svg', SVG)).toBe(false);
    expect(matchesSignature('photo.webp', WEBP)).toBe(false);
    expect(matchesSignature('noextension', PNG)).toBe(false);
  });
});
