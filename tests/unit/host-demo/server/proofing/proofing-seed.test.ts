import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { guestReviewAuthorization } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_GUEST_LINK_TOKEN } from '../../../../../host-demo/server/seed';
import { crc32 } from '../../../../../host-demo/server/seed/png';
import { reviewAuth } from '../guest-helpers';
import { bearer, testServer } from '../helpers';
import { caller } from '../proofing-helpers';
import { storedFiles, tempDataDir } from '../upload-helpers';

/** Walks the chunks: every CRC must match and the image data must inflate to the declared size. */
function checkPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let size = { width: 0, height: 0 };
  const types: string[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const body = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') size = { width: body.readUInt32BE(0), height: body.readUInt32BE(4) };
    if (type === 'IDAT') expect(inflateSync(body).length).toBe(size.height * (size.width * 3 + 1));
    types.push(type);
    at += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  return size;
}

/** Every xref entry must point at its object, and the PDF must have 3 pages. */
function checkPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(start)) ?? [];
  const table = text.slice(start + `xref\n0 ${count}\n`.length);
  for (let id = 1; id < Number(count); id += 1) {
    const offset = Number(table.slice(id * 20, id * 20 + 10));
    expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
  }
  expect(text).toContain('/Count 3');
}

describe('demo proofing seed', () => {
  it('writes real PNGs and 3-page PDFs and the rows that point at them', async () => {
    const dataDir = tempDataDir();
    const app = await testServer({ dataDir, databasePath: join(dataDir, 'demo.sqlite') });
    const db = app.proofdesk.data.sqlite!;
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    // Eight orders with files in every group, and the on-hold order's lone brochure (the strict-CSP e2e's).
    expect(count('SELECT COUNT(DISTINCT order_id) AS n FROM attachments')).toBe(9);
    expect(count(`SELECT COUNT(DISTINCT "group") AS n FROM attachments`)).toBe(3);
    expect(count('SELECT COUNT(*) AS n FROM attachment_versions WHERE is_internal = 1')).toBeGreaterThan(0);
    expect(
      count('SELECT COUNT(*) AS n FROM attachment_versions WHERE is_internal_approved = 1'),
    ).toBeGreaterThan(0);
    const shapes = (
      db.prepare('SELECT annotation FROM annotation_topics').all() as { annotation: string }[]
    ).map((row) => JSON.parse(row.annotation) as { attrs: { version?: string } });
    expect(shapes.some((shape) => shape.attrs.version === '0.2')).toBe(true);
    expect(shapes.some((shape) => shape.attrs.version === undefined)).toBe(true);
    expect(count('SELECT COUNT(*) AS n FROM annotation_topics WHERE is_resolve = 1')).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) AS n FROM annotation_comments WHERE mentions <> '[]'`)).toBeGreaterThan(0);
    // Approver only, collaborator only, and both: every review-action case can be tried in the demo.
    for (const [collaborator, approver] of [
      [0, 1],
      [1, 0],
      [1, 1],
    ]) {
      const sql = `SELECT COUNT(*) AS n FROM order_collaborators WHERE is_collaborator = ${collaborator} AND is_approver = ${approver}`;
      expect(count(sql)).toBeGreaterThan(0);
    }
    const files = storedFiles(dataDir);
    const rows = db.prepare('SELECT storage_key FROM attachment_versions').all() as { storage_key: string }[];
    // Besides the versions' files: brand images (issue 13's watermark), not order files.
    const brand = db.prepare('SELECT key FROM uploads WHERE order_id IS NULL').all() as { key: string }[];
    expect(brand.map((row) => row.key)).toEqual(['demo-watermark.png']);
    expect(files.sort()).toEqual(
      [...rows.map((row) => row.storage_key), ...brand.map((row) => row.key)].sort(),
    );

    const owner = await caller(app, 'owner@demo.test');
    const png = rows.find((row) => row.storage_key.endsWith('.png'))!.storage_key;
    const image = await owner.call('GET', `/storage/file/${png}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(checkPng(image.rawPayload)).toEqual({ width: 800, height: 600 });
    const pdf = rows.find(
      (row) => row.storage_key.includes('brochure') && row.storage_key.endsWith('v1.pdf'),
    )!.storage_key;
    const document = await owner.call('GET', `/storage/file/${pdf}`);
    expect(document.headers['content-type']).toBe('application/pdf');
    checkPdf(document.rawPayload);
  });

  it('has a working guest invitation with a fixed demo link', async () => {
    const app = await testServer();
    const auth = await reviewAuth(app, guestReviewAuthorization(DEMO_GUEST_LINK_TOKEN));
    expect(auth.statusCode).toBe(200);
    const token = auth.json<{ data: { accessToken: string } }>().data.accessToken;
    const data = await app.inject({ method: 'GET', url: '/api/g/guest/data', headers: bearer(token) });
    const { attachments, inviter } = data.json().data;
    expect(inviter.name).toBe('Olivia Northwind');
    expect(attachments.length).toBeGreaterThanOrEqual(2);
    expect(
      attachments.every((a: { versions: { isInternal: boolean }[] }) =>
        a.versions.every((v) => !v.isInternal),
      ),
    ).toBe(true);
  });
});
