import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AttachLibraryImagesRequest,
  IMAGE_LIBRARY_LIMIT,
  IMAGE_LIBRARY_PAGE_SIZE,
  IMAGE_MESSAGES,
  IMAGE_SEARCH_PAGE_SIZE,
  type ImageSearchPage,
  type LibraryImage,
  type LibraryPage,
  type SaveLibraryImageRequest,
} from 'proofdesk/contract';
import { mayUploadTo, UPLOAD_BATCH_LIMIT } from 'proofdesk/rules';
import { addStorageUsedIn } from '../account/storage';
import { transaction } from '../data';
import {
  countLibrary,
  deleteLibraryImage,
  deleteStoredFileRow,
  hasLibraryImage,
  insertLibraryImage,
  insertStoredFileRow,
  type LibraryRow,
  selectLibraryImages,
  selectLibraryPage,
} from '../data/images/library-rows';
import { addTimelineEntry } from '../data/orders/order-rows';
import { insertAttachment, insertNextVersion } from '../data/uploads/upload-rows';
import { denied, done, fail, invalid, notFound, type Result, type ServerContext } from '../http';
import { findReadableOrder } from '../orders';
import { accessOf, findAttachment, readersOf } from '../proofing';
import { quotaRefusal, storageFull } from '../uploads/token';
import type { UserRow } from '../users';
import { ImageProviderError } from './provider';

/** The largest picture a save downloads (held in memory while it is stored): a large2x JPEG is ~1 MB. */
export const IMAGE_DOWNLOAD_LIMIT = 25 * 1024 * 1024;

/** The uploads row type of a library copy (served by GET /images/library/{id}/file). */
export const LIBRARY_FILE_TYPE = 'library-image';

/** A provider that could not answer: 503 when it is down or busy, 502 when it refused or sent nonsense. */
export function providerFailure(error: unknown): Result {
  if (!(error instanceof ImageProviderError)) throw error;
  if (error.reason === 'rate-limited') return fail(503, IMAGE_MESSAGES.providerBusy);
  if (error.reason === 'refused') return fail(502, IMAGE_MESSAGES.providerRefused);
  if (error.reason === 'too-large') return fail(413, IMAGE_MESSAGES.tooLarge);
  return fail(503, IMAGE_MESSAGES.providerDown);
}

export async function searchImages(
  ctx: ServerContext,
  query: string,
  page: number,
): Promise<Result<ImageSearchPage>> {
  const provider = ctx.images.active;
  try {
    const found = await provider.search(query.trim(), page, IMAGE_SEARCH_PAGE_SIZE);
    return done({
      data: { provider: provider.name, images: found.images, total: found.total },
      meta: {
        page: found.page,
        totalPages: Math.max(1, Math.ceil(found.total / found.perPage)),
      },
    });
  } catch (error) {
    return providerFailure(error) as Result<never>;
  }
}

export const libraryFileUrl = (ctx: ServerContext, id: string) =>
  `${ctx.publicUrl()}/api/images/library/${encodeURIComponent(id)}/file`;

export function toLibraryImage(ctx: ServerContext, row: LibraryRow): LibraryImage {
  return {
    id: row.id,
    provider: row.provider === 'pexels' ? 'pexels' : 'local',
    providerImageId: row.provider_image_id,
    title: row.title,
    fileName: row.file_name,
    size: Number(row.file_size),
    width: Number(row.width),
    height: Number(row.height),
    photographer: row.photographer,
    photographerUrl: row.photographer_url,
    sourceUrl: row.source_url,
    credit: row.credit,
    licence: row.licence,
    fileUrl: libraryFileUrl(ctx, row.id),
    savedAt: row.saved_at,
    savedBy: row.saved_by,
  };
}

const noAccount = () => fail(403, IMAGE_MESSAGES.noAccount);

export async function libraryPage(
  ctx: ServerContext,
  user: UserRow,
  page: number,
): Promise<Result<LibraryPage>> {
  if (!user.client_id) return noAccount();
  const { rows, total } = await selectLibraryPage(ctx.data.db, user.client_id, page, IMAGE_LIBRARY_PAGE_SIZE);
  return done({
    data: { images: rows.map((row) => toLibraryImage(ctx, row)), total, limit: IMAGE_LIBRARY_LIMIT },
    meta: {
      page,
      totalPages: Math.max(1, Math.ceil(total / IMAGE_LIBRARY_PAGE_SIZE)),
    },
  });
}

