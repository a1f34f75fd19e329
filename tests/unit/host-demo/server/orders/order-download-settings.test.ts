import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor, insertOrder } from '../orders-fixtures';

// Issue 13 "Download Proof": proofing §3 Order downloadWithWatermark on GET /order/:id.

describe('GET /order/:id downloadWithWatermark', () => {
  it('answers the seeded watermark and overlay, plain settings for an order without, and no watermark without an image', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    const seeded = db
      .prepare('SELECT order_id, is_dark_background FROM order_download_settings ORDER BY is_dark_background')
      .all() as { order_id: string; is_dark_background: number }[];
    expect(seeded.map((row) => row.is_dark_background)).toEqual([0, 1]);
    const owner = await actor(app, 'owner@demo.test');
    for (const row of seeded) {
      const settings = (await owner.get(`/order/${row.order_id}`)).json().data.downloadWithWatermark;
      expect(settings).toEqual({
        watermarkFile: expect.stringMatching(/\/api\/storage\/file\/demo-watermark\.png$/),
        isDownloadWithWatermark: true,
        isDarkBackground: row.is_dark_background === 1,
      });
    }
    const plain = insertOrder(app, {});
    expect((await owner.get(`/order/${plain}`)).json().data.downloadWithWatermark).toEqual({
      watermarkFile: null,
      isDownloadWithWatermark: false,
      isDarkBackground: false,
    });
    db.prepare(
      'INSERT INTO order_download_settings (order_id, watermark_key, is_download_with_watermark, is_dark_background) VALUES (?, NULL, 1, 1)',
    ).run(plain);
    expect((await owner.get(`/order/${plain}`)).json().data.downloadWithWatermark).toEqual({
      watermarkFile: null,
      isDownloadWithWatermark: false,
      isDarkBackground: true,
    });
    // Another account's order still answers 404, settings or not.
    const harbor = await actor(app, 'harbor@demo.test');
    expect((await harbor.get(`/order/${seeded[0]!.order_id}`)).statusCode).toBe(404);
  });
});
