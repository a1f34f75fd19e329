import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { storageFromEnv } from '../../../../../host-demo/server/config';
import { openObjectStore } from '../../../../../host-demo/server/storage';
import { STORE_KINDS, storeUnderTest, withS3TestServer } from '../store-helpers';
import { tempDataDir } from '../upload-helpers';

// Issue 24: one interface, two adapters that behave alike (the upload flow over both:
// upload-object-stores.test.ts).

withS3TestServer();

async function open(kind: (typeof STORE_KINDS)[number]) {
  const dataDir = tempDataDir();
  const { storage, storedKeys } = await storeUnderTest(kind, dataDir);
  return { store: openObjectStore(storage, dataDir), storedKeys };
}

const bytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 251));

describe.each(STORE_KINDS)('the %s object store', (kind) => {
  it('puts, heads, reads whole and by range, reads a head, removes', async () => {
    const { store, storedKeys } = await open(kind);
    await store.put('a.bin', bytes);
    expect(await store.head('a.bin')).toEqual({ size: 3000 });
    expect(await buffer((await store.get('a.bin'))!)).toEqual(bytes);
    expect(await buffer((await store.get('a.bin', { start: 1000, end: 1099 }))!)).toEqual(
      bytes.subarray(1000, 1100),
    );
    expect(Buffer.from((await store.readHead('a.bin', 1024))!)).toEqual(bytes.subarray(0, 1024));
    expect(await storedKeys()).toEqual(['a.bin']);
    await store.remove(['a.bin', 'never-there.bin']);
    expect(await storedKeys()).toEqual([]);
  });

  it('answers undefined for a missing key, and an empty head for an empty object', async () => {
    const { store } = await open(kind);
    expect(await store.head('missing.bin')).toBeUndefined();
    expect(await store.get('missing.bin')).toBeUndefined();
    expect(await store.readHead('missing.bin', 16)).toBeUndefined();
    await store.put('empty.txt', Buffer.alloc(0));
    expect(await store.head('empty.txt')).toEqual({ size: 0 });
    expect((await store.readHead('empty.txt', 16))?.length).toBe(0);
  });

  it('shows a received body only once committed, and leaves nothing for a discarded or oversize one', async () => {
    const { store, storedKeys } = await open(kind);
    const kept = await store.receive(Readable.from([bytes]), 3000);
    if (!kept.ok) throw new Error(kept.reason);
    expect(kept.staged.size).toBe(3000);
    expect(await store.head('kept.bin')).toBeUndefined();
    await kept.staged.commit('kept.bin');
    expect(await buffer((await store.get('kept.bin'))!)).toEqual(bytes);

    const dropped = await store.receive(Readable.from([bytes]), 3000);
    if (!dropped.ok) throw new Error(dropped.reason);
    await dropped.staged.discard();
    expect(await store.receive(Readable.from([bytes, Buffer.from('x')]), 3000)).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(await storedKeys()).toEqual(['kept.bin']);
  });
});

describe('storageFromEnv', () => {
  it('keeps files on disk unless S3_BUCKET names a bucket, and refuses an endpoint without one', () => {
    expect(storageFromEnv({})).toEqual({ kind: 'disk' });
    expect(
      storageFromEnv({
        S3_BUCKET: 'proofs',
        S3_ENDPOINT: 'http://127.0.0.1:4559',
        S3_FORCE_PATH_STYLE: '1',
        AWS_REGION: 'eu-west-1',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'proofs',
      endpoint: 'http://127.0.0.1:4559',
      forcePathStyle: true,
      region: 'eu-west-1',
    });
    expect(storageFromEnv({ S3_BUCKET: 'proofs' })).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(() => storageFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:4559' })).toThrow('S3_BUCKET');
  });
});
