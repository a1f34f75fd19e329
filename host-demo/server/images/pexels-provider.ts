import type { StockImage } from 'proofdesk/contract';
import { type ImageFile, type ImagePage, type ImageProvider, ImageProviderError } from './provider';

// The Pexels provider (used when PEXELS_API_KEY is set), written to Pexels' published API v1
// (https://www.pexels.com/api/documentation/): GET https://api.pexels.com/v1/search?query&page&per_page
// (per_page at most 80), GET /v1/curated for an empty query, GET /v1/photos/{id}; the key goes in
// the Authorization header as is. A photo carries id, width, height, url (its page), photographer,
// photographer_url, alt and src { original, large2x, large, medium, small, portrait, landscape,
// tiny }; images are served from https://images.pexels.com. Guidelines: show a prominent link to
// Pexels and credit the photographer where possible ("Photo by X on Pexels"); the requests are
// rate limited (200 an hour, 20 000 a month by default; 429 beyond).

export const PEXELS_API = 'https://api.pexels.com/v1';
export const PEXELS_IMAGE_ORIGIN = 'https://images.pexels.com';
export const PEXELS_LICENCE =
  'Pexels licence: free to use and modify; do not sell unaltered copies or imply endorsement.';
/** Pexels' own maximum page size. */
const MAX_PER_PAGE = 80;

export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}>;

export interface PexelsOptions {
  apiKey: string;
  /** Injected in tests (recorded answers); the global fetch otherwise. */
  fetch?: FetchLike;
  /** A request that takes longer fails as 'unavailable' (default 8 s). */
  timeoutMs?: number;
}

interface PexelsPhoto {
  id: number;
  width: number;
  height: number;
  url: string;
  photographer: string;
  photographer_url: string;
  alt?: string | null;
  src: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asPhoto(value: unknown): PexelsPhoto | undefined {
  if (!isRecord(value) || !isRecord(value.src)) return undefined;
  const { id, width, height, url, photographer, photographer_url: photographerUrl } = value;
  if (typeof id !== 'number' || typeof width !== 'number' || typeof height !== 'number') return undefined;
  if (typeof photographer !== 'string' || typeof url !== 'string') return undefined;
  const src = value.src as Record<string, unknown>;
  if (typeof src.medium !== 'string' || typeof src.large2x !== 'string') return undefined;
  return {
    id,
    width,
    height,
    url,
    photographer,
    photographer_url: typeof photographerUrl === 'string' ? photographerUrl : '',
    alt: typeof value.alt === 'string' ? value.alt : null,
    src: src as Record<string, string>,
  };
}

/** Only Pexels' own https pages and images are passed on (an answer cannot point elsewhere). */
const onPexels = (url: string, origin: string) => {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' && (parsed.origin === origin || parsed.hostname.endsWith('.pexels.com'))
    );
  } catch {
    return false;
  }
};

export function toStockImage(photo: PexelsPhoto): StockImage | undefined {
  const preview = photo.src.medium ?? '';
  const full = photo.src.large2x ?? '';
  if (!onPexels(preview, PEXELS_IMAGE_ORIGIN) || !onPexels(full, PEXELS_IMAGE_ORIGIN)) return undefined;
  const title = photo.alt?.trim() || `Photo by ${photo.photographer}`;
  return {
    provider: 'pexels',
    id: String(photo.id),
    title,
    previewUrl: preview,
    fullUrl: full,
    width: photo.width,
    height: photo.height,
    photographer: photo.photographer,
    photographerUrl: onPexels(photo.photographer_url, 'https://www.pexels.com')
      ? photo.photographer_url
      : null,
    sourceUrl: onPexels(photo.url, 'https://www.pexels.com') ? photo.url : null,
    credit: `Photo by ${photo.photographer} on Pexels`,
    licence: PEXELS_LICENCE,
  };
}

export function createPexelsProvider(options: PexelsOptions): ImageProvider {
  const fetcher: FetchLike = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const timeoutMs = options.timeoutMs ?? 8000;

  async function request(url: string, headers: Record<string, string> = {}) {
    try {
      return await fetcher(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ImageProviderError('unavailable', 'Pexels did not answer.');
    }
  }

  /** The answer's JSON, or the reason it has none. 404 → undefined. */
  async function api(path: string): Promise<unknown> {
    const response = await request(`${PEXELS_API}${path}`, { Authorization: options.apiKey });
    if (response.status === 404) return undefined;
    if (response.status === 429) throw new ImageProviderError('rate-limited', 'Pexels: too many requests.');
    if (response.status === 401 || response.status === 403)
      throw new ImageProviderError('refused', `Pexels refused the key (${response.status}).`);
    if (!response.ok) throw new ImageProviderError('unavailable', `Pexels answered ${response.status}.`);
    try {
      return await response.json();
    } catch {
      throw new ImageProviderError('unavailable', 'Pexels answered something that is not JSON.');
    }
  }

  return {
    name: 'pexels',
    async search(query: string, page: number, perPage: number): Promise<ImagePage> {
      const size = Math.min(MAX_PER_PAGE, perPage);
      const params = new URLSearchParams({ page: String(page), per_page: String(size) });
      const words = query.trim();
      if (words) params.set('query', words);
      const body = await api(`${words ? '/search' : '/curated'}?${params}`);
      if (!isRecord(body) || !Array.isArray(body.photos))
        throw new ImageProviderError('unavailable', 'Pexels answered without photos.');
      const images = body.photos
        .map(asPhoto)
        .map((photo) => (photo ? toStockImage(photo) : undefined))
        .filter((image): image is StockImage => image !== undefined);
      const total = typeof body.total_results === 'number' ? body.total_results : images.length;
      return { images, page, perPage: size, total };
    },
    async find(id: string) {
      if (!/^\d{1,20}$/.test(id)) return undefined;
      const body = await api(`/photos/${id}`);
      if (body === undefined) return undefined;
      const photo = asPhoto(body);
      if (!photo) throw new ImageProviderError('unavailable', 'Pexels answered a malformed photo.');
      return toStockImage(photo);
    },
    async download(image: StockImage, maxBytes: number): Promise<ImageFile> {
      if (!onPexels(image.fullUrl, PEXELS_IMAGE_ORIGIN))
        throw new ImageProviderError('unavailable', 'Not a Pexels image address.');
      const response = await request(image.fullUrl);
      if (response.status === 429) throw new ImageProviderError('rate-limited', 'Pexels: too many requests.');
      if (!response.ok) throw new ImageProviderError('unavailable', `Pexels answered ${response.status}.`);
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxBytes) throw new ImageProviderError('too-large', 'The image is too large.');
      let bytes: Buffer;
      try {
        bytes = Buffer.from(await response.arrayBuffer());
      } catch {
        throw new ImageProviderError('unavailable', 'The image could not be read.');
      }
      if (bytes.length > maxBytes) throw new ImageProviderError('too-large', 'The image is too large.');
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      if (!jpeg && !png)
        throw new ImageProviderError('unavailable', 'Pexels sent something that is not an image.');
      return {
        fileName: `pexels-${image.id}.${png ? 'png' : 'jpg'}`,
        contentType: png ? 'image/png' : 'image/jpeg',
        bytes,
      };
    },
  };
}
