import { type Static, Type } from '@sinclair/typebox';

// My Images (issue 26; dashboard §2 /my-images, §6 NAV_PEXELS_CUSTOMER_IMAGES, §7 scope
// create-pexels-images): stock image search behind a provider, the account's image library, and
// library images attached to an order as supplied files. docs/api.md "My images".

/** Which provider found an image: the bundled demo library, or Pexels (PEXELS_API_KEY). */
export const ImageProviderName = Type.Union([Type.Literal('local'), Type.Literal('pexels')]);
export type ImageProviderName = Static<typeof ImageProviderName>;

/** A provider's own image id: letters, digits, dashes and underscores. */
const ProviderImageId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const LibraryId = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_-]+$' });

/** GET /images/search: words to look for, the page (1-based). */
export const ImageSearchQuery = Type.Object(
  {
    query: Type.String({ maxLength: 100 }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type ImageSearchQuery = Static<typeof ImageSearchQuery>;

/** A search result: what the grid shows and what saving it stores. */
export const StockImage = Type.Object({
  provider: ImageProviderName,
  /** The provider's id of the image. */
  id: Type.String(),
  /** Its title, also the alt text. */
  title: Type.String(),
  /** A small picture for the grid (about 350 px wide). */
  previewUrl: Type.String(),
  /** The picture that saving stores. */
  fullUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Who made it ('Proofdesk demo library' for the local one). */
  photographer: Type.String(),
  /** The photographer's page, when the provider has one. */
  photographerUrl: Type.Union([Type.String(), Type.Null()]),
  /** The image's page at the provider (Pexels asks for a link back). */
  sourceUrl: Type.Union([Type.String(), Type.Null()]),
  /** The credit line to show beside it, e.g. 'Photo by Jane Doe on Pexels'. */
  credit: Type.String(),
  /** The licence in a sentence. */
  licence: Type.String(),
});
export type StockImage = Static<typeof StockImage>;

/** GET /images/search's data; the page and the page count travel in `meta`. */
export const ImageSearchPage = Type.Object({
  provider: ImageProviderName,
  images: Type.Array(StockImage),
  /** Every match (the provider's count). */
  total: Type.Integer(),
});
export type ImageSearchPage = Static<typeof ImageSearchPage>;

/** Body of POST /images/library: the search result to keep (the server fetches it again by id). */
export const SaveLibraryImageRequest = Type.Object(
  { provider: ImageProviderName, imageId: ProviderImageId },
  { additionalProperties: false },
);
export type SaveLibraryImageRequest = Static<typeof SaveLibraryImageRequest>;

export const LibraryImageParams = Type.Object({ imageId: LibraryId }, { additionalProperties: false });
export type LibraryImageParams = Static<typeof LibraryImageParams>;

export const LibraryListQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) },
  { additionalProperties: false },
);
export type LibraryListQuery = Static<typeof LibraryListQuery>;

/** An image of the account's library: a stored copy (it counts against the account's storage). */
export const LibraryImage = Type.Object({
  id: Type.String(),
  provider: ImageProviderName,
  providerImageId: Type.String(),
  title: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  photographer: Type.String(),
  photographerUrl: Type.Union([Type.String(), Type.Null()]),
  sourceUrl: Type.Union([Type.String(), Type.Null()]),
  credit: Type.String(),
  licence: Type.String(),
  /** GET it with the bearer token (GET /images/library/{id}/file). */
  fileUrl: Type.String(),
  savedAt: Type.String(),
  savedBy: Type.Union([Type.String(), Type.Null()]),
});
export type LibraryImage = Static<typeof LibraryImage>;

/** GET /images/library's data (newest first); the page and the page count travel in `meta`. */
export const LibraryPage = Type.Object({
  images: Type.Array(LibraryImage),
  /** Images the account keeps. */
  total: Type.Integer(),
  /** The most it may keep (IMAGE_LIBRARY_LIMIT). */
  limit: Type.Integer(),
});
export type LibraryPage = Static<typeof LibraryPage>;

/** Body of POST /order/{id}/library-images: library images to add as supplied files of order {id}. */
export const AttachLibraryImagesRequest = Type.Object(
  { imageIds: Type.Array(LibraryId, { minItems: 1, maxItems: 10 }) },
  { additionalProperties: false },
);
export type AttachLibraryImagesRequest = Static<typeof AttachLibraryImagesRequest>;

export const OrderLibraryParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);
export type OrderLibraryParams = Static<typeof OrderLibraryParams>;
