import { getUploadStore } from 'proofdesk/upload';
import { describe, expect, it } from 'vitest';
import { createThumbnailMaker } from '../../../../sdk/core/uploads/thumbnail';
import { onCleanup } from '../../support/render';
import { fixtures, imageFile, imageInfo, uploadInstance, versionRow } from './support';

// Thumbnails (§5, §9): a 316×240 JPEG for images the browser decodes, none for the others.

describe('Upload: thumbnails', () => {
  it('makes a 316×240 JPEG of a wide, a tall and a JPEG image', async () => {
    const maker = createThumbnailMaker();
    onCleanup(() => maker.destroy());
    for (const [name, width, height, type] of [
      ['wide.png', 1600, 400, 'image/png'],
      ['tall.png', 300, 1200, 'image/png'],
      ['photo.jpg', 1024, 768, 'image/jpeg'],
    ] as const) {
      const thumbnail = await maker.make(await imageFile(name, width, height, type));
      expect(thumbnail, name).not.toBeNull();
      expect(await imageInfo(thumbnail as Blob), name).toEqual({
        width: 316,
        height: 240,
        type: 'image/jpeg',
      });
    }
  });

  it('covers the frame: the centre of a wide image, cropped evenly, never stretched', async () => {
    const maker = createThumbnailMaker();
    onCleanup(() => maker.destroy());
    // 2000×500, red up to x = 1500, blue after. Covering 316×240 keeps the centre 658 px
    // (x 671..1329), all red; a stretched image would end blue on the right.
    const source = new OffscreenCanvas(2000, 500);
    const paint = source.getContext('2d') as OffscreenCanvasRenderingContext2D;
    paint.fillStyle = '#ff0000';
    paint.fillRect(0, 0, 1500, 500);
    paint.fillStyle = '#0000ff';
    paint.fillRect(1500, 0, 500, 500);
    const png = new File([await source.convertToBlob({ type: 'image/png' })], 'wide.png', {
      type: 'image/png',
    });
    const thumbnail = (await maker.make(png)) as Blob;
    const bitmap = await createImageBitmap(thumbnail);
    const canvas = new OffscreenCanvas(316, 240);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    for (const x of [2, 158, 313]) {
      const [red, , blue] = context.getImageData(x, 120, 1, 1).data;
      expect(red, `x ${x}`).toBeGreaterThan(200);
      expect(blue, `x ${x}`).toBeLessThan(60);
    }
  });

  it('answers null for an image that does not decode', async () => {
    const maker = createThumbnailMaker();
    onCleanup(() => maker.destroy());
    expect(
      await maker.make(new File([new Uint8Array([1, 2, 3])], 'broken.png', { type: 'image/png' })),
    ).toBeNull();
  });

  it('sends no thumbnail for a TIFF (no browser decodes it) and one for a PNG', async () => {
    const { orderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const store = getUploadStore(instance);
    const tiff = new File([new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])], 'scan.tif', {
      type: 'image/tiff',
    });
    const png = await imageFile('mark.png', 640, 480);
    const started = store.start({
      orderId,
      target: { kind: 'attachment', category: 'supplied' },
      files: [tiff, png],
    });
    const ids = started.ok ? started.ids : [];
    const [tiffItem, pngItem] = await Promise.all(ids.map((id) => store.settled(id)));
    expect(tiffItem?.thumbnail).toBe(false);
    expect(pngItem?.thumbnail).toBe(true);
    expect((await versionRow(tiffItem?.uploaded?.versionId ?? '')).thumbnail_key).toBeNull();
    expect((await versionRow(pngItem?.uploaded?.versionId ?? '')).thumbnail_key).toMatch(
      /^.+-mark-thumbnail\.jpg$/,
    );
  });
});
