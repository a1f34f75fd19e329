import { atom } from 'nanostores';
import type { AssetKind } from '../../contract';
import {
  checkUploadBatch,
  getsThumbnail,
  MAX_PARALLEL_UPLOADS,
  type StorageFigures,
  thumbnailName,
  uploadPercent,
} from '../domain';
import type { HttpClient, ProofdeskError } from '../http';
import type { ToastStore } from '../toasts';
import { registerFile, removeTemporary, requestToken, unlockOrder } from './calls';
import { defaultUploadToastMessages } from './messages';
import { createThumbnailMaker, type ThumbnailMaker } from './thumbnail';
import { sendToStorage } from './transfer';
import type { UploadedFile, UploadItem, UploadRequest, UploadStore } from './types';
import { type UploadToasts, uploadToasts } from './upload-toasts';

export interface UploadStoreOptions {
  http: HttpClient;
  /** The instance's toast queue: the host's region shows the upload toasts. */
  toasts: ToastStore;
  /** The signed-in user's storage figures (the profile's `storages` and `retail`), for the quota. */
  storage: () => StorageFigures | null | undefined;
  thumbnails?: ThumbnailMaker;
}

interface Job {
  id: string;
  file: File;
  request: UploadRequest;
  toasts: UploadToasts;
  controller: AbortController;
  /** Storage keys the server handed out for this file (the file's, then its thumbnail's). */
  keys: string[];
  done: Promise<UploadItem>;
  settle(item: UploadItem): void;
}

/** Account images belong to the caller, not to an order: no order to lock or unlock. */
const ORDER_KINDS: ReadonlySet<AssetKind> = new Set(['attachment', 'attachment-version']);

/** A failed call's text for the fail toast: the server's own message, else the spec's generic one. */
const serverMessage = (error: ProofdeskError) =>
  error.status === 0 || error.status >= 500 ? undefined : error.message;

/**
 * The three steps of §4.11 per file (token, form POST with byte progress, registration), at most
 * MAX_PARALLEL_UPLOADS files at once, with the §4.11 toasts, cancel, and on failure the removal of
 * what reached the server and the order unlock.
 */
