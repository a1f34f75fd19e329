// The proofing viewer tests' own API server (started by the widgets' global setup): the demo seed
// with its files on disk (the shared server keeps rows only), plus attachments the demo has no
// need of: a 40-page PDF, a file that is not a PDF, a PDF whose file is gone, a broken image and an
// unsupported file. All on the first in-review Northwind order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../host-demo/server/app';
import { parsePdfToolsModule } from '../../../../host-demo/server/proofing';
import { fileWriter, statements } from '../../../../host-demo/server/seed/demo-proofing-store';
import { demoPdf } from '../../../../host-demo/server/seed/pdf';
import { LONG_WORD } from '../../support/long-word';
import { addGuestFixtures } from './guest-fixtures';
import { pdfToolsModule } from './pdf-tools-fixtures';

export interface ViewerFixtures {
  apiBaseUrl: string;
  /** Orders of the demo seed, by status. */
  inReview: string;
  approved: string;
  inProgress: string;
  /** Extra attachments on `inReview` (customer review, public, one version each). */
  longPdf: string;
  notPdf: string;
  gonePdf: string;
  brokenImage: string;
  unsupported: string;
  /** A PDF of LARGE_PDF_PAGES pages, large enough for pdf.js to read it in ranges. */
  largePdf: string;
  largePdfBytes: number;
  /** The demo order whose proofs get the dark overlay (and the watermark), issue 13. */
  darkProof: string;
  /** PDF tools mode (issue 13): 3-page PDFs carrying PDF-tools data with both lists' entries
   * (public opens on page 2, internal on page 3), one internal version, and one with no entry yet. */
  pdfToolsPublic: string;
  pdfToolsInternal: string;
  pdfToolsEmpty: string;
  /** Issue 20: a one-page PDF on `inProgress` whose thread holds 300-character words (text and mention). */
  longWords: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    viewer: ViewerFixtures;
  }
}

export const LONG_PDF_PAGES = 40;
export const LARGE_PDF_PAGES = 2000;

