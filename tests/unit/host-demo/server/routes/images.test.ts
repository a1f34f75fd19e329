import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MESSAGES, type LibraryImage, type LibraryPage, type StockImage } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { createPexelsProvider, type FetchLike } from '../../../../../host-demo/server/images';
import { testServer } from '../helpers';
import recorded from '../images/pexels-search.json';
import { caller, insertProofingOrder } from '../proofing-helpers';
import { setStorageUsed, storedFiles, tempDataDir } from '../upload-helpers';

// My Images' calls (issue 26): image search with the NAV_PEXELS_CUSTOMER_IMAGES right (owner,
// staff, CSO), the account's library (save, list, remove, the stored copy counted in storage),
// library images as supplied files of an order, the create-pexels-images anti-forgery scope, and
// a provider's failure as a 502/503 envelope. Runs on SQLite and (server-postgres) PostgreSQL.

const SCOPE = 'create-pexels-images';

const usedStorage = (app: FastifyInstance, userId = 'user-owner') =>
  (
    JSON.parse(
      (
        app.proofdesk.data.sqlite!.prepare('SELECT profile FROM users WHERE id = ?').get(userId) as {
          profile: string;
        }
      ).profile,
    ) as { storages: { used: number } }
  ).storages.used;

async function setup(options: Parameters<typeof testServer>[0] = {}) {
  const dataDir = tempDataDir();
  const app = await testServer({ dataDir, ...options });
  return { app, dataDir };
}

const save = (who: Awaited<ReturnType<typeof caller>>, imageId: string, provider = 'local') =>
  who.call('POST', '/images/library', { provider, imageId }, SCOPE);

