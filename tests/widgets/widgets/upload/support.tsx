// Upload widget tests against their own real server (upload-server.ts): a signed-in instance, real
// files made in the page, the zone rendered in its shadow root, and the server's test hooks.
import type { ProofdeskInstance } from 'proofdesk';
import { getToastStore, type ToastItem } from 'proofdesk/react';
import { Upload, type UploadProps, type UploadWidgetMessages } from 'proofdesk/upload';
import { inject } from 'vitest';
import { render } from '../../support/render';
import { signedInInstance } from '../../support/sessions';

export const fixtures = () => inject('uploads');

export function uploadInstance(username: string): Promise<ProofdeskInstance> {
  return signedInInstance(username, { baseUrl: fixtures().apiBaseUrl });
}

const hook = (path: string, init?: RequestInit) =>
  fetch(`${fixtures().apiBaseUrl}/__test/uploads/${path}`, init).then((response) => response.json());

export interface ServerState {
  lockedAt: string | null;
  rows: { key: string; status: string; size: number }[];
  files: string[];
  temporary: string[];
}

export const serverState = (orderId: string): Promise<ServerState> => hook(`state/${orderId}`);

export const serverLog = (): Promise<{ method: string; path: string; status: number }[]> => hook('log');

export const versionRow = (
  versionId: string,
): Promise<{
  file_name: string;
  file_size: number;
  storage_key: string;
  thumbnail_key: string | null;
  is_internal: number;
  group: string;
}> => hook(`version/${versionId}`);

/**
 * Arms one failure at the server for `orderId`'s requests: its next request of that step answers
 * `status` + `message`, or with 'hold-storage' its next storage POST is held open (a transfer in
 * flight). Per order, since the upload test files run side by side against one server.
 */
export function arm(
  orderId: string,
  step: 'storage' | 'unlock' | 'delete' | 'hold-storage',
  message?: string,
  status?: number,
) {
  return hook('arm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, step, message, status }),
  });
}

/** How many of `orderId`'s storage POSTs the server holds open right now. */
export const holding = (orderId: string): Promise<number> =>
  hook(`holding/${orderId}`).then((body: { holding: number }) => body.holding);

export function setStorageUsed(clientId: string, used: number) {
  return hook('storage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, used }),
  });
}

/** A text file of `bytes` bytes. */
export function textFile(name: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes).fill(97)], name, { type: 'text/plain' });
}

/** A real image of `width`×`height`: two coloured halves, encoded by the browser. */
export async function imageFile(
  name: string,
  width: number,
  height: number,
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#c0392b';
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = '#2980b9';
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await canvas.convertToBlob({ type, quality: 0.9 });
  return new File([blob], name, { type });
}

/** The toasts of the instance's queue (what the host's ToastRegion shows). */
export const toastsOf = (instance: ProofdeskInstance): readonly ToastItem[] =>
  getToastStore(instance).$toasts.get();

/** Every toast the queue held while the test ran, in order (a toast replaced in place counts each time). */
export function recordToasts(instance: ProofdeskInstance): ToastItem[] {
  const seen: ToastItem[] = [];
  getToastStore(instance).$toasts.listen((toasts) => {
    for (const toast of toasts) {
      const last = seen.findLast((item) => item.id === toast.id);
      if (!last || last.message !== toast.message || last.variant !== toast.variant) seen.push(toast);
    }
  });
  return seen;
}

/** The zone rendered as `<Upload>` in its own shadow root; the picker's input and the root. */
export function renderUpload(
  instance: ProofdeskInstance,
  props: UploadProps<UploadWidgetMessages>,
): { root: ShadowRoot; input: HTMLInputElement } {
  const { container } = render(<Upload {...props} />, instance);
  const host = container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('Upload did not attach a shadow root');
  const input = host.shadowRoot.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { root: host.shadowRoot, input };
}

/** Files chosen in the picker, as the browser reports them (a change event on the input). */
export function choose(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Files dropped on the zone. */
export function drop(root: ShadowRoot, files: readonly File[]): void {
  const zone = root.querySelector('.pd-upload-zone') as HTMLElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
}

/** Decodes an image and gives its size and type. */
export async function imageInfo(blob: Blob): Promise<{ width: number; height: number; type: string }> {
  const bitmap = await createImageBitmap(blob);
  const info = { width: bitmap.width, height: bitmap.height, type: blob.type };
  bitmap.close();
  return info;
}

/** Runs the server's sweeper as if `ms` had passed: the keys it removed. */
export const sweepAfter = (ms: number): Promise<{ keys: string[] }> =>
  hook('sweep', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
