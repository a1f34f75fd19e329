import { getUploadStore, type UploadItem } from 'proofdesk/upload';
import { describe, expect, it } from 'vitest';
import {
  arm,
  choose,
  fixtures,
  holding,
  recordToasts,
  renderUpload,
  serverState,
  sweepAfter,
  textFile,
  uploadInstance,
} from './support';

// Cancel (§8 "Removing temporary uploaded files"), the order lock while an upload is unfinished,
// at most three at once, and the sweep of what a vanished client left.

const supplied = { kind: 'attachment', category: 'supplied' } as const;
const unfinished = (state: { rows: { status: string }[] }) =>
  state.rows.filter((row) => row.status !== 'registered').length;
/** The order's transfers the server holds open, and its unfinished uploads. */
const inFlight = async (orderId: string) => ({
  held: await holding(orderId),
  rows: unfinished(await serverState(orderId)),
});

describe('Upload: cancel', () => {
  it('aborts a transfer in flight and deletes the temporary upload; the order is locked until then', async () => {
    const { cancelOrderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const toasts = recordToasts(instance);
    const { root, input } = renderUpload(instance, { orderId: cancelOrderId, target: supplied });
    // The server reads nothing of the next storage POST: the transfer stays in flight.
    await arm(cancelOrderId, 'hold-storage');
    choose(input, [textFile('Big brief.txt', 8 * 1024 * 1024)]);
    // The cancel comes once the server holds the transfer: earlier, it would stop the upload before
    // its POST and leave the hold armed.
    await expect.poll(() => inFlight(cancelOrderId)).toEqual({ held: 1, rows: 1 });
    // "Decide when the order is locked during an upload": from the token on.
    expect((await serverState(cancelOrderId)).lockedAt).not.toBeNull();

    const cancel = root.querySelector<HTMLButtonElement>(
      'button[aria-label="Cancel upload of Big brief.txt"]',
    );
    expect(cancel).not.toBeNull();
    cancel?.click();
    const store = getUploadStore(instance);
    const item = await store.settled(store.$items.get()[0]?.id ?? '');
    expect(item.phase).toBe('cancelled');
    expect(toasts.map((toast) => toast.message)).toContain('Please wait. Your file is in removing...');
    expect(toasts.at(-1)).toMatchObject({ message: 'The upload of Big brief.txt was cancelled.' });
    // Nothing left: no row, no file, no temporary file, no lock.
    await expect
      .poll(async () => {
        const state = await serverState(cancelOrderId);
        const held = await holding(cancelOrderId);
        return { lock: state.lockedAt, rows: unfinished(state), temporary: state.temporary.length, held };
      })
      // The server has seen the browser give the transfer up, too: the next test starts clean.
      .toEqual({ lock: null, rows: 0, temporary: 0, held: 0 });
    expect(root.querySelector('.pd-upload-item')).toBeNull();
  });

  it("shows 'Failed!' with the server's message when the removal fails; the sweep removes it later", async () => {
    const { cancelOrderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const toasts = recordToasts(instance);
    const store = getUploadStore(instance);
    await arm(cancelOrderId, 'hold-storage');
    await arm(cancelOrderId, 'delete', 'The storage is busy, try again.', 400);
    const started = store.start({
      orderId: cancelOrderId,
      target: supplied,
      files: [textFile('Held.txt', 8 * 1024 * 1024)],
    });
    const id = started.ok ? (started.ids[0] as string) : '';
    await expect.poll(() => inFlight(cancelOrderId)).toEqual({ held: 1, rows: 1 });
    expect(await store.cancel(id)).toBe(true);
    const item: UploadItem = await store.settled(id);
    expect(item.phase).toBe('failed');
    await expect.poll(() => holding(cancelOrderId)).toBe(0);
    expect(toasts.at(-1)).toMatchObject({
      variant: 'danger',
      title: 'Failed!',
      message: 'The storage is busy, try again.',
    });
    // The pending upload is still there, and so is the lock, until the sweep: not yet within the
    // policy's life and its grace, then it goes.
    const left = await serverState(cancelOrderId);
    expect(unfinished(left)).toBe(1);
    expect(left.lockedAt).not.toBeNull();
    expect((await sweepAfter(10 * 60 * 1000)).keys).toEqual([]);
    const swept = await sweepAfter(2 * 60 * 60 * 1000);
    expect(swept.keys).toEqual([left.rows.find((row) => row.status !== 'registered')?.key]);
    const after = await serverState(cancelOrderId);
    expect(unfinished(after)).toBe(0);
    expect(after.lockedAt).toBeNull();
  });

  it('cancels a file still waiting for a slot without asking the server', async () => {
    const { cancelOrderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const store = getUploadStore(instance);
    const files = [1, 2, 3, 4].map((n) => textFile(`queued-${n}.txt`, 64 * 1024));
    const started = store.start({ orderId: cancelOrderId, target: supplied, files });
    const ids = started.ok ? started.ids : [];
    expect(store.$items.get().find((item) => item.id === ids[3])?.phase).toBe('queued');
    expect(await store.cancel(ids[3] as string)).toBe(true);
    expect((await store.settled(ids[3] as string)).phase).toBe('cancelled');
    const ended = await Promise.all(ids.slice(0, 3).map((id) => store.settled(id)));
    expect(ended.map((item) => item.phase)).toEqual(['done', 'done', 'done']);
    // Ended uploads cannot be cancelled.
    expect(await store.cancel(ids[0] as string)).toBe(false);
  });
});

describe('Upload: at most three at once', () => {
  it('sends three files at a time and queues the rest', async () => {
    const { cancelOrderId: orderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const store = getUploadStore(instance);
    let most = 0;
    store.$items.listen((items) => {
      const active = items.filter((item) => item.phase === 'sending' || item.phase === 'registering');
      most = Math.max(most, active.length);
    });
    const files = [1, 2, 3, 4, 5, 6].map((n) => textFile(`batch-${n}.txt`, 256 * 1024));
    const started = store.start({ orderId, target: supplied, files });
    expect(started.ok).toBe(true);
    const ended = await Promise.all((started.ok ? started.ids : []).map((id) => store.settled(id)));
    expect(ended.every((item) => item.phase === 'done')).toBe(true);
    expect(most).toBe(3);
    expect((await serverState(orderId)).lockedAt).toBeNull();
  });
});
