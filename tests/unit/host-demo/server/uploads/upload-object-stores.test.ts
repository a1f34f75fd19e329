import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWEEP_GRACE_MS, sweepExpiredUploads } from '../../../../../host-demo/server/uploads';
import { testClock, testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder } from '../proofing-helpers';
import { STORE_KINDS, type StoreKind, storeUnderTest, withS3TestServer } from '../store-helpers';
import {
  fileBytes,
  multipartWith,
  postToStorage,
  setStorageUsed,
  storeFile,
  type Token,
  tempDataDir,
  uploadToken,
} from '../upload-helpers';

// Issue 24: the upload suite's key cases on the disk store and on an S3-compatible bucket (s3rver):
// the three-step signed upload, Range reads, the thumbnail, deletes, the quota, and refused or
// oversize uploads leaving nothing in either store.

withS3TestServer();

const GB = 1024 ** 3;

async function setup(kind: StoreKind) {
  const dataDir = tempDataDir();
  const { storage, storedKeys } = await storeUnderTest(kind, dataDir);
  const clock = testClock('2026-01-05T12:00:00Z');
  const app = await testServer({ dataDir, storage, now: clock.now });
  const fx = insertProofingOrder(app);
  const operator = await caller(app, 'operator@demo.test');
  return { app, clock, fx, operator, storedKeys };
}

const register = (who: Caller, orderId: string, file: Record<string, unknown>) =>
  who.call('PUT', `/upload/attachment/${orderId}`, { file }, 'upload', { 'x-upload-source': 'customer' });

const fillQuota = (app: Awaited<ReturnType<typeof testServer>>) => setStorageUsed(app, 25 * GB);

describe.each(STORE_KINDS)('uploads on the %s store', (kind) => {
  it('stores a file and its thumbnail through the signed flow, serves them whole and by range, deletes them', async () => {
    const { app, fx, operator, storedKeys } = await setup(kind);
    const pdf = fileBytes('brief.pdf', 5000);
    const jpg = fileBytes('brief-thumbnail.jpg', 300);
    const key = await storeFile(app, operator, fx.orderId, 'brief.pdf', pdf);
    const thumbnailKey = await storeFile(app, operator, fx.orderId, 'brief-thumbnail.jpg', jpg);
    expect(await storedKeys()).toEqual([key, thumbnailKey].sort());
    const file = { name: 'brief.pdf', type: 'application/pdf', size: 5000, key };
    const registered = await register(operator, fx.orderId, {
      ...file,
      thumbnail: { key: thumbnailKey, size: 300 },
    });
    expect(registered.statusCode).toBe(200);
    const { attachmentId } = registered.json().data;

    const whole = await operator.call('GET', `/storage/file/${key}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('5000');
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await operator.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: 'bytes=1000-1999',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/5000');
    expect(part.rawPayload.equals(pdf.subarray(1000, 2000))).toBe(true);
    const suffix = await operator.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: 'bytes=-100',
    });
    expect(suffix.headers['content-range']).toBe('bytes 4900-4999/5000');
    expect(suffix.rawPayload.equals(pdf.subarray(4900))).toBe(true);
    const past = await operator.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: 'bytes=5000-',
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */5000');
    const thumbnail = await operator.call('GET', `/storage/file/${thumbnailKey}`);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.rawPayload.equals(jpg)).toBe(true);

    const deleted = await operator.call(
      'DELETE',
      `/order/${fx.orderId}/${attachmentId}/attachment`,
      undefined,
      'card',
    );
    expect(deleted.statusCode).toBe(200);
    expect(await storedKeys()).toEqual([]);
    expect((await operator.call('GET', `/storage/file/${key}`)).statusCode).toBe(404);
  });

  it('refuses bytes that are not what the name says, and removes an unfinished upload on request', async () => {
    const { app, fx, operator, storedKeys } = await setup(kind);
    const key = await storeFile(app, operator, fx.orderId, 'logo.png', Buffer.from('<html>hi</html>'));
    const refused = await register(operator, fx.orderId, {
      name: 'logo.png',
      type: 'image/png',
      size: 15,
      key,
    });
    expect(refused.json().messages).toEqual(['Not supported file']);
    const removed = await operator.call(
      'DELETE',
      `/upload/attachment/${fx.orderId}/${key}`,
      undefined,
      'upload',
    );
    expect(removed.statusCode).toBe(200);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses past the quota at the token and at registration', async () => {
    const { app, fx, operator, storedKeys } = await setup(kind);
    const png = fileBytes('a.png', 100);
    const key = await storeFile(app, operator, fx.orderId, 'a.png', png);
    fillQuota(app);
    expect((await uploadToken(operator, fx.orderId, 'b.png', 100)).json().messages).toEqual([
      'Not Enough Storage',
    ]);
    const full = await register(operator, fx.orderId, { name: 'a.png', type: 'image/png', size: 100, key });
    expect(full.json().messages).toEqual(['Not Enough Storage']);
    // Stored, not registered: the uploader's discard (or the sweep) takes it away.
    expect(await storedKeys()).toEqual([key]);
  });

  it('leaves nothing behind for an oversize body, a second file or an expired upload', async () => {
    const { app, clock, fx, operator, storedKeys } = await setup(kind);
    const png = fileBytes('a.png', 3000);
    const token = (await uploadToken(operator, fx.orderId, 'a.png', 3000)).json<{ data: Token }>().data;
    const oversize = await postToStorage(app, token.fields, Buffer.concat([png, Buffer.from('x')]));
    expect(oversize.statusCode).toBe(413);
    const twoFiles = multipartWith(token.fields, [
      { kind: 'file', name: 'file', filename: 'a.png', bytes: png },
      { kind: 'file', name: 'file', filename: 'b.png', bytes: png },
    ]);
    const second = await app.inject({ method: 'POST', url: '/api/storage/upload', ...twoFiles });
    expect(second.statusCode).toBe(400);
    expect(await storedKeys()).toEqual([]);
    // The policy is still unspent: the right body is stored, then swept once expired.
    expect((await postToStorage(app, token.fields, png, 'a.png')).statusCode).toBe(200);
    expect(await storedKeys()).toEqual([token.fields.key]);
    clock.advance(24 * 60 * 60 * 1000 + SWEEP_GRACE_MS);
    expect(await sweepExpiredUploads(app.proofdesk)).toEqual([token.fields.key]);
    expect(await storedKeys()).toEqual([]);
  });

  it("seeds the demo's files into the store, where the viewer reads them", async () => {
    const dataDir = tempDataDir();
    const { storage, storedKeys } = await storeUnderTest(kind, dataDir);
    const app = await testServer({ dataDir, databasePath: join(dataDir, 'demo.sqlite'), storage });
    const rows = app.proofdesk.data.sqlite!.prepare('SELECT storage_key FROM attachment_versions').all() as {
      storage_key: string;
    }[];
    const keys = await storedKeys();
    expect(keys).toContain('demo-watermark.png');
    for (const row of rows) expect(keys).toContain(row.storage_key);
    const pdf = rows.find((row) => row.storage_key.endsWith('.pdf'))!.storage_key;
    const owner = await caller(app, 'owner@demo.test');
    const head = await owner.call('GET', `/storage/file/${pdf}`, undefined, undefined, {
      range: 'bytes=0-4',
    });
    expect(head.statusCode).toBe(206);
    expect(head.body).toBe('%PDF-');
  });
});