export async function startViewerServer(project: TestProject, allowedOrigins: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'proofdesk-viewer-'));
  const app = buildServer({
    databasePath: join(dataDir, 'viewer.sqlite'),
    dataDir,
    demo: true,
    logger: false,
    allowedOrigins,
  });
  // Which parts of stored files were asked for (GET /api/__test/ranges), to see a PDF read in parts.
  const ranges: { url: string; range: string | null }[] = [];
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && request.url.includes('/storage/file/'))
      ranges.push({ url: request.url, range: request.headers.range ?? null });
  });
  app.get('/api/__test/ranges', async () => ranges);
  // A slow network for the large PDF's whole-file answer (an injected network condition): on
  // loopback under load the whole body could arrive before pdf.js, having read the headers, cancels
  // it in favour of ranges, and the test would then see no ranges at all. Ranges stay fast.
  app.addHook('onSend', async (request, _reply, payload) => {
    const whole = request.method === 'GET' && !request.headers.range;
    if (!whole || !request.url.includes('catalogue-pdf') || !(payload instanceof Readable)) return payload;
    return payload.pipe(slowly(64 * 1024, 250));
  });
  await app.ready();
  const db = app.proofdesk.data.sqlite!;
  const orderOf = (status: string) =>
    (
      db
        .prepare(
          `SELECT DISTINCT o.id FROM orders o JOIN attachments a ON a.order_id = o.id
           WHERE o.status = ? ORDER BY o.order_number LIMIT 1`,
        )
        .get(status) as { id: string }
    ).id;
  const inReview = orderOf('in-review');
  const insert = statements(db);
  const write = fileWriter(dataDir);
  const now = new Date().toISOString();
  const add = (
    name: string,
    fileType: string,
    contentType: string,
    bytes: Buffer | null,
    orderId = inReview,
  ) => {
    const id = `viewer-${name.replace(/\W+/g, '-').toLowerCase()}`;
    const key = `${id}-v1${name.slice(name.lastIndexOf('.'))}`;
    insert.attachment.run(id, orderId, 'customerReview', name, 'public', 'customer', now, 'user-operator');
    const size = bytes ? write(key, () => bytes) : 1234;
    insert.version.run(`${id}-v1`, id, 1, name, fileType, key, size, now, 0, 0, 'user-operator');
    insert.upload.run(key, orderId, 'user-operator', name, size, contentType, now);
    return id;
  };
  const pages = Array.from({ length: LONG_PDF_PAGES }, (_, i) => ({
    title: `Long page ${i + 1}`,
    lines: [`Line of page ${i + 1}`],
    boxes: [{ x: 72, y: 72, width: 200, height: 100, rgb: [0.2, 0.4, 0.8] as const }],
  }));
  const large = demoPdf(
    Array.from({ length: LARGE_PDF_PAGES }, (_, i) => ({
      title: `Large page ${i + 1}`,
      lines: [
        `Page ${i + 1} of a long catalogue`,
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      ],
      boxes: [{ x: 72, y: 500, width: 300, height: 120, rgb: [0.8, 0.3, 0.2] as const }],
    })),
  );
  // On the in-progress order (writable; the in-review order's attachments other tests count).
  const toolsPdf = demoPdf(pages.slice(0, 3));
  const inProgress = orderOf('in-progress');
  const addTools = (name: string) => add(name, 'pdf', 'application/pdf', toolsPdf, inProgress);
  const withModule = (id: string, module: string, internal = false) => {
    db.prepare('UPDATE attachment_versions SET is_internal = ? WHERE id = ?').run(
      internal ? 1 : 0,
      `${id}-v1`,
    );
    const entries = parsePdfToolsModule(module);
    if (typeof entries === 'string') throw new Error(entries);
    db.prepare('UPDATE attachment_versions SET is_pdf_tools = 1 WHERE id = ?').run(`${id}-v1`);
    const entry = db.prepare('INSERT INTO pdf_tools_entries (version_id, list, entry) VALUES (?, ?, ?)');
    for (const [list, text] of Object.entries(entries)) entry.run(`${id}-v1`, list, text);
    return id;
  };
  const bothLists = pdfToolsModule({ public: { page: 2, marks: 1 }, internal: { page: 3, marks: 2 } });
  const pdfToolsPublic = withModule(addTools('Tools public.pdf'), bothLists);
  const pdfToolsInternal = withModule(addTools('Tools internal.pdf'), bothLists, true);
  const pdfToolsEmpty = withModule(addTools('Tools empty.pdf'), '{}');
  const longWords = addTools('Long words.pdf');
  const longMessage = JSON.stringify({
    format: 'proofdesk-rich-1',
    paragraphs: [
      [
        { kind: 'text', text: `Look ${LONG_WORD} ` },
        { kind: 'mention', id: 'user-owner', text: `@${LONG_WORD}` },
      ],
    ],
  });
  insert.topic.run(
    `${longWords}-topic`,
    `${longWords}-v1`,
    longMessage,
    '["user-owner"]',
    null,
    'user-operator',
    0,
    1,
    now,
  );
  insert.comment.run(
    `${longWords}-reply`,
    `${longWords}-topic`,
    `Reply ${LONG_WORD}`,
    '[]',
    'user-owner',
    now,
  );
  const fixtures: Omit<ViewerFixtures, 'apiBaseUrl'> = {
    longWords,
    pdfToolsPublic,
    pdfToolsInternal,
    pdfToolsEmpty,
    largePdf: add('Catalogue.pdf', 'pdf', 'application/pdf', large),
    largePdfBytes: large.length,
    darkProof: (
      db.prepare('SELECT order_id FROM order_download_settings WHERE is_dark_background = 1').get() as {
        order_id: string;
      }
    ).order_id,
    inReview,
    approved: orderOf('approved'),
    inProgress,
    longPdf: add('Long.pdf', 'pdf', 'application/pdf', demoPdf(pages)),
    notPdf: add('Broken.pdf', 'pdf', 'application/pdf', Buffer.from('this is not a PDF at all\n'.repeat(40))),
    gonePdf: add('Gone.pdf', 'pdf', 'application/pdf', null),
    brokenImage: add('Broken.png', 'image', 'image/png', Buffer.from('not an image')),
    unsupported: add('Notes.zip', 'unsupported', 'application/zip', Buffer.from('PK')),
  };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the viewer API server did not get a port');
  project.provide('viewer', { ...fixtures, apiBaseUrl: `http://127.0.0.1:${address.port}/api` });
  project.provide('guest', addGuestFixtures(db, insert, write));
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Passes `bytes` through at once, then one chunk every `ms`. */
function slowly(bytes: number, ms: number): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      if (passed <= bytes) done(null, chunk);
      else setTimeout(() => done(null, chunk), ms);
    },
  });
}
