import type { StockImage } from 'proofdesk/contract';
import { DEMO_IMAGES, DEMO_SIZES, type DemoImage, paintDemoImage } from './demo-library';
import { type ImageFile, type ImagePage, ImageProviderError, type LocalImageProvider } from './provider';

export const LOCAL_CREDIT = 'Proofdesk demo library';
export const LOCAL_LICENCE = 'Made for the Proofdesk demo; free to use, no attribution required.';

/** The words of a text, lower case, letters and digits only. */
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Every word of the query must start a word of the image's title or one of its tags ('sun' finds
 * 'sunset', 'sunrise'); an empty query lists the whole library. Results keep the library's order.
 */
export function matches(image: DemoImage, query: string): boolean {
  const wanted = words(query);
  const own = [...words(image.title), ...image.tags.flatMap(words)];
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

export type PictureSize = keyof typeof DEMO_SIZES;

/**
 * The local provider: the demo library of demo-library.ts, served by this server at
 * `{base}/images/local/{id}/{size}.png` (no sign-in: demo stock pictures, like a CDN's). Pictures
 * are painted on first use and kept in memory (about 30 × 50 KB).
 */
export function createLocalProvider(baseUrl: () => string): LocalImageProvider {
  const cache = new Map<string, Buffer>();
  const picture = (id: string, size: PictureSize) => {
    const image = DEMO_IMAGES.find((candidate) => candidate.id === id);
    if (!image) return undefined;
    const key = `${id}/${size}`;
    let bytes = cache.get(key);
    if (!bytes) {
      const [width, height] = DEMO_SIZES[size];
      bytes = paintDemoImage(image, width, height);
      cache.set(key, bytes);
    }
    return bytes;
  };
  const toStock = (image: DemoImage): StockImage => {
    const base = `${baseUrl()}/images/local/${image.id}`;
    return {
      provider: 'local',
      id: image.id,
      title: image.title,
      previewUrl: `${base}/preview.png`,
      fullUrl: `${base}/full.png`,
      width: DEMO_SIZES.full[0],
      height: DEMO_SIZES.full[1],
      photographer: LOCAL_CREDIT,
      photographerUrl: null,
      sourceUrl: null,
      credit: LOCAL_CREDIT,
      licence: LOCAL_LICENCE,
    };
  };
  return {
    name: 'local',
    picture,
    async search(query: string, page: number, perPage: number): Promise<ImagePage> {
      const found = DEMO_IMAGES.filter((image) => matches(image, query));
      const start = (page - 1) * perPage;
      return { images: found.slice(start, start + perPage).map(toStock), page, perPage, total: found.length };
    },
    async find(id: string) {
      const image = DEMO_IMAGES.find((candidate) => candidate.id === id);
      return image ? toStock(image) : undefined;
    },
    async download(image: StockImage, maxBytes: number): Promise<ImageFile> {
      const bytes = picture(image.id, 'full');
      if (!bytes) throw new ImageProviderError('unavailable', `No demo image ${image.id}`);
      if (bytes.length > maxBytes) throw new ImageProviderError('too-large', 'The image is too large.');
      return { fileName: `${image.id}.png`, contentType: 'image/png', bytes };
    },
  };
}
