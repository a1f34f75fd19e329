import { getUploadStore, type UploadedFile, type UploadItem } from 'proofdesk/upload';
import { describe, expect, it } from 'vitest';
import {
  choose,
  fixtures,
  imageFile,
  imageInfo,
  recordToasts,
  renderUpload,
  serverState,
  textFile,
  uploadInstance,
  versionRow,
} from './support';

// The three steps (§4.11) against the real server: token, form POST with byte progress, registration.

describe('Upload: the three steps', () => {
  it('uploads a file and an image as the owner: progress, toasts, records, thumbnail', async () => {
    const { flowOrderId: orderId, apiBaseUrl } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const toasts = recordToasts(instance);
    const store = getUploadStore(instance);
    const percents: Record<string, number[]> = {};
    store.$items.listen((items) => {
      for (const item of items) {
        const list = percents[item.name] ?? [];
        if (list.at(-1) !== item.percent) percents[item.name] = [...list, item.percent];
      }
    });
    const uploaded: UploadedFile[] = [];
    const { input, root } = renderUpload(instance, {
      orderId,
      target: { kind: 'attachment', category: 'supplied' },
      onUploaded: (file) => uploaded.push(file),
    });
    const longName = 'A brief with a very long name (final) + notes.txt';
    const text = textFile(longName, 3 * 1024 * 1024);
    const image = await imageFile('Logo sketch.png', 1200, 600);
    choose(input, [text, image]);
    await expect.poll(() => uploaded.length, { timeout: 20_000 }).toBe(2);

    // Registered with the original names, one new attachment each.
    expect(uploaded.map((file) => file.name).sort()).toEqual([longName, 'Logo sketch.png'].sort());
    for (const file of uploaded) {
      expect(file.orderId).toBe(orderId);
      expect(file.attachmentId).toEqual(expect.any(String));
      expect(file.versionId).toEqual(expect.any(String));
    }
    // Progress came from the transfer: rising whole percents ending at 100.
    const textPercents = percents[longName] ?? [];
    expect(textPercents.at(-1)).toBe(100);
    expect([...textPercents].sort((a, b) => a - b)).toEqual(textPercents);
    const items = store.$items.get().filter((item: UploadItem) => item.orderId === orderId);
    const textItem = items.find((item) => item.name === longName) as UploadItem;
    expect(textItem.phase).toBe('done');
    expect(textItem.sent).toBeGreaterThanOrEqual(text.size);

    // Toasts: uploading with the name cut to 30, the size and a percent; then success.
    const cut = `${longName.slice(0, 30)}...`;
    expect(toasts.some((t) => t.title === 'Uploading' && t.message?.startsWith(`${cut} (3.00 MB) `))).toBe(
      true,
    );
    expect(toasts.some((t) => t.message === `${cut} (3.00 MB) 100% completed`)).toBe(true);
    expect(toasts.filter((t) => t.variant === 'success').map((t) => t.message)).toEqual(
      expect.arrayContaining([`${cut} has been uploaded.`, 'Logo sketch.png has been uploaded.']),
    );
    // The zone's list empties as files finish (their toasts said so).
    await expect.poll(() => root.querySelectorAll('.pd-upload-item').length).toBe(0);

    // The server: registered rows, the order unlocked, the image with a 316×240 JPEG thumbnail.
    const state = await serverState(orderId);
    expect(state.lockedAt).toBeNull();
    expect(state.rows.filter((row) => row.status !== 'registered')).toEqual([]);
    expect(state.temporary).toEqual([]);
    const imageVersion = await versionRow(
      uploaded.find((f) => f.name === 'Logo sketch.png')?.versionId ?? '',
    );
    const textVersion = await versionRow(uploaded.find((f) => f.name === longName)?.versionId ?? '');
    expect(textVersion.thumbnail_key).toBeNull();
    expect(textVersion.file_size).toBe(text.size);
    expect(textVersion.group).toBe('suppliedFiles');
    expect(imageVersion.thumbnail_key).toMatch(/-thumbnail\.jpg$/);
    const token = instance.session.$auth.get().token;
    const response = await fetch(`${apiBaseUrl}/storage/file/${imageVersion.thumbnail_key}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await imageInfo(await response.blob())).toEqual({ width: 316, height: 240, type: 'image/jpeg' });
  });
});
