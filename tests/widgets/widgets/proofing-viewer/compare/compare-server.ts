// The compare and carry tests' own API server (started by the widgets' global setup): the demo seed
// with its files on disk, plus attachments made for comparing (two versions that differ in one known
// spot, a PDF whose second version has a page more) and for carrying threads forward (open and
// resolved threads on v1, by two authors). Their writes (carried threads) stay out of the other
// viewer tests' data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../../host-demo/server/app';
import { fileWriter, statements } from '../../../../../host-demo/server/seed/demo-proofing-store';
import { demoPdf, type PdfPage } from '../../../../../host-demo/server/seed/pdf';
import { Canvas } from '../../../../../host-demo/server/seed/png';
import { SHAPE, SPOT } from './compare-spot';

export interface CompareFixtures {
  apiBaseUrl: string;
  orderId: string;
  /** Spot.png: 400×300; v2 adds a red square at SPOT.changed to v1's blue one at SPOT.same. */
  spot: { id: string; v1: string; v2: string };
  /** Pages.pdf: v1 has 3 pages, v2 4; page 2 differs. */
  pages: { id: string; v1: string; v2: string };
  /** Single.png: one version (no Compare button). */
  single: string;
  /** Carry.png: v1 with two open threads (owner's with a reply by staff, staff's) and a resolved one. */
  carry: { id: string; v1: string; v2: string; open: string[]; resolved: string };
  /** CarryOne.png: as Carry.png with one open thread (the owner's) and the resolved one. */
  carryOne: { id: string; v1: string; v2: string; open: string[]; resolved: string };
  /** Copies of Carry.png: for the carried labels, and for the compare view's thread lists. */
  carried: { id: string; v1: string; v2: string; open: string[]; resolved: string };
  threads: { id: string; v1: string; v2: string; open: string[]; resolved: string };
  /** Live.png: two versions, for threads written while the compare view is open. */
  live: { id: string; v1: string; v2: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    compare: CompareFixtures;
  }
}

function spotImage(changed: boolean): Buffer {
  const canvas = new Canvas(SPOT.width, SPOT.height);
  canvas.rect(0, 0, SPOT.width, SPOT.height, [255, 255, 255]);
  const { same } = SPOT;
  canvas.rect(same.x, same.y, same.width, same.height, [32, 60, 200]);
  if (changed)
    canvas.rect(SPOT.changed.x, SPOT.changed.y, SPOT.changed.width, SPOT.changed.height, [220, 30, 30]);
  return canvas.toPng();
}

const pdfPages = (count: number, changedPage: number | null): PdfPage[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Page ${i + 1}`,
    lines: [i + 1 === changedPage ? 'This line was rewritten' : `Line of page ${i + 1}`],
    boxes: [{ x: 72, y: 72, width: 200, height: 100, rgb: [0.2, 0.4, 0.8] as const }],
  }));

export async function startCompareServer(project: TestProject, allowedOrigins: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'proofdesk-compare-'));
  const app = buildServer({
    databasePath: join(dataDir, 'compare.sqlite'),
    dataDir,
    demo: true,
    logger: false,
    allowedOrigins,
  });
  await app.ready();
  const db = app.proofdesk.data.sqlite!;
  const orderId = (
    db
      .prepare(
        `SELECT DISTINCT o.id FROM orders o JOIN attachments a ON a.order_id = o.id
         WHERE o.status = 'in-review' ORDER BY o.order_number LIMIT 1`,
      )
      .get() as { id: string }
  ).id;
  const insert = statements(db);
  const write = fileWriter(dataDir);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
  const add = (name: string, fileType: 'image' | 'pdf', files: Buffer[]) => {
    const id = `compare-${name.replace(/\W+/g, '-').toLowerCase()}`;
    insert.attachment.run(id, orderId, 'customerReview', name, 'public', 'customer', at(0), 'user-operator');
    const ids = files.map((bytes, i) => {
      const versionId = `${id}-v${i + 1}`;
      const key = `${versionId}${name.slice(name.lastIndexOf('.'))}`;
      const size = write(key, () => bytes);
      const type = fileType === 'pdf' ? 'application/pdf' : 'image/png';
      insert.version.run(versionId, id, i + 1, name, fileType, key, size, at(i + 1), 0, 0, 'user-operator');
      insert.upload.run(key, orderId, 'user-operator', name, size, type, at(i + 1));
      return versionId;
    });
    return { id, v1: ids[0]!, v2: ids[1] ?? ids[0]! };
  };
  const threaded = (name: string, openThreads: 1 | 2 = 2) => {
    const files = add(name, 'image', [spotImage(false), spotImage(true)]);
    const topic = (n: number, author: string, text: string, resolved: boolean) => {
      const id = `${files.id}-topic-${n}`;
      insert.topic.run(
        id,
        files.v1,
        text,
        '[]',
        SHAPE(1, 0.1 * n, 0.1 * n),
        author,
        resolved ? 1 : 0,
        1,
        at(10 + n),
      );
      return id;
    };
    const first = topic(1, 'user-owner', 'Make the logo bigger', false);
    insert.comment.run(`${first}-reply`, first, 'Will do', '[]', 'user-staff', at(20));
    const second = openThreads === 2 ? [topic(2, 'user-staff', 'Check the blue', false)] : [];
    const resolved = topic(3, 'user-owner', 'Old typo', true);
    return { ...files, open: [first, ...second], resolved };
  };
  const fixtures: Omit<CompareFixtures, 'apiBaseUrl'> = {
    orderId,
    spot: add('Spot.png', 'image', [spotImage(false), spotImage(true)]),
    pages: add('Pages.pdf', 'pdf', [demoPdf(pdfPages(3, null)), demoPdf(pdfPages(4, 2))]),
    single: add('Single.png', 'image', [spotImage(false)]).id,
    carry: threaded('Carry.png'),
    carryOne: threaded('CarryOne.png', 1),
    carried: threaded('Carried.png'),
    threads: threaded('Threads.png'),
    live: add('Live.png', 'image', [spotImage(false), spotImage(true)]),
  };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the compare API server did not get a port');
  project.provide('compare', { ...fixtures, apiBaseUrl: `http://127.0.0.1:${address.port}/api` });
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
