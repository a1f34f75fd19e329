import type { FastifyPluginAsync } from 'fastify';
import {
  AttachLibraryImagesRequest,
  ImageSearchQuery,
  LibraryImageParams,
  LibraryListQuery,
  OrderLibraryParams,
  SaveLibraryImageRequest,
} from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { notFound, type ServerContext, send } from '../http';
import {
  attachLibraryImages,
  libraryFile,
  libraryPage,
  removeFromLibrary,
  saveToLibrary,
  searchImages,
} from '../images';

const LocalPictureParams = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
    size: { type: 'string', enum: ['full.png', 'preview.png'] },
  },
  required: ['id', 'size'],
  additionalProperties: false,
} as const;

/**
 * My Images (issue 26; paths chosen, docs/api.md "My images"): stock image search, the account's
 * library and library images as supplied files of an order. Who may: the image-search right
 * (NAV_PEXELS_CUSTOMER_IMAGES: owner, staff and CSO, dashboard §6 "image search"); the library
 * belongs to the caller's account (a CSO has none). Mutations carry the create-pexels-images
 * anti-forgery scope (§7). A provider that cannot answer is a 502/503 envelope, never a 500.
 */
export const imageRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'create-pexels-images');
    const imageSearch = requireRight(ctx, (user) => can(user, 'read', S.NAV_PEXELS_CUSTOMER_IMAGES));

    app.get<{ Querystring: ImageSearchQuery }>(
      '/images/search',
      { schema: { querystring: ImageSearchQuery }, preHandler: [session, imageSearch] },
      async (request, reply) => {
        const { query, page = 1 } = request.query;
        return send(reply, await searchImages(ctx, query, page));
      },
    );

    // The demo library's pictures: public like a stock site's CDN (an <img> sends no bearer
    // token), immutable for a given id and size.
    app.get<{ Params: { id: string; size: 'full.png' | 'preview.png' } }>(
      '/images/local/:id/:size',
      { schema: { params: LocalPictureParams } },
      async (request, reply) => {
        const { id, size } = request.params;
        const bytes = ctx.images.local.picture(id, size === 'full.png' ? 'full' : 'preview');
        if (!bytes) return send(reply, notFound());
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );

    app.get<{ Querystring: LibraryListQuery }>(
      '/images/library',
      { schema: { querystring: LibraryListQuery }, preHandler: [session, imageSearch] },
      async (request, reply) =>
        send(reply, await libraryPage(ctx, authOf(request).user, request.query.page ?? 1)),
    );

    app.post<{ Body: SaveLibraryImageRequest }>(
      '/images/library',
      { schema: { body: SaveLibraryImageRequest }, preHandler: [session, imageSearch, csrf] },
      async (request, reply) => send(reply, await saveToLibrary(ctx, authOf(request).user, request.body)),
    );

    app.delete<{ Params: LibraryImageParams }>(
      '/images/library/:imageId',
      { schema: { params: LibraryImageParams }, preHandler: [session, imageSearch, csrf] },
      async (request, reply) =>
        send(reply, await removeFromLibrary(ctx, authOf(request).user, request.params.imageId)),
    );

    // The stored copy, with the bearer token (fetched by the portal and shown from memory).
    app.get<{ Params: LibraryImageParams }>(
      '/images/library/:imageId/file',
      { schema: { params: LibraryImageParams }, preHandler: [session, imageSearch] },
      async (request, reply) => {
        const file = await libraryFile(ctx, authOf(request).user, request.params.imageId);
        if (!file) return send(reply, notFound());
        return reply
          .header('content-type', file.row.file_name.endsWith('.png') ? 'image/png' : 'image/jpeg')
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-length', Number(file.row.file_size))
          .send(file.body);
      },
    );

    app.post<{ Params: OrderLibraryParams; Body: AttachLibraryImagesRequest }>(
      '/order/:id/library-images',
      {
        schema: { params: OrderLibraryParams, body: AttachLibraryImagesRequest },
        preHandler: [session, imageSearch, csrf],
      },
      async (request, reply) =>
        send(reply, await attachLibraryImages(ctx, authOf(request).user, request.params.id, request.body)),
    );
  };
