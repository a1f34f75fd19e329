import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sweepAccountDeletions } from '../../../../../host-demo/server/account/deletion-sweep';
import { exclusively, JOB_LOCKS } from '../../../../../host-demo/server/data';
import { DEMO_PASSWORD, testClock, testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder } from '../proofing-helpers';
import { STORE_KINDS, storeUnderTest, withS3TestServer } from '../store-helpers';
import { fileBytes, storeFile, tempDataDir } from '../upload-helpers';

// Issue 26: the account-deletion job removes the account's stored files from the object store (the
// disk and an S3-compatible bucket), on the fake clock; and only one process sweeps at a time.

withS3TestServer();

const DAY = 86_400_000;

async function registered(who: Caller, kind: string, target: string, key: string, extra = {}) {
  const response = await who.call(
    'PUT',
    `/upload/${kind}/${target}`,
    { file: { name: 'image.png', type: 'image/png', size: 64, key, ...extra } },
    'upload',
    kind === 'attachment' ? { 'x-upload-source': 'customer' } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function image(app: FastifyInstance, who: Caller, kind: string, target = 'profile') {
  const key = await storeFile(app, who, target, 'image.png', fileBytes('image.png', 64), kind);
  await registered(who, kind, target, key);
  return key;
}

const clientOf = async (app: FastifyInstance, userId: string) =>
  (
    await app.proofdesk.data.db
      .selectFrom('users')
      .select('client_id')
      .where('id', '=', userId)
      .executeTakeFirst()
  )?.client_id ?? null;

describe.each(STORE_KINDS)('account deletion on the %s store', (kind) => {
  it('deletes the account’s avatars, logos, order files, versions and thumbnails from the store, and only those', async () => {
    const dataDir = tempDataDir();
    const { storage, storedKeys } = await storeUnderTest(kind, dataDir);
    const clock = testClock('2026-03-01T10:00:00Z');
    const app = await testServer({ dataDir, storage, now: clock.now, deletionSweepMs: 0, demoFiles: false });
    const db = app.proofdesk.data.sqlite!;
    db.prepare(
      "UPDATE orders SET status = 'approved', card_state = 'APPROVED' WHERE client_id = 'client-northwind'",
    ).run();
    const fx = insertProofingOrder(app, { status: 'approved' });
    const owner = await caller(app, 'owner@demo.test');
    const staff = await caller(app, 'staff@demo.test');
    const operator = await caller(app, 'operator@demo.test');
    const harbor = await caller(app, 'harbor@demo.test');

    const ownerAvatar = await image(app, owner, 'avatar');
    const staffAvatar = await image(app, staff, 'avatar');
    const logo = await image(app, owner, 'logo');
    // A proof the operator uploads to the account's order, with its thumbnail.
    const proof = await storeFile(app, operator, fx.orderId, 'proof.png', fileBytes('proof.png', 64));
    const thumbnail = await storeFile(
      app,
      operator,
      fx.orderId,
      'proof-thumb.jpg',
      fileBytes('proof-thumb.jpg', 32),
    );
    await registered(operator, 'attachment', fx.orderId, proof, {
      name: 'proof.png',
      thumbnail: { key: thumbnail, size: 32 },
    });
    // Stored, never registered: still the account's.
    const pending = await storeFile(app, owner, 'profile', 'half.png', fileBytes('half.png', 64), 'avatar');
    // Another account's and an internal user's files stay.
    const harborAvatar = await image(app, harbor, 'avatar');
    const operatorAvatar = await image(app, operator, 'avatar');
    const account = [ownerAvatar, staffAvatar, logo, proof, thumbnail, pending];
    expect(await storedKeys()).toEqual(expect.arrayContaining([...account, harborAvatar, operatorAvatar]));

    const request = await owner.call(
      'POST',
      '/profile/deletion',
      { reason: 'Closing', password: DEMO_PASSWORD },
      'profile',
    );
    expect(request.statusCode, request.body).toBe(200);
    clock.advance(30 * DAY - 60_000);
    expect(await sweepAccountDeletions(app.proofdesk)).toEqual([]);
    expect(await storedKeys()).toEqual(expect.arrayContaining(account));

    clock.advance(60_000);
    expect(await sweepAccountDeletions(app.proofdesk)).toEqual(['client-northwind']);
    expect(await clientOf(app, 'user-owner')).toBeNull();
    const left = await storedKeys();
    for (const key of account) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining([harborAvatar, operatorAvatar]));
    const rows = await app.proofdesk.data.db
      .selectFrom('uploads')
      .select('key')
      .where('key', 'in', account)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('one sweeper at a time', () => {
  it('skips the run while another holder has the sweep’s lock (PostgreSQL), runs on SQLite', async () => {
    const app = await testServer({ deletionSweepMs: 0 });
    const data = app.proofdesk.data;
    let inner: string | undefined;
    const outer = await exclusively(data, JOB_LOCKS.accountDeletionSweep, async () => {
      // Another process's sweep meanwhile: a connection of its own, the same lock.
      inner = (await exclusively(data, JOB_LOCKS.accountDeletionSweep, async () => 'ran')) ?? 'skipped';
      return 'ran';
    });
    expect(outer).toBe('ran');
    // SQLite has one process and no lock to wait for.
    expect(inner).toBe(data.dialect === 'postgres' ? 'skipped' : 'ran');
    // Released after: the next run sweeps.
    expect(await exclusively(data, JOB_LOCKS.accountDeletionSweep, async () => 'again')).toBe('again');
  });
});
