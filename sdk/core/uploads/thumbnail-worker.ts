// The thumbnail worker's code. It runs from a blob: URL made of this function's source (see
// thumbnail.ts), so it must be self-contained: no imports, no module-level names. The crop rule
// arrives as a second function (sdk/core/domain `thumbnailCrop`), so the rule still lives once.

type Crop = (
  width: number,
  height: number,
  target: { width: number; height: number },
) => { sx: number; sy: number; sw: number; sh: number };

export interface ThumbnailJob {
  id: number;
  file: Blob;
  width: number;
  height: number;
  type: string;
  quality: number;
}

export type ThumbnailAnswer = { id: number; blob: Blob } | { id: number; error: string };

/** Decodes, crops to cover, draws on an OffscreenCanvas and encodes the JPEG: all off the main thread. */
export function thumbnailWorkerMain(crop: Crop): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<ThumbnailJob>) => void) | null;
    postMessage(answer: ThumbnailAnswer): void;
  };
  scope.onmessage = async (event) => {
    const { id, file, width, height, type, quality } = event.data;
    try {
      const bitmap = await createImageBitmap(file);
      const { sx, sy, sw, sh } = crop(bitmap.width, bitmap.height, { width, height });
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      // JPEG has no transparency: a transparent PNG or GIF goes on white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
      bitmap.close();
      scope.postMessage({ id, blob: await canvas.convertToBlob({ type, quality }) });
    } catch (error) {
      scope.postMessage({ id, error: String(error) });
    }
  };
}