export function createUploadStore(options: UploadStoreOptions): UploadStore {
  const { http } = options;
  const $items = atom<readonly UploadItem[]>([]);
  const jobs = new Map<string, Job>();
  const queue: Job[] = [];
  const thumbnails = options.thumbnails ?? createThumbnailMaker();
  let active = 0;
  let seq = 0;

  const itemOf = (id: string) => $items.get().find((item) => item.id === id) as UploadItem;
  const patch = (id: string, change: Partial<UploadItem>) =>
    $items.set($items.get().map((item) => (item.id === id ? { ...item, ...change } : item)));

  const check = (files: readonly { name: string; size: number }[], kind: AssetKind = 'attachment') =>
    checkUploadBatch(files, options.storage() ?? null, undefined, kind);

  function pump(): void {
    while (active < MAX_PARALLEL_UPLOADS && queue.length > 0) {
      const job = queue.shift() as Job;
      active += 1;
      void run(job)
        .catch(() => fail(job, undefined))
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  }

  function end(job: Job, change: Partial<UploadItem>): void {
    patch(job.id, change);
    job.settle(itemOf(job.id));
  }

  async function run(job: Job): Promise<void> {
    const { file, request, controller } = job;
    const { target, orderId } = request;
    const { signal } = controller;
    patch(job.id, { phase: 'sending' });
    job.toasts.uploading(itemOf(job.id));
    const thumbnail = getsThumbnail(file.name) ? await thumbnails.make(file) : null;
    if (signal.aborted) return cancelled(job);
    const token = await requestToken(http, target.kind, orderId, file);
    if (!token.ok) return fail(job, serverMessage(token.error));
    job.keys.push(token.data.fields.key ?? '');
    const thumbToken = thumbnail
      ? await requestToken(http, target.kind, orderId, {
          name: thumbnailName(file.name),
          size: thumbnail.size,
          type: thumbnail.type,
        })
      : undefined;
    if (thumbToken && !thumbToken.ok) return fail(job, serverMessage(thumbToken.error));
    if (thumbToken?.ok) job.keys.push(thumbToken.data.fields.key ?? '');
    if (signal.aborted) return cancelled(job);
    let shown = -1;
    const sent = await sendToStorage(token.data, file, {
      signal,
      onProgress: ({ sent: bytes, total }) => {
        const percent = uploadPercent(bytes, total);
        patch(job.id, { sent: bytes, total, percent });
        // The toast changes only when the whole percent does, not on every progress event.
        if (percent !== shown) job.toasts.uploading(itemOf(job.id));
        shown = percent;
      },
    });
    if (!sent.ok) return sent.aborted ? cancelled(job) : fail(job, sent.message);
    if (thumbnail && thumbToken?.ok) {
      const thumbSent = await sendToStorage(thumbToken.data, thumbnail, { signal });
      if (!thumbSent.ok) return thumbSent.aborted ? cancelled(job) : fail(job, thumbSent.message);
    }
    if (signal.aborted) return cancelled(job);
    // From here the file is the server's: registration cannot be cancelled halfway.
    patch(job.id, { phase: 'registering', percent: 100 });
    const registered = await registerFile(http, target, orderId, {
      name: file.name,
      type: file.type,
      size: file.size,
      key: job.keys[0] as string,
      ...(thumbnail && thumbToken?.ok && { thumbnail: { key: job.keys[1] as string, size: thumbnail.size } }),
    });
    if (!registered.ok) return fail(job, serverMessage(registered.error));
    const uploaded: UploadedFile = {
      name: file.name,
      orderId,
      attachmentId: registered.data?.attachmentId,
      versionId: registered.data?.versionId ?? registered.id,
    };
    job.toasts.success(itemOf(job.id));
    end(job, { phase: 'done', uploaded });
    try {
      request.onUploaded?.(uploaded);
    } catch (error) {
      // A host's failing callback never breaks the upload of the next file.
      console.error(error);
    }
  }

  /** Fail toast, then nothing left behind, then the order unlock (§4.11, §8). */
  async function fail(job: Job, message: string | undefined): Promise<void> {
    const { target, orderId, messages } = job.request;
    const error = message || (messages?.failed ?? defaultUploadToastMessages.failed);
    patch(job.id, { phase: 'failed', error });
    job.toasts.failed(itemOf(job.id), message);
    // Nothing left behind: a refused registration keeps its stored files for a retry, so they go too.
    await Promise.all(job.keys.map((key) => removeTemporary(http, target.kind, orderId, key)));
    if (ORDER_KINDS.has(target.kind)) {
      const unlocked = await unlockOrder(http, orderId);
      if (!unlocked.ok) job.toasts.unlockFailed();
    }
    job.settle(itemOf(job.id));
  }

  /** Cancel: 'Please wait. Your file is in removing...' while what reached the server is deleted. */
  async function cancelled(job: Job): Promise<void> {
    const { target, orderId } = job.request;
    if (job.keys.length === 0) {
      job.toasts.cancelled(itemOf(job.id));
      return end(job, { phase: 'cancelled' });
    }
    patch(job.id, { phase: 'removing' });
    job.toasts.removing(itemOf(job.id));
    const results = await Promise.all(
      job.keys.map((key) => removeTemporary(http, target.kind, orderId, key)),
    );
    const refused = results.find((result) => !result.ok);
    if (refused && !refused.ok) {
      job.toasts.removeFailed(itemOf(job.id), refused.error.message);
      return end(job, { phase: 'failed', error: refused.error.message });
    }
    job.toasts.cancelled(itemOf(job.id));
    end(job, { phase: 'cancelled' });
  }

  function enqueue(file: File, request: UploadRequest): string {
    seq += 1;
    const id = `upload-${seq}`;
    let settle: (item: UploadItem) => void = () => {};
    const done = new Promise<UploadItem>((resolve) => {
      settle = resolve;
    });
    const messages = { ...defaultUploadToastMessages, ...request.messages };
    const job: Job = {
      id,
      file,
      request,
      toasts: uploadToasts(options.toasts, messages),
      controller: new AbortController(),
      keys: [],
      done,
      settle,
    };
    jobs.set(id, job);
    $items.set([
      ...$items.get(),
      {
        id,
        name: file.name,
        size: file.size,
        orderId: request.orderId,
        target: request.target,
        phase: 'queued',
        sent: 0,
        total: file.size,
        percent: 0,
        thumbnail: getsThumbnail(file.name),
      },
    ]);
    queue.push(job);
    return id;
  }

  return {
    $items,
    check,
    start(request) {
      const problem = check(request.files, request.target.kind);
      if (problem) return { ok: false, problem };
      const ids = request.files.map((file) => enqueue(file, request));
      pump();
      return { ok: true, ids };
    },
    async cancel(id) {
      const job = jobs.get(id);
      const phase = job && itemOf(id)?.phase;
      if (!job || (phase !== 'queued' && phase !== 'sending')) return false;
      const waiting = queue.indexOf(job);
      if (waiting >= 0) {
        queue.splice(waiting, 1);
        await cancelled(job);
        return true;
      }
      job.controller.abort();
      await job.done;
      return true;
    },
    settled(id) {
      const job = jobs.get(id);
      return job ? job.done : Promise.reject(new Error(`no upload ${id}`));
    },
    clearFinished() {
      const ended = new Set(['done', 'failed', 'cancelled']);
      const kept = $items.get().filter((item) => !ended.has(item.phase));
      for (const id of jobs.keys()) if (!kept.some((item) => item.id === id)) jobs.delete(id);
      $items.set(kept);
    },
    destroy() {
      queue.length = 0;
      for (const job of jobs.values()) job.controller.abort();
      thumbnails.destroy();
    },
  };
}
