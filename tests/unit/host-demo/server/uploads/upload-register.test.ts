import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';
import {
  fileBytes,
  postToStorage,
  setStorageUsed,
  storedFiles,
  storeFile,
  type Token,
  tempDataDir,
  uploadToken,
} from '../upload-helpers';

const GB = 1024 ** 3;

const notSupported = (name: string) => ({
  success: false,
  message: `${name} is not supported to process. Please use another extension.`,
  messages: ['Not supported file'],
});

async function setup() {
  const dataDir = tempDataDir();
  const app = await testServer({ dataDir });
  const fx = insertProofingOrder(app);
  const operator = await caller(app, 'operator@demo.test');
  return { app, dataDir, fx, operator };
}

const register = (
  who: Awaited<ReturnType<typeof caller>>,
  orderId: string,
  file: Record<string, unknown>,
  headers: Record<string, string> = { 'x-upload-source': 'customer' },
  kind = 'attachment',
) => who.call('PUT', `/upload/${kind}/${orderId}`, { file }, 'upload', headers);

const usedStorage = (app: Awaited<ReturnType<typeof testServer>>) =>
  (
    JSON.parse(
      (
        app.proofdesk.data.sqlite!.prepare("SELECT profile FROM users WHERE id = 'user-owner'").get() as {
          profile: string;
        }
      ).profile,
    ) as {
      storages: { used: number };
    }
  ).storages.used;

