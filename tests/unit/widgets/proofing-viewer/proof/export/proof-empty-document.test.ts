import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { emptyWrittenDocument } from '../../../../../../widgets/proofing-viewer/proof/export/empty-document';

// Issue 22: a written proof leaves nothing in its jsPDF document (something outside our reach keeps
// one document per page, empty-document.ts). These read jsPDF 4.2.1's internals as that module does:
// an upgrade that moves them fails here, not silently on the heap.

/** The smallest JPEG jsPDF accepts: start, a baseline frame header (8 × 8, 3 components), a payload, end. */
function jpeg(payload: string): Uint8Array {
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x08, 0x03];
  for (let component = 1; component <= 3; component += 1) frame.push(component, 0x11, 0x00);
  const data = [...payload].map((char) => char.charCodeAt(0));
  return new Uint8Array([0xff, 0xd8, ...frame, ...data, 0xff, 0xd9]);
}

/** A 2-page document with a page picture each, written as the proof writes it. */
function writtenProof(marker: string): { pdf: jsPDF; file: string } {
  const pdf = new jsPDF({ unit: 'pt', format: [200, 100], orientation: 'landscape', compress: true });
  pdf.addImage(jpeg(`${marker}-1`), 'JPEG', 0, 0, 200, 100, 'proof-page-1', 'NONE');
  pdf.addPage([200, 100], 'landscape');
  pdf.addImage(jpeg(`${marker}-2`), 'JPEG', 0, 0, 200, 100, 'proof-page-2', 'NONE');
  return { pdf, file: new TextDecoder('latin1').decode(pdf.output('arraybuffer')) };
}

/** What changes from one written file to the next: its creation date and its ID. */
const withoutDateAndId = (file: string) =>
  file.replace(/\/CreationDate \(D:[^)]*\)/, '').replace(/\/ID \[[^\]]*\]/, '');

interface Internals {
  internal: { pages: unknown[]; collections: Record<string, Record<string, unknown> | undefined> };
  __private__: { resetCustomOutputDestination(): void; out(line: string): string[] };
}

describe('emptyWrittenDocument', () => {
  it('drops the pages, the images and the written file parts the document kept', () => {
    const { pdf, file } = writtenProof('PAGE-BYTES');
    const doc = pdf as unknown as Internals;
    expect(file).toContain('PAGE-BYTES-2');
    // Before: every part holds the pages' bytes or their placing.
    expect(doc.internal.pages.length).toBeGreaterThan(2);
    expect(Object.keys(doc.internal.collections.addImage_images ?? {})).toHaveLength(2);
    emptyWrittenDocument(pdf);
    expect(doc.internal.pages).toHaveLength(0);
    expect(doc.internal.collections.addImage_images).toEqual({});
    doc.__private__.resetCustomOutputDestination();
    expect(doc.__private__.out('probe')).toEqual(['probe']);
  });

  it('leaves the next document whole: the same file as one made before', () => {
    const first = writtenProof('SAME');
    emptyWrittenDocument(first.pdf);
    const second = writtenProof('SAME');
    expect(withoutDateAndId(second.file)).toBe(withoutDateAndId(first.file));
  });
});
