import type { ImageProviderName, StockImage } from 'proofdesk/contract';

// The stock image search behind My Images (issue 26): one interface, two providers — the bundled
// demo library (local-provider.ts, the default, works offline) and Pexels (pexels-provider.ts, when
// PEXELS_API_KEY is set). The routes never know which one answers.

export interface ImagePage {
  images: StockImage[];
  /** 1-based. */
  page: number;
  perPage: number;
  /** Every match (the provider's own count). */
  total: number;
}

/** A picture's bytes as the library stores them. */
export interface ImageFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface ImageProvider {
  readonly name: ImageProviderName;
  /** Images matching the words of `query` (all of them, or the provider's selection, when empty). */
  search(query: string, page: number, perPage: number): Promise<ImagePage>;
  /** One image by the provider's id; undefined when it has none. Saving reads it again here, never from the client. */
  find(id: string): Promise<StockImage | undefined>;
  /** The picture to store for `image` (its full size), within `maxBytes`. */
  download(image: StockImage, maxBytes: number): Promise<ImageFile>;
}

/**
 * Why a provider could not answer: 'unavailable' (down, timed out, malformed answer: 502/503),
 * 'rate-limited' (429 from the provider: 503), 'refused' (the key was refused: 502), 'too-large'.
 */
export class ImageProviderError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'rate-limited' | 'refused' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'ImageProviderError';
  }
}

/** The local provider also paints the pictures this server serves (GET /images/local/…). */
export interface LocalImageProvider extends ImageProvider {
  picture(id: string, size: 'full' | 'preview'): Buffer | undefined;
}

/**
 * The providers a server has: local always (its pictures stay servable, and images saved from it
 * keep working), Pexels when configured; `active` answers searches.
 */
export interface ImageProviders {
  active: ImageProvider;
  local: LocalImageProvider;
  byName(name: ImageProviderName): ImageProvider | undefined;
}

export function imageProviders(local: LocalImageProvider, pexels?: ImageProvider): ImageProviders {
  return {
    active: pexels ?? local,
    local,
    byName: (name) => (name === 'local' ? local : name === 'pexels' ? pexels : undefined),
  };
}
