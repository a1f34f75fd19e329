import { getUploadStore, type UploadItem } from 'proofdesk/upload';
import { describe, expect, it } from 'vitest';
import {
  arm,
  fixtures,
  recordToasts,
  serverLog,
  serverState,
  setStorageUsed,
  textFile,
  uploadInstance,
} from './support';

// A server refusal at each of the three steps (§4.11, §8 "Upload failure"): a red toast with the
// server's message (or the generic one), what reached the server deleted, then the order unlock;
// if that fails too, the "maybe locked" message.

const UNLOCK_FAILED =
  'Something went wrong, the order maybe locked. Please contact administrator to unlock the order!';
const supplied = { kind: 'attachment', category: 'supplied' } as const;

async function callsSince(count: number) {
  return (await serverLog()).slice(count).map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
}

async function failedUpload(
  username: string,
  orderId: string,
  target = supplied as object,
  name = 'brief.txt',
) {
  const instance = await uploadInstance(username);
  const toasts = recordToasts(instance);
  const store = getUploadStore(instance);
  const before = (await serverLog()).length;
  const started = store.start({ orderId, target: target as typeof supplied, files: [textFile(name, 4096)] });
  if (!started.ok) throw new Error(started.problem.message);
  const item: UploadItem = await store.settled(started.ids[0] as string);
  return { item, toasts, calls: await callsSince(before) };
}

describe('Upload: refusals at each step', () => {
  it('step 1, the token: the server refuses past the quota; the order is unlocked', async () => {
    const { summitOrderId } = fixtures();
    const instance = await uploadInstance('summit@demo.test');
    const total = Number(instance.session.$profile.get()?.storages.quota);
    // The profile said there was room; the server knows better by now.
    await setStorageUsed('client-summit', total);
    try {
      const toasts = recordToasts(instance);
      const store = getUploadStore(instance);
      const before = (await serverLog()).length;
      const started = store.start({
        orderId: summitOrderId,
        target: supplied,
        files: [textFile('a.txt', 10)],
      });
      expect(started.ok).toBe(true);
      const item = await store.settled(started.ok ? (started.ids[0] as string) : '');
      const calls = await callsSince(before);
      expect(item.phase).toBe('failed');
      expect(item.error).toBe('Please upgrade your membership to continue uploading more attachments.');
      expect(toasts.at(-1)).toMatchObject({
        variant: 'danger',
        title: 'Failed',
        message: 'Please upgrade your membership to continue uploading more attachments.',
      });
      expect(
        calls.some(
          (call) => call.startsWith('POST /api/upload/upload-token/attachment/') && call.endsWith(' 400'),
        ),
      ).toBe(true);
      expect(calls).toContain(`PUT /api/order/${summitOrderId}/unlock-order 200`);
      expect(calls.some((call) => call.startsWith('POST /api/storage/upload'))).toBe(false);
      expect(toasts.some((toast) => toast.message === UNLOCK_FAILED)).toBe(false);
      expect(await serverState(summitOrderId)).toMatchObject({ lockedAt: null });
    } finally {
      await setStorageUsed('client-summit', 0);
    }
  });

  it('step 2, the form POST: the storage refusal with its message; the file is removed, the order unlocked', async () => {
    const { otherOrderId } = fixtures();
    await arm(otherOrderId, 'storage', 'The upload policy has expired.', 403);
    const { item, toasts, calls } = await failedUpload('owner@demo.test', otherOrderId);
    expect(item.error).toBe('The upload policy has expired.');
    expect(toasts.at(-1)).toMatchObject({ variant: 'danger', message: 'The upload policy has expired.' });
    expect(calls).toContain('POST /api/storage/upload 403');
    // The pending upload is deleted (the chosen temporary-upload call), then the unlock.
    const removal = calls.findIndex((call) => /^DELETE \/api\/upload\/attachment\/.+ 200$/.test(call));
    const unlock = calls.indexOf(`PUT /api/order/${otherOrderId}/unlock-order 200`);
    expect(removal).toBeGreaterThan(-1);
    expect(unlock).toBeGreaterThan(removal);
    const state = await serverState(otherOrderId);
    expect(state.lockedAt).toBeNull();
    expect(state.rows.filter((row) => row.status !== 'registered')).toEqual([]);
  });

  it('step 2 failing without a message shows the generic text', async () => {
    const { otherOrderId } = fixtures();
    await arm(otherOrderId, 'storage', 'Internal detail that must not show.', 500);
    const { item, toasts } = await failedUpload('owner@demo.test', otherOrderId);
    expect(item.error).toBe('There was a problem uploading your file.');
    expect(toasts.at(-1)).toMatchObject({
      variant: 'danger',
      title: 'Failed',
      message: 'There was a problem uploading your file.',
    });
  });

  it('step 3, the registration: a version of an attachment that does not exist is refused', async () => {
    const { otherOrderId } = fixtures();
    const { item, toasts, calls } = await failedUpload('owner@demo.test', otherOrderId, {
      kind: 'attachment-version',
      attachmentId: 'no-such-attachment',
    });
    expect(calls.some((call) => call.startsWith('POST /api/storage/upload') && call.endsWith(' 200'))).toBe(
      true,
    );
    expect(calls).toContain(`PUT /api/upload/attachment-version/${otherOrderId} 404`);
    expect(item.phase).toBe('failed');
    expect(item.error).not.toBe('There was a problem uploading your file.');
    expect(toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Failed', message: item.error });
    // The stored file goes too: nothing is left behind.
    expect(calls.some((call) => /^DELETE \/api\/upload\/attachment-version\/.+ 200$/.test(call))).toBe(true);
    expect(calls).toContain(`PUT /api/order/${otherOrderId}/unlock-order 200`);
    const state = await serverState(otherOrderId);
    expect(state.lockedAt).toBeNull();
    expect(state.rows.filter((row) => row.status !== 'registered')).toEqual([]);
  });

  it('says the order may be locked when the unlock fails too', async () => {
    const { otherOrderId } = fixtures();
    await arm(otherOrderId, 'storage', 'The upload policy has expired.', 403);
    await arm(otherOrderId, 'unlock', 'Unlock refused.', 403);
    const { toasts, calls } = await failedUpload('owner@demo.test', otherOrderId);
    expect(calls).toContain(`PUT /api/order/${otherOrderId}/unlock-order 403`);
    expect(toasts.at(-1)).toMatchObject({ variant: 'danger', message: UNLOCK_FAILED });
  });

  it('an unknown order: the token is refused and so is the unlock', async () => {
    const { toasts, calls } = await failedUpload('owner@demo.test', 'no-such-order');
    expect(calls).toContain('PUT /api/order/no-such-order/unlock-order 404');
    expect(toasts.map((toast) => toast.message)).toContain(UNLOCK_FAILED);
  });
});