/**
 * POST /images/library: the provider's image, read again by id (never a URL from the client), is
 * downloaded and stored under a new key in the account's storage, counted like an upload.
 */
export async function saveToLibrary(
  ctx: ServerContext,
  user: UserRow,
  body: SaveLibraryImageRequest,
): Promise<Result<LibraryImage>> {
  const clientId = user.client_id;
  if (!clientId) return noAccount();
  const provider = ctx.images.byName(body.provider);
  if (!provider) return invalid(`provider: ${body.provider} is not configured on this server`);
  if (await hasLibraryImage(ctx.data.db, clientId, provider.name, body.imageId))
    return fail(409, IMAGE_MESSAGES.alreadySaved);
  if ((await countLibrary(ctx.data.db, clientId)) >= IMAGE_LIBRARY_LIMIT)
    return fail(409, IMAGE_MESSAGES.libraryFull);
  let file: Awaited<ReturnType<typeof provider.download>>;
  let image: Awaited<ReturnType<typeof provider.find>>;
  try {
    image = await provider.find(body.imageId);
    if (!image) return notFound(IMAGE_MESSAGES.notFound);
    file = await provider.download(image, IMAGE_DOWNLOAD_LIMIT);
  } catch (error) {
    return providerFailure(error) as Result<never>;
  }
  const full = await quotaRefusal(ctx, clientId, file.bytes.length);
  if (full) return full as Result<never>;
  const key = `${randomUUID()}-${file.fileName}`;
  await ctx.store.put(key, file.bytes);
  const at = ctx.now().toISOString();
  const row: LibraryRow = {
    id: randomUUID(),
    client_id: clientId,
    saved_by: user.id,
    provider: provider.name,
    provider_image_id: image.id,
    title: image.title.slice(0, 200),
    file_name: file.fileName,
    storage_key: key,
    file_size: file.bytes.length,
    width: image.width,
    height: image.height,
    photographer: image.photographer,
    photographer_url: image.photographerUrl,
    source_url: image.sourceUrl,
    credit: image.credit,
    licence: image.licence,
    saved_at: at,
  };
  const outcome = await transaction(ctx.data, async (trx) => {
    if (!(await insertLibraryImage(trx, row))) return 'duplicate' as const;
    await insertStoredFileRow(trx, {
      key,
      orderId: null,
      userId: user.id,
      type: LIBRARY_FILE_TYPE,
      name: file.fileName,
      size: file.bytes.length,
      contentType: file.contentType,
      at,
    });
    // Counted under the account's lock last: two saves at once cannot both pass the quota.
    if (!(await addStorageUsedIn(trx, ctx.data.dialect, clientId, file.bytes.length, true))) {
      throw new StorageFull();
    }
    return 'saved' as const;
  }).catch((error: unknown) => {
    if (error instanceof StorageFull) return 'full' as const;
    throw error;
  });
  if (outcome !== 'saved') {
    await ctx.store.remove([key]);
    return outcome === 'full' ? (storageFull() as Result<never>) : fail(409, IMAGE_MESSAGES.alreadySaved);
  }
  return done({ data: toLibraryImage(ctx, row), message: IMAGE_MESSAGES.saved });
}

class StorageFull extends Error {}

/** DELETE /images/library/{id}: the copy is deleted and its storage given back. */
export async function removeFromLibrary(
  ctx: ServerContext,
  user: UserRow,
  id: string,
): Promise<Result<{ id: string }>> {
  const clientId = user.client_id;
  if (!clientId) return noAccount();
  const removed = await transaction(ctx.data, async (trx) => {
    const row = await deleteLibraryImage(trx, clientId, id);
    if (!row) return undefined;
    await deleteStoredFileRow(trx, row.storage_key);
    await addStorageUsedIn(trx, ctx.data.dialect, clientId, -Number(row.file_size));
    return row;
  });
  if (!removed) return notFound(IMAGE_MESSAGES.notFound);
  await ctx.store.remove([removed.storage_key]);
  return done({ data: { id }, message: IMAGE_MESSAGES.removed });
}

/** The account's library image's stored copy, for GET /images/library/{id}/file. */
export async function libraryFile(ctx: ServerContext, user: UserRow, id: string) {
  if (!user.client_id) return undefined;
  const [row] = await selectLibraryImages(ctx.data.db, user.client_id, [id]);
  if (!row) return undefined;
  const body = await ctx.store.get(row.storage_key);
  return body ? { row, body } : undefined;
}

