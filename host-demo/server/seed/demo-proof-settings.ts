import { deflateSync } from 'node:zlib';
import type { Db } from '../db';
import { parsePdfToolsModule } from '../proofing';
import { type FileWrite, measureOnly } from './demo-proofing-store';
import { crc32 } from './png';

// Issue 13 "Download Proof" and "PDF tools mode" demo data: a watermark image (an RGBA PNG of one
// 194×58 tile, proofing §9), download settings on the demo's in-review orders (the first with a
// watermark, the second with a watermark on a dark overlay), and PDF-tools data on the first
// in-review order's 'Brand brief.pdf' so that mode can be tried.

export const DEMO_WATERMARK_KEY = 'demo-watermark.png';
export const WATERMARK_TILE = { width: 194, height: 58 } as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A translucent grey diagonal stripe pattern on transparency: visible on light and dark pages. */
export function demoWatermarkPng(): Buffer {
  const { width, height } = WATERMARK_TILE;
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * stride + 1 + x * 4;
      const onStripe = (x + y) % 48 < 6;
      raw.set(onStripe ? [128, 128, 128, 110] : [0, 0, 0, 0], at);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * PDF-tools data as the viewer writes it (docs/widgets/proofing-viewer.md "PDF tools mode"): per
 * list (`public` / `internal`) the page to open on and the annotation document, base64.
 */
export function demoPdfToolsModule(): string {
  const points = Array.from(
    { length: 12 },
    (_, i) => `${(0.2 + i * 0.05).toFixed(3)},${(0.4 + (i % 2) * 0.03).toFixed(3)}`,
  );
  const document = { format: 'proofdesk-pdf-ink-1', strokes: [{ page: 2, color: 'red', width: 3, points }] };
  const annotation = Buffer.from(JSON.stringify(document, null, 2), 'utf8').toString('base64');
  return JSON.stringify({ public: { page: 2, annotation } });
}

export function seedDemoProofSettings(db: Db, now: Date, write: FileWrite = measureOnly): void {
  const orders = db
    .prepare(
      `SELECT DISTINCT o.id FROM orders o JOIN attachments a ON a.order_id = o.id
       WHERE o.client_id = 'client-northwind' AND o.status = 'in-review' ORDER BY o.order_number LIMIT 2`,
    )
    .all() as { id: string }[];
  if (orders.length === 0) return;
  const size = write(DEMO_WATERMARK_KEY, demoWatermarkPng);
  // A brand image (not an order file): any signed-in caller may read it, like a logo.
  db.prepare(
    `INSERT INTO uploads (key, order_id, user_id, type, name, size, content_type, status, created_at, expires_at)
     VALUES (?, NULL, 'user-operator', 'logo', 'watermark.png', ?, 'image/png', 'registered', ?, '9999-12-31T00:00:00.000Z')`,
  ).run(DEMO_WATERMARK_KEY, size, now.toISOString());
  const settings = db.prepare(
    `INSERT INTO order_download_settings (order_id, watermark_key, is_download_with_watermark, is_dark_background)
     VALUES (?, ?, 1, ?)`,
  );
  orders.forEach((order, index) => {
    settings.run(order.id, DEMO_WATERMARK_KEY, index === 1 ? 1 : 0);
  });
  const brief = db
    .prepare('SELECT id FROM attachment_versions WHERE attachment_id = ? AND version = 1')
    .get(`${orders[0]!.id}-suppliedFiles-brand-brief-pdf`) as { id: string } | undefined;
  const entries = parsePdfToolsModule(demoPdfToolsModule());
  if (!brief || typeof entries === 'string') return;
  db.prepare('UPDATE attachment_versions SET is_pdf_tools = 1 WHERE id = ?').run(brief.id);
  const entry = db.prepare('INSERT INTO pdf_tools_entries (version_id, list, entry) VALUES (?, ?, ?)');
  for (const [list, text] of Object.entries(entries)) entry.run(brief.id, list, text);
}
