// The server side of viewer-pdf.bench.ts, in its own process (on 2 cores the browser and the server
// each get one): the demo database with its files on disk, plus a 500-page PDF generated now and
// attached to an in-review Northwind order, and the bench's page (BENCH_PAGE_DIR) served at /.
// Prints `{ url, orderId, attachmentId, pages, bytes }` as one JSON line, then serves until its
// parent closes stdin.
import { fileWriter, statements } from '../../host-demo/server/seed/demo-proofing-store';
import { demoPdf } from '../../host-demo/server/seed/pdf';
import { benchPageServer, serveForParent } from './child-server';

const pages = Number(process.env.BENCH_PAGES ?? 500);
const { app, dir } = await benchPageServer('proofdesk-viewer-bench-');
const { db } = app.proofdesk;
const { id: orderId } = db
  .prepare(
    `SELECT DISTINCT o.id FROM orders o JOIN attachments a ON a.order_id = o.id
     WHERE o.status = 'in-review' ORDER BY o.order_number LIMIT 1`,
  )
  .get() as { id: string };

// A catalogue: every page with a title, a few lines of text and coloured boxes (Helvetica, no
// embedded fonts or images), in a balanced page tree as PDF writers make it.
const pdf = demoPdf(
  Array.from({ length: pages }, (_, i) => ({
    title: `Catalogue page ${i + 1}`,
    lines: Array.from({ length: 12 }, (__, line) => `Item ${i * 12 + line + 1}: lorem ipsum dolor sit amet`),
    boxes: [
      { x: 72, y: 420, width: 220, height: 140, rgb: [0.85, 0.35, 0.2] as const },
      { x: 320, y: 420, width: 220, height: 140, rgb: [0.2, 0.45, 0.8] as const },
      { x: 72, y: 80, width: 468, height: 60, rgb: [0.3, 0.65, 0.4] as const },
    ],
  })),
);
const attachmentId = 'bench-catalogue-pdf';
const key = `${attachmentId}-v1.pdf`;
const now = new Date().toISOString();
const insert = statements(db);
fileWriter(dir)(key, () => pdf);
insert.attachment.run(
  attachmentId,
  orderId,
  'customerReview',
  'Catalogue.pdf',
  'public',
  'customer',
  now,
  'user-operator',
);
insert.version.run(
  `${attachmentId}-v1`,
  attachmentId,
  1,
  'Catalogue.pdf',
  'pdf',
  key,
  pdf.length,
  now,
  0,
  0,
  'user-operator',
);
insert.upload.run(key, orderId, 'user-operator', 'Catalogue.pdf', pdf.length, 'application/pdf', now);
await serveForParent(app, dir, { orderId, attachmentId, pages, bytes: pdf.length });