/**
 * POST /order/{id}/library-images: each library image becomes a new supplied file of the order
 * (an attachment at version 1), as an upload of it would: the same rights (supplied files: owner,
 * staff and the internal roles), a copy under a new key (the library keeps its own), counted in
 * the order's account's storage, a timeline line, and the order's readers told to reload.
 */
export async function attachLibraryImages(
  ctx: ServerContext,
  user: UserRow,
  orderId: string,
  body: AttachLibraryImagesRequest,
): Promise<Result<{ attachmentIds: string[] }>> {
  const clientId = user.client_id;
  if (!clientId) return noAccount();
  const order = await findReadableOrder(ctx.data, user, orderId);
  if (!order) return notFound();
  if (!mayUploadTo(accessOf(user), 'supplied')) return denied();
  const wanted = [...new Set(body.imageIds)];
  const images = await selectLibraryImages(ctx.data.db, clientId, wanted);
  if (images.length !== wanted.length) return notFound(IMAGE_MESSAGES.notFound);
  const total = images.reduce((sum, image) => sum + Number(image.file_size), 0);
  const full = await quotaRefusal(ctx, order.client_id, total);
  if (full) return full as Result<never>;
  const copies: { image: LibraryRow; key: string; size: number; attachmentId: string; versionId: string }[] =
    [];
  for (const image of images) {
    const source = await ctx.store.get(image.storage_key);
    const received = source ? await ctx.store.receive(source as Readable, UPLOAD_BATCH_LIMIT) : undefined;
    if (!received?.ok) {
      await ctx.store.remove(copies.map((copy) => copy.key));
      return fail(409, `${image.file_name} is no longer stored. Remove it from My Images and save it again.`);
    }
    const key = `${randomUUID()}-${image.file_name}`;
    await received.staged.commit(key);
    copies.push({
      image,
      key,
      size: received.staged.size,
      attachmentId: randomUUID(),
      versionId: randomUUID(),
    });
  }
  const at = ctx.now().toISOString();
  const counted = await transaction(ctx.data, async (trx) => {
    for (const copy of copies) {
      const name = copy.image.file_name;
      await insertStoredFileRow(trx, {
        key: copy.key,
        orderId: order.id,
        userId: user.id,
        type: 'attachment',
        name,
        size: copy.size,
        contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
        at,
      });
      await insertAttachment(trx, {
        id: copy.attachmentId,
        orderId: order.id,
        group: 'suppliedFiles',
        fileName: name,
        startingTab: 'public',
        startFrom: 'supplied',
        at,
        createdBy: user.id,
      });
      await insertNextVersion(trx, {
        id: copy.versionId,
        attachmentId: copy.attachmentId,
        fileName: name,
        fileType: 'image',
        storageKey: copy.key,
        fileSize: copy.size,
        at,
        isInternal: false,
        thumbnailKey: null,
        uploadedByType: user.role,
        creatorId: user.id,
      });
      await addTimelineEntry(trx, {
        id: randomUUID(),
        orderId: order.id,
        userId: user.id,
        type: 'attachment',
        content: `Added ${name} from My Images (${copy.image.credit})`,
        at,
      });
    }
    // The rows before the storage figures, as a registration does (uploads/register.ts); a full
    // storage rolls everything back.
    const bytes = copies.reduce((sum, copy) => sum + copy.size, 0);
    if (!(await addStorageUsedIn(trx, ctx.data.dialect, order.client_id, bytes, true)))
      throw new StorageFull();
    return true;
  }).catch(async (error: unknown) => {
    await ctx.store.remove(copies.map((copy) => copy.key));
    if (error instanceof StorageFull) return false;
    throw error;
  });
  if (!counted) return storageFull() as Result<never>;
  // Supplied files are public: whoever reads the order hears of them.
  const attachment = await findAttachment(ctx.data, order.id, copies[0]?.attachmentId ?? '');
  const audience = attachment ? await readersOf(ctx.data, order, { attachment }) : [];
  ctx.hub.publish(audience, 'reload-order', { orderId: order.id });
  for (const copy of copies)
    ctx.hub.publish(audience, 'reload-timeline', { orderId: order.id, attachmentId: copy.attachmentId });
  return done({
    data: { attachmentIds: copies.map((copy) => copy.attachmentId) },
    message: copies.length === 1 ? IMAGE_MESSAGES.attachedOne : IMAGE_MESSAGES.attached,
  });
}