describe('PUT /upload/:type/:orderId', () => {
  it('registers a stored file as a new attachment with version 1, a timeline entry and used storage', async () => {
    const { app, fx, operator } = await setup();
    const before = usedStorage(app);
    const key = await storeFile(
      app,
      operator,
      fx.orderId,
      'Flyer (A5).pdf',
      fileBytes('Flyer (A5).pdf', 2048),
    );
    // The body's size is a claim; the stored size is what counts.
    const response = await register(operator, fx.orderId, {
      name: 'Flyer (A5).pdf',
      type: 'application/pdf',
      size: 1,
      key,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const version = app.proofdesk.data
      .sqlite!.prepare('SELECT * FROM attachment_versions WHERE id = ?')
      .get(data.versionId);
    expect(version).toMatchObject({
      version: 1,
      file_type: 'pdf',
      file_size: 2048,
      storage_key: key,
      is_internal: 0,
    });
    const attachment = app.proofdesk.data
      .sqlite!.prepare('SELECT * FROM attachments WHERE id = ?')
      .get(data.attachmentId);
    expect(attachment).toMatchObject({
      group: 'customerReview',
      order_id: fx.orderId,
      file_name: 'Flyer (A5).pdf',
    });
    const timeline = app.proofdesk.data
      .sqlite!.prepare("SELECT content FROM order_timeline WHERE order_id = ? AND type = 'attachment'")
      .all(fx.orderId);
    expect(timeline).toEqual([{ content: 'Uploaded Flyer (A5).pdf' }]);
    expect(usedStorage(app)).toBe(before + 2048);
    // Registered twice: refused.
    const again = await register(operator, fx.orderId, {
      name: 'Flyer (A5).pdf',
      type: 'application/pdf',
      size: 1,
      key,
    });
    expect(again.json()).toEqual({
      success: false,
      message: 'The file is already registered and cannot be removed.',
    });
  });

  it('adds an internal version to the attachment named by X-Attachment-Record; no timeline with X-Timeline-Record: 0', async () => {
    const { app, fx, operator } = await setup();
    const key = await storeFile(
      app,
      operator,
      fx.orderId,
      'poster.png',
      fileBytes('poster.png', 64),
      'attachment-version',
    );
    const headers = {
      'x-upload-source': 'internal',
      'x-attachment-record': fx.review.id,
      'x-timeline-record': '0',
    };
    const response = await register(
      operator,
      fx.orderId,
      { name: 'poster.png', type: 'image/png', size: 64, key },
      headers,
      'attachment-version',
    );
    expect(response.statusCode).toBe(200);
    const version = app.proofdesk.data
      .sqlite!.prepare('SELECT version, is_internal, file_type FROM attachment_versions WHERE id = ?')
      .get(response.json().data.versionId);
    expect(version).toEqual({ version: 4, is_internal: 1, file_type: 'image' });
    expect(
      app.proofdesk.data
        .sqlite!.prepare('SELECT COUNT(*) AS n FROM order_timeline WHERE order_id = ?')
        .get(fx.orderId),
    ).toEqual({ n: 0 });
    const missing = await storeFile(
      app,
      operator,
      fx.orderId,
      'b.png',
      fileBytes('b.png', 8),
      'attachment-version',
    );
    const unknown = await register(
      operator,
      fx.orderId,
      { name: 'b.png', type: 'image/png', size: 8, key: missing },
      { 'x-upload-source': 'internal', 'x-attachment-record': 'nope' },
      'attachment-version',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the key was stored by this user for this order', async () => {
    const { app, fx, operator } = await setup();
    const key = await storeFile(app, operator, fx.orderId, 'a.png', fileBytes('a.png', 10));
    const manager = await caller(app, 'manager@demo.test');
    const stolen = await register(manager, fx.orderId, { name: 'a.png', type: 'image/png', size: 10, key });
    expect(stolen.json()).toEqual({
      success: false,
      message: 'The file was not uploaded by you for this order.',
    });
    const other = insertProofingOrder(app);
    expect(
      (await register(operator, other.orderId, { name: 'a.png', type: 'image/png', size: 10, key }))
        .statusCode,
    ).toBe(400);
    const token = await operator.call(
      'POST',
      `/upload/upload-token/attachment/${fx.orderId}`,
      { name: 'b.png', size: 5, type: 'image/png' },
      'upload',
    );
    const pendingKey = token.json().data.fields.key;
    expect(
      (await register(operator, fx.orderId, { name: 'b.png', type: 'image/png', size: 5, key: pendingKey }))
        .statusCode,
    ).toBe(400);
  });

  it('applies names, extensions, the source rights and the quota again', async () => {
    const { app, fx, operator } = await setup();
    const key = await storeFile(app, operator, fx.orderId, 'a.png', fileBytes('a.png', 10));
    const badName = await register(operator, fx.orderId, {
      name: 'a#b.png',
      type: 'image/png',
      size: 10,
      key,
    });
    expect(badName.json().messages).toEqual(['Not supported file name']);
    const badExt = await register(operator, fx.orderId, { name: 'a.exe', type: 'image/png', size: 10, key });
    expect(badExt.json().messages).toEqual(['Not supported file']);
    expect(
      (await register(operator, fx.orderId, { name: 'a.png', type: 'image/png', size: 10, key }, {}))
        .statusCode,
    ).toBe(400);
    const staff = await caller(app, 'staff@demo.test');
    const staffKey = await storeFile(app, staff, fx.orderId, 's.png', fileBytes('s.png', 10));
    expect(
      (
        await register(
          staff,
          fx.orderId,
          { name: 's.png', type: 'image/png', size: 10, key: staffKey },
          { 'x-upload-source': 'internal' },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await register(
          staff,
          fx.orderId,
          { name: 's.png', type: 'image/png', size: 10, key: staffKey },
          { 'x-upload-source': 'supplied' },
        )
      ).statusCode,
    ).toBe(200);
    // The quota filled up between token and registration.
    setStorageUsed(app, 24 * GB);
    const full = await register(operator, fx.orderId, { name: 'a.png', type: 'image/png', size: 10, key });
    expect(full.json()).toMatchObject({
      message: 'Please upgrade your membership to continue uploading more attachments.',
    });
    expect((await register(operator, fx.orderId, { name: 'a.png', size: 10, key })).statusCode).toBe(400);
  });

  // Issue 20 item 5: the token asks for 10 bytes, the storage POST sends none.
  it("refuses an empty stored file with 'Not supported file', whatever the token claimed", async () => {
    const { app, fx, operator } = await setup();
    const token = (await uploadToken(operator, fx.orderId, 'empty.pdf', 10)).json<{ data: Token }>().data;
    expect((await postToStorage(app, token.fields, Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(200);
    const key = token.fields.key as string;
    const response = await register(operator, fx.orderId, {
      name: 'empty.pdf',
      type: 'application/pdf',
      size: 10,
      key,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notSupported('empty.pdf'));
    expect(app.proofdesk.data.sqlite!.prepare('SELECT status FROM uploads WHERE key = ?').get(key)).toEqual({
      status: 'stored',
    });
  });

  // Issue 20 item 8: "A file stored as PNG can be registered as `renamed.pdf`."
  it("refuses bytes that are not what the file's names say: 'Not supported file', nothing registered", async () => {
    const { app, fx, operator } = await setup();
    const png = await storeFile(app, operator, fx.orderId, 'poster.png', fileBytes('poster.png', 64));
    const renamed = await register(operator, fx.orderId, {
      name: 'renamed.pdf',
      type: 'application/pdf',
      size: 64,
      key: png,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(notSupported('renamed.pdf'));
    // A page stored under an image's name, for a token and a registration both named .png.
    const page = await storeFile(
      app,
      operator,
      fx.orderId,
      'logo.png',
      Buffer.from('<svg onload="alert(1)"/>'),
    );
    const disguised = await register(operator, fx.orderId, {
      name: 'logo.png',
      type: 'image/png',
      size: 24,
      key: page,
    });
    expect(disguised.json()).toEqual(notSupported('logo.png'));
    // A PDF asked for as .png and registered as .pdf: the token's name decides how it is served.
    const pdf = await storeFile(app, operator, fx.orderId, 'brief.png', fileBytes('brief.pdf', 64));
    const swapped = await register(operator, fx.orderId, {
      name: 'brief.pdf',
      type: 'application/pdf',
      size: 64,
      key: pdf,
    });
    expect(swapped.json()).toEqual(notSupported('brief.png'));
    expect(
      app.proofdesk.data
        .sqlite!.prepare("SELECT COUNT(*) AS n FROM uploads WHERE status = 'registered' AND key IN (?, ?, ?)")
        .get(png, page, pdf),
    ).toEqual({ n: 0 });
    // The file itself, under its own name, still registers.
    const right = await register(operator, fx.orderId, {
      name: 'poster.png',
      type: 'image/png',
      size: 64,
      key: png,
    });
    expect(right.statusCode).toBe(200);
  });

  // Issue 20 item 9: a kept URL others load must not take its host from the caller's request.
  it('keeps an avatar URL on the public URL, whatever Host the request names', async () => {
    const dataDir = tempDataDir();
    const app = await testServer({ dataDir, publicUrl: 'https://proofs.example' });
    const owner = await caller(app, 'owner@demo.test');
    const key = await storeFile(app, owner, 'profile', 'me.png', fileBytes('me.png', 32), 'avatar');
    const file = { name: 'me.png', type: 'image/png', size: 32, key };
    const response = await register(owner, 'profile', file, { host: 'evil.example' }, 'avatar');
    expect(response.statusCode).toBe(200);
    const url = `https://proofs.example/api/storage/file/${key}`;
    expect(response.json().data.url).toBe(url);
    expect(
      app.proofdesk.data.sqlite!.prepare("SELECT avatar FROM users WHERE id = 'user-owner'").get(),
    ).toEqual({
      avatar: url,
    });
  });

  it('refuses a thumbnail that is not the JPEG its name says', async () => {
    const { app, fx, operator } = await setup();
    const key = await storeFile(app, operator, fx.orderId, 'photo.png', fileBytes('photo.png', 64));
    const thumbnailKey = await storeFile(
      app,
      operator,
      fx.orderId,
      'photo-thumbnail.jpg',
      Buffer.from('<html>hi</html>'),
    );
    const file = {
      name: 'photo.png',
      type: 'image/png',
      size: 64,
      key,
      thumbnail: { key: thumbnailKey, size: 15 },
    };
    expect((await register(operator, fx.orderId, file)).json()).toEqual(notSupported('photo-thumbnail.jpg'));
  });
});

describe('DELETE /upload/:type/:orderId/:key (chosen path)', () => {
  it('removes a stored, unregistered upload of the caller, file included', async () => {
    const { app, dataDir, fx, operator } = await setup();
    const key = await storeFile(app, operator, fx.orderId, 'tmp.png', fileBytes('tmp.png', 10));
    expect(storedFiles(dataDir)).toContain(key);
    const manager = await caller(app, 'manager@demo.test');
    expect(
      (await manager.call('DELETE', `/upload/attachment/${fx.orderId}/${key}`, undefined, 'upload'))
        .statusCode,
    ).toBe(404);
    expect((await operator.call('DELETE', `/upload/attachment/${fx.orderId}/${key}`)).statusCode).toBe(403);
    const removed = await operator.call(
      'DELETE',
      `/upload/attachment/${fx.orderId}/${key}`,
      undefined,
      'upload',
    );
    expect(removed.statusCode).toBe(200);
    expect(storedFiles(dataDir)).not.toContain(key);
    expect(
      (await operator.call('DELETE', `/upload/attachment/${fx.orderId}/..%2Fx`, undefined, 'upload'))
        .statusCode,
    ).toBe(400);
  });

  it('refuses to remove a registered file', async () => {
    const { app, fx, operator } = await setup();
    const key = await storeFile(app, operator, fx.orderId, 'kept.png', fileBytes('kept.png', 10));
    await register(operator, fx.orderId, { name: 'kept.png', type: 'image/png', size: 10, key });
    const response = await operator.call(
      'DELETE',
      `/upload/attachment/${fx.orderId}/${key}`,
      undefined,
      'upload',
    );
    expect(response.statusCode).toBe(400);
  });
});
