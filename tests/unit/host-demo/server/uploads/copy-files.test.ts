import { describe, expect, it } from 'vitest';
import { testClock, testServer } from '../helpers';
import { actor } from '../orders-fixtures';

// POST /order/{id}/copy-files (a duplicate's supplied files): each copy is a stored file of the
// draft that opens and downloads like an upload (an uploads row of its own, not only the versions).

describe('POST /order/{id}/copy-files', () => {
  it("serves every copied file of the duplicate from the storage endpoint, the original's bytes", async () => {
    const app = await testServer({ now: testClock('2026-03-10T12:00:00.000Z').now });
    const owner = await actor(app, 'owner@demo.test');
    const withFiles = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT a.order_id AS id FROM attachments a JOIN orders o ON o.id = a.order_id
         WHERE a."group" = 'suppliedFiles' AND o.client_id = 'client-northwind'
         ORDER BY a.order_id LIMIT 1`,
      )
      .get() as { id: string };
    const source = (await owner.get(`/order/${withFiles.id}/form`)).json().data;
    expect(source.files.length).toBeGreaterThan(0);
    const keysOf = (orderId: string) =>
      app.proofdesk.data
        .sqlite!.prepare(
          `SELECT v.storage_key AS key, v.file_name AS name FROM attachment_versions v
           JOIN attachments a ON a.id = v.attachment_id
           WHERE a.order_id = ? AND a."group" = 'suppliedFiles' ORDER BY v.file_name, v.storage_key`,
        )
        .all(orderId) as { key: string; name: string }[];
    // The demo's rows name stored files; this in-memory server stores their bytes now.
    for (const { key } of keysOf(withFiles.id))
      await app.proofdesk.store.put(key, Buffer.from(`bytes of ${key}`));

    const created = await owner.send('POST', '/order', 'card', { ...source.form, options: {} });
    expect(created.statusCode, created.body).toBe(200);
    const copyId = created.json().data.orderId as string;
    const copied = await owner.send('POST', `/order/${copyId}/copy-files`, 'card', {
      fromOrderId: withFiles.id,
      attachmentIds: source.files.map((file: { attachmentId: string }) => file.attachmentId),
    });
    expect(copied.statusCode, copied.body).toBe(200);

    const copies = keysOf(copyId);
    expect(copies.length).toBe(source.files.length);
    const originals = new Map(keysOf(withFiles.id).map((file) => [file.name, file.key]));
    for (const copy of copies) {
      const response = await owner.get(`/storage/file/${copy.key}`);
      expect(response.statusCode, `${copy.name}: ${response.body}`).toBe(200);
      expect(response.body).toBe(`bytes of ${originals.get(copy.name)}`);
    }
  });
});
