// The server side of the viewer and proof benches, in its own process (on 2 cores the browser and
// the server each get one): the demo database with its files on disk, PDFs attached to an in-review
// Northwind order, and the bench's page (BENCH_PAGE_DIR) served at /.
//
// BENCH_PDFS lists the PDFs, comma-separated, each `gs:<pages>` (a catalogue made by Ghostscript,
// third-party-pdfs.ts: what the viewer bench opens, `gs:1,gs:36,gs:500`) or `writer:<pages>` (the
// project's own PDF writer, host-demo/server/seed/pdf.ts). Unset, it is `writer:<BENCH_PAGES or
// 500>`, the file the proof bench has always used; the proof bench moves to the Ghostscript file
// with BENCH_PDFS=gs:500.
//
// Prints `{ url, orderId, pdfs: [{ source, pages, attachmentId, bytes, producer }], attachmentId,
// pages, bytes }` (the last three: the first PDF's) as one JSON line, then serves until its parent
// closes stdin.
import { readFileSync } from 'node:fs';
import { fileWriter, statements } from '../../host-demo/server/seed/demo-proofing-store';
import { demoPdf } from '../../host-demo/server/seed/pdf';
import { benchPageServer, serveForParent } from './child-server';
import { thirdPartyPdf } from './third-party-pdfs';

type Source = 'gs' | 'writer';
interface BenchPdf {
  source: Source;
  pages: number;
  attachmentId: string;
  bytes: number;
  producer: string;
}

const specs = (process.env.BENCH_PDFS ?? `writer:${process.env.BENCH_PAGES ?? 500}`)
  .split(',')
  .map((spec) => {
    const [source, pages] = spec.trim().split(':');
    if ((source !== 'gs' && source !== 'writer') || !Number(pages))
      throw new Error(`BENCH_PDFS: '${spec}' is not gs:<pages> or writer:<pages>`);
    return { source: source as Source, pages: Number(pages) };
  });

// Made before the server starts: Ghostscript may take a few seconds on a 500-page file.
const files = specs.map(({ source, pages }) => ({ source, pages, ...fileOf(source, pages) }));

const { app, dir } = await benchPageServer('proofdesk-viewer-bench-');
const db = app.proofdesk.data.sqlite!;
const { id: orderId } = db
  .prepare(
    `SELECT DISTINCT o.id FROM orders o JOIN attachments a ON a.order_id = o.id
     WHERE o.status = 'in-review' ORDER BY o.order_number LIMIT 1`,
  )
  .get() as { id: string };

const insert = statements(db);
const write = fileWriter(dir);
const now = new Date().toISOString();
const pdfs: BenchPdf[] = files.map(({ source, pages, bytes, producer }) => {
  const attachmentId = `bench-${source}-${pages}p-pdf`;
  const fileName = `${source === 'gs' ? 'Catalogue' : 'Writer'} ${pages}p.pdf`;
  const key = `${attachmentId}-v1.pdf`;
  write(key, () => bytes);
  insert.attachment.run(
    attachmentId,
    orderId,
    'customerReview',
    fileName,
    'public',
    'customer',
    now,
    'user-operator',
  );
  insert.version.run(
    `${attachmentId}-v1`,
    attachmentId,
    1,
    fileName,
    'pdf',
    key,
    bytes.length,
    now,
    0,
    0,
    'user-operator',
  );
  insert.upload.run(key, orderId, 'user-operator', fileName, bytes.length, 'application/pdf', now);
  return { source, pages, attachmentId, bytes: bytes.length, producer };
});
const first = pdfs[0]!;
await serveForParent(app, dir, {
  orderId,
  pdfs,
  attachmentId: first.attachmentId,
  pages: first.pages,
  bytes: first.bytes,
});

function fileOf(source: Source, pages: number): { bytes: Buffer; producer: string } {
  if (source === 'gs') {
    const pdf = thirdPartyPdf(pages);
    return { bytes: readFileSync(pdf.path), producer: pdf.producer };
  }
  return { bytes: writerPdf(pages), producer: 'Proofdesk demo writer' };
}

// The project's own writer: every page with a title, a few lines of text and coloured boxes
// (Helvetica, no embedded fonts or images), in a balanced page tree.
function writerPdf(pages: number): Buffer {
  return demoPdf(
    Array.from({ length: pages }, (_, i) => ({
      title: `Catalogue page ${i + 1}`,
      lines: Array.from(
        { length: 12 },
        (__, line) => `Item ${i * 12 + line + 1}: lorem ipsum dolor sit amet`,
      ),
      boxes: [
        { x: 72, y: 420, width: 220, height: 140, rgb: [0.85, 0.35, 0.2] as const },
        { x: 320, y: 420, width: 220, height: 140, rgb: [0.2, 0.45, 0.8] as const },
        { x: 72, y: 80, width: 468, height: 60, rgb: [0.3, 0.65, 0.4] as const },
      ],
    })),
  );
}