describe('image search', () => {
  it('searches the demo library by words, paged, for owner, staff and CSO; others are refused', async () => {
    const { app } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const found = await owner.call('GET', '/images/search?query=sunset');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      success: true,
      data: { provider: 'local', total: 1 },
      meta: { page: 1, totalPages: 1 },
    });
    const [image] = found.json().data.images as StockImage[];
    expect(image).toMatchObject({ id: 'sunset-hills', title: 'Sunset over the hills' });
    // The preview is served by this server, without a sign-in (an <img> sends no token).
    const preview = await app.inject({ method: 'GET', url: new URL(image!.previewUrl).pathname });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const all = await owner.call('GET', '/images/search?query=&page=2');
    expect(all.json().meta).toEqual({ page: 2, totalPages: 2 });

    for (const username of ['staff@demo.test', 'cso@demo.test']) {
      const who = await caller(app, username);
      expect((await who.call('GET', '/images/search?query=sea')).statusCode, username).toBe(200);
    }
    for (const username of ['operator@demo.test', 'manager@demo.test', 'admin']) {
      const who = await caller(app, username);
      const refused = await who.call('GET', '/images/search?query=sea');
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json().success).toBe(false);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/images/search?query=sea' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses malformed queries with a 4xx envelope', async () => {
    const { app } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    for (const url of [
      '/images/search',
      `/images/search?query=${'x'.repeat(101)}`,
      '/images/search?query=a&page=0',
      '/images/search?query=a&page=x',
      '/images/search?query=a&extra=1',
      '/images/library?page=-1',
    ]) {
      const response = await owner.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success, url).toBe(false);
    }
    expect((await app.inject({ method: 'GET', url: '/api/images/local/nope/full.png' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/images/local/ocean-horizon/x.png' })).statusCode,
    ).toBe(400);
  });
});

describe('the image library', () => {
  it('saves a pick as a stored copy counted in the account’s storage, lists it, serves it, removes it', async () => {
    const { app, dataDir } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const staff = await caller(app, 'staff@demo.test');
    const before = usedStorage(app);
    const saved = await save(staff, 'ocean-horizon');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(IMAGE_MESSAGES.saved);
    const image = saved.json().data as LibraryImage;
    expect(image).toMatchObject({
      provider: 'local',
      providerImageId: 'ocean-horizon',
      title: 'Ocean horizon',
      fileName: 'ocean-horizon.png',
      credit: 'Proofdesk demo library',
      savedBy: 'user-staff',
    });
    expect(image.size).toBeGreaterThan(1000);
    expect(usedStorage(app)).toBe(before + image.size);
    expect(storedFiles(dataDir)).toHaveLength(1);

    // The whole account shares it: the owner sees what staff saved.
    const list = await owner.call('GET', '/images/library');
    expect(list.statusCode).toBe(200);
    expect(list.json().data as LibraryPage).toMatchObject({ total: 1, limit: 200 });
    expect((list.json().data as LibraryPage).images.map((row) => row.id)).toEqual([image.id]);

    const file = await owner.call('GET', new URL(image.fileUrl).pathname.replace(/^\/api/, ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.length).toBe(image.size);

    expect((await save(owner, 'ocean-horizon')).json()).toMatchObject({
      success: false,
      message: IMAGE_MESSAGES.alreadySaved,
    });
    expect((await save(owner, 'ocean-horizon')).statusCode).toBe(409);

    const removed = await owner.call('DELETE', `/images/library/${image.id}`, undefined, SCOPE);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(IMAGE_MESSAGES.removed);
    expect(usedStorage(app)).toBe(before);
    expect(storedFiles(dataDir)).toHaveLength(0);
    expect((await owner.call('DELETE', `/images/library/${image.id}`, undefined, SCOPE)).statusCode).toBe(
      404,
    );
  });

  it('keeps each account’s library to itself', async () => {
    const { app } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const harbor = await caller(app, 'harbor@demo.test');
    const image = (await save(owner, 'confetti')).json().data as LibraryImage;
    expect((await harbor.call('GET', '/images/library')).json().data.total).toBe(0);
    expect((await harbor.call('GET', `/images/library/${image.id}/file`)).statusCode).toBe(404);
    expect((await harbor.call('DELETE', `/images/library/${image.id}`, undefined, SCOPE)).statusCode).toBe(
      404,
    );
    // Harbor may save the same picture into its own library.
    expect((await save(harbor, 'confetti')).statusCode).toBe(200);
    expect((await owner.call('GET', '/images/library')).json().data.total).toBe(1);
  });

  it('needs the create-pexels-images anti-forgery token on every change', async () => {
    const { app } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const image = (await save(owner, 'confetti')).json().data as LibraryImage;
    const order = insertProofingOrder(app);
    for (const [method, url, payload] of [
      ['POST', '/images/library', { provider: 'local', imageId: 'ocean-horizon' }],
      ['DELETE', `/images/library/${image.id}`, undefined],
      ['POST', `/order/${order.orderId}/library-images`, { imageIds: [image.id] }],
    ] as const) {
      const without = await owner.call(method, url, payload);
      expect(without.statusCode, url).toBe(403);
      const wrong = await owner.call(method, url, payload, 'upload');
      expect(wrong.statusCode, url).toBe(403);
    }
  });

  it('refuses unknown images, unknown or unconfigured providers and bodies with more properties', async () => {
    const { app } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    expect((await save(owner, 'no-such-image')).statusCode).toBe(404);
    const pexels = await save(owner, '2014422', 'pexels');
    expect(pexels.statusCode).toBe(400);
    expect(pexels.json().success).toBe(false);
    for (const body of [
      { provider: 'flickr', imageId: 'x' },
      { provider: 'local', imageId: '../etc' },
      { provider: 'local', imageId: 'confetti', url: 'http://169.254.169.254/' },
      { imageId: 'confetti' },
    ]) {
      const response = await owner.call('POST', '/images/library', body, SCOPE);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a save that would pass the storage quota (Not Enough Storage), storing nothing', async () => {
    const { app, dataDir } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    setStorageUsed(app, 1024 ** 4);
    const refused = await save(owner, 'confetti');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(['Not Enough Storage']);
    expect(storedFiles(dataDir)).toHaveLength(0);
  });

  it('a CSO searches but keeps no library (no account)', async () => {
    const { app } = await setup();
    const cso = await caller(app, 'cso@demo.test');
    const list = await cso.call('GET', '/images/library');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(IMAGE_MESSAGES.noAccount);
    expect((await save(cso, 'confetti')).statusCode).toBe(403);
  });
});

describe('library images as supplied files', () => {
  it('adds copies as supplied files of the order, counted, on the timeline, served by the storage endpoint', async () => {
    const { app, dataDir } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const order = insertProofingOrder(app);
    const first = (await save(owner, 'confetti')).json().data as LibraryImage;
    const second = (await save(owner, 'arctic-ice')).json().data as LibraryImage;
    const before = usedStorage(app);
    const attached = await owner.call(
      'POST',
      `/order/${order.orderId}/library-images`,
      { imageIds: [first.id, second.id] },
      SCOPE,
    );
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().message).toBe(IMAGE_MESSAGES.attached);
    const { attachmentIds } = attached.json().data as { attachmentIds: string[] };
    expect(attachmentIds).toHaveLength(2);
    expect(usedStorage(app)).toBe(before + first.size + second.size);
    // Library copies stay; the order's files are copies of their own.
    expect(storedFiles(dataDir)).toHaveLength(4);

    const files = await owner.call('GET', `/order/${order.orderId}/attachments`);
    expect(files.statusCode).toBe(200);
    const body = JSON.stringify(files.json().data);
    expect(body).toContain('confetti.png');
    expect(body).toContain('arctic-ice.png');
    const url = /"url":"([^"]*confetti\.png)"/.exec(body)?.[1];
    expect(url).toBeDefined();
    const served = await owner.call('GET', new URL(url!).pathname.replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(first.size);

    const timeline = JSON.stringify((await owner.call('GET', `/order/${order.orderId}/timeline`)).json());
    expect(timeline).toContain('Added confetti.png from My Images');

    // Removing the library image leaves the order's copy.
    await owner.call('DELETE', `/images/library/${first.id}`, undefined, SCOPE);
    expect((await owner.call('GET', new URL(url!).pathname.replace(/^\/api/, ''))).statusCode).toBe(200);
  });

  it('refuses another account’s image or order, an empty list, a full storage', async () => {
    const { app, dataDir } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const harbor = await caller(app, 'harbor@demo.test');
    const order = insertProofingOrder(app);
    const harborOrder = insertProofingOrder(app, { clientId: 'client-harbor' });
    const mine = (await save(owner, 'confetti')).json().data as LibraryImage;
    const theirs = (await save(harbor, 'confetti')).json().data as LibraryImage;
    const attach = (who: typeof owner, orderId: string, ids: string[]) =>
      who.call('POST', `/order/${orderId}/library-images`, { imageIds: ids }, SCOPE);
    expect((await attach(owner, order.orderId, [theirs.id])).statusCode).toBe(404);
    expect((await attach(owner, harborOrder.orderId, [mine.id])).statusCode).toBe(404);
    expect((await attach(owner, 'no-such-order', [mine.id])).statusCode).toBe(404);
    expect(
      (await owner.call('POST', `/order/${order.orderId}/library-images`, { imageIds: [] }, SCOPE))
        .statusCode,
    ).toBe(400);
    setStorageUsed(app, 1024 ** 4);
    const full = await attach(owner, order.orderId, [mine.id]);
    expect(full.statusCode).toBe(400);
    expect(full.json().messages).toEqual(['Not Enough Storage']);
    // Only the two library copies are stored.
    expect(storedFiles(dataDir)).toHaveLength(2);
  });
});

describe('a provider that cannot answer', () => {
  const pexelsAnswering = (respond: () => Promise<unknown>) =>
    createPexelsProvider({ apiKey: 'k', fetch: respond as unknown as FetchLike });
  const json = (status: number, body: unknown) => ({
    ok: status < 300,
    status,
    headers: { get: () => null },
    json: async () => body,
    arrayBuffer: async () => new ArrayBuffer(0),
  });

  it.each([
    [429, 503, IMAGE_MESSAGES.providerBusy],
    [500, 503, IMAGE_MESSAGES.providerDown],
    [401, 502, IMAGE_MESSAGES.providerRefused],
  ])('Pexels answering %i is a %i envelope', async (answer, status, message) => {
    const { app } = await setup({ imageProvider: pexelsAnswering(async () => json(answer, {})) });
    const owner = await caller(app, 'owner@demo.test');
    const response = await owner.call('GET', '/images/search?query=cats');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
    expect((await save(owner, '2014422', 'pexels')).statusCode).toBe(status);
  });

  it('a network failure is a 503 envelope; with Pexels the results are Pexels’ and the portal may show them', async () => {
    const down = await setup({
      imageProvider: pexelsAnswering(() => Promise.reject(new TypeError('fetch failed'))),
    });
    const owner = await caller(down.app, 'owner@demo.test');
    expect((await owner.call('GET', '/images/search?query=cats')).statusCode).toBe(503);

    const up = await setup({ imageProvider: pexelsAnswering(async () => json(200, recorded)) });
    const user = await caller(up.app, 'staff@demo.test');
    const found = await user.call('GET', '/images/search?query=nature');
    expect(found.json().data).toMatchObject({ provider: 'pexels', total: 8000 });
    expect(found.json().meta).toEqual({ page: 1, totalPages: 500 });
  });

  it('the portal’s policy lets pictures come from images.pexels.com only when Pexels answers', async () => {
    const portal = join(tempDataDir(), 'portal');
    mkdirSync(portal);
    writeFileSync(join(portal, 'index.html'), '<!doctype html><title>Portal</title>');
    const policyOf = async (app: FastifyInstance) =>
      String(
        (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers[
          'content-security-policy'
        ],
      );
    const local = await setup({ staticRoots: { portal } });
    expect(await policyOf(local.app)).not.toContain('pexels');
    const pexels = await setup({
      staticRoots: { portal },
      imageProvider: pexelsAnswering(async () => json(200, recorded)),
    });
    expect(await policyOf(pexels.app)).toMatch(
      /img-src 'self' \S+ https:\/\/images\.pexels\.com data: blob:/,
    );
  });
});
