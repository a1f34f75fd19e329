import { describe, expect, it } from 'vitest';
import { guestSession, invite } from '../guest-helpers';
import { testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder } from '../proofing-helpers';
import { fileBytes, setStorageUsed, storeFile, tempDataDir, uploadToken } from '../upload-helpers';

// Issue 20 item 3: the account images (avatar, logo, favicon, image placeholder) get their own size
// limits, count against the uploader's account, and are read only by who may read them.

const MB = 1024 * 1024;
const GB = 1024 * MB;

type App = Awaited<ReturnType<typeof testServer>>;

const usedOf = (app: App, userId = 'user-owner') =>
  (
    JSON.parse(
      (
        app.proofdesk.data.sqlite!.prepare('SELECT profile FROM users WHERE id = ?').get(userId) as {
          profile: string;
        }
      ).profile,
    ) as { storages: { used: number } }
  ).storages.used;

const setNorthwindUsed = (app: App, bytes: number) => setStorageUsed(app, bytes);

/** token → storage → register an account image of `bytes` random bytes; its key. */
async function uploadImage(app: App, who: Caller, kind: string, bytes: number) {
  const key = await storeFile(app, who, 'profile', 'image.png', fileBytes('image.png', bytes), kind);
  const registered = await who.call(
    'PUT',
    `/upload/${kind}/profile`,
    { file: { name: 'image.png', type: 'image/png', size: bytes, key } },
    'upload',
  );
  expect(registered.statusCode).toBe(200);
  return key;
}

describe('account images', () => {
  it('have their own size limits: a 2 GB image placeholder is refused, 5 MB passes, a favicon 1 MB', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const owner = await caller(app, 'owner@demo.test');
    const huge = await uploadToken(owner, 'profile', 'huge.png', 2 * GB, 'image-placeholder');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      message:
        'The file size is above 5 MB max limit and cannot be uploaded. Please adjust the file size and try again.',
    });
    expect((await uploadToken(owner, 'profile', 'ok.png', 5 * MB, 'image-placeholder')).statusCode).toBe(200);
    expect((await uploadToken(owner, 'profile', 'big.png', 5 * MB + 1, 'logo')).statusCode).toBe(400);
    expect((await uploadToken(owner, 'profile', 'big.png', 5 * MB + 1, 'avatar')).statusCode).toBe(400);
    expect((await uploadToken(owner, 'profile', 'icon.png', MB + 1, 'favicon')).statusCode).toBe(400);
    expect((await uploadToken(owner, 'profile', 'icon.png', MB, 'favicon')).statusCode).toBe(200);
    // Order files keep the spec's 2 GB.
    const fx = insertProofingOrder(app);
    expect((await uploadToken(owner, fx.orderId, 'brief.pdf', 2 * GB)).statusCode).toBe(200);
  });

  it("count against the uploader's account: checked at token and registration, added when registered", async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const owner = await caller(app, 'owner@demo.test');
    const before = usedOf(app);
    await uploadImage(app, owner, 'logo', 4096);
    expect(usedOf(app)).toBe(before + 4096);
    // Every user of the account sees the same figure.
    expect(usedOf(app, 'user-staff')).toBe(before + 4096);
    // Northwind: 20 GB plan + 5 GB additional; full, no image either.
    setNorthwindUsed(app, 25 * GB);
    const full = await uploadToken(owner, 'profile', 'me.png', 10, 'avatar');
    expect(full.json()).toMatchObject({
      message: 'Please upgrade your membership to continue uploading more attachments.',
      messages: ['Not Enough Storage'],
    });
    // Full between token and registration: refused at registration too.
    setNorthwindUsed(app, 0);
    const key = await storeFile(
      app,
      owner,
      'profile',
      'late.png',
      fileBytes('image.png', 64),
      'image-placeholder',
    );
    setNorthwindUsed(app, 25 * GB);
    const late = await owner.call(
      'PUT',
      '/upload/image-placeholder/profile',
      { file: { name: 'late.png', type: 'image/png', size: 64, key } },
      'upload',
    );
    expect(late.json()).toMatchObject({ messages: ['Not Enough Storage'] });
    // Internal staff belong to no account: their images count against none.
    const operator = await caller(app, 'operator@demo.test');
    expect((await uploadToken(operator, 'profile', 'mark.png', 10, 'logo')).statusCode).toBe(200);
  });

  it('are read only by who may: brand images by their account and its reseller or customers, avatars by all', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const owner = await caller(app, 'owner@demo.test');
    const staff = await caller(app, 'staff@demo.test');
    const operator = await caller(app, 'operator@demo.test');
    const reseller = await caller(app, 'reseller@demo.test');
    const harbor = await caller(app, 'harbor@demo.test');
    const read = async (who: Caller, key: string) =>
      (await who.call('GET', `/storage/file/${key}`)).statusCode;

    const logo = await uploadImage(app, owner, 'logo', 64);
    expect(await read(owner, logo)).toBe(200);
    expect(await read(staff, logo)).toBe(200);
    expect(await read(operator, logo)).toBe(200);
    // Other accounts: not theirs.
    expect(await read(reseller, logo)).toBe(404);
    expect(await read(harbor, logo)).toBe(404);
    const fx = insertProofingOrder(app);
    const guest = await guestSession(app, invite(app, fx.orderId).linkToken);
    expect((await guest.call('GET', `/storage/file/${logo}`)).statusCode).toBe(200);
    const foreignOrder = insertProofingOrder(app, { clientId: 'client-harbor' });
    const foreignGuest = await guestSession(app, invite(app, foreignOrder.orderId).linkToken);
    expect((await foreignGuest.call('GET', `/storage/file/${logo}`)).statusCode).toBe(404);

    // A reseller's branding is what its customers see.
    const brand = await uploadImage(app, reseller, 'favicon', 64);
    expect(await read(harbor, brand)).toBe(200);
    expect(await read(owner, brand)).toBe(404);

    // Avatars show everywhere; before registration a file is only its uploader's.
    const avatar = await uploadImage(app, owner, 'avatar', 64);
    expect(await read(harbor, avatar)).toBe(200);
    const stored = await storeFile(app, owner, 'profile', 'draft.png', fileBytes('image.png', 64), 'logo');
    expect(await read(owner, stored)).toBe(200);
    expect(await read(staff, stored)).toBe(404);
    expect(await read(operator, stored)).toBe(404);
  });
});
