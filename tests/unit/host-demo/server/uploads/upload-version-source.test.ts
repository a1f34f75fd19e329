import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder } from '../proofing-helpers';
import { fileBytes, storeFile, tempDataDir } from '../upload-helpers';

// Issue 20 item 1: who may add a version depends on the target attachment's group and the user's
// role (proofing §6), never on the X-Upload-Source the client sends.

async function setup() {
  const app = await testServer({ dataDir: tempDataDir() });
  const fx = insertProofingOrder(app);
  return { app, fx };
}

async function addVersion(
  app: Awaited<ReturnType<typeof testServer>>,
  who: Caller,
  orderId: string,
  attachmentId: string,
  source?: string,
) {
  const bytes = fileBytes('image.png', 32);
  const key = await storeFile(app, who, orderId, 'next.png', bytes, 'attachment-version');
  const headers: Record<string, string> = { 'x-attachment-record': attachmentId };
  if (source !== undefined) headers['x-upload-source'] = source;
  return who.call(
    'PUT',
    `/upload/attachment-version/${orderId}`,
    { file: { name: 'next.png', type: 'image/png', size: bytes.length, key } },
    'upload',
    headers,
  );
}

const versionsOf = (app: Awaited<ReturnType<typeof testServer>>, attachmentId: string) =>
  (
    app.proofdesk.data
      .sqlite!.prepare('SELECT COUNT(*) AS n FROM attachment_versions WHERE attachment_id = ?')
      .get(attachmentId) as { n: number }
  ).n;

describe('adding a version: the attachment decides, not X-Upload-Source', () => {
  it('refuses owner and staff a version of a customer-review proof, whatever source they claim', async () => {
    const { app, fx } = await setup();
    for (const email of ['owner@demo.test', 'staff@demo.test']) {
      const who = await caller(app, email);
      const claimed = await addVersion(app, who, fx.orderId, fx.review.id, 'supplied');
      expect(claimed.statusCode).toBe(400);
      expect(claimed.json()).toMatchObject({ success: false, message: 'Invalid request' });
      expect((await addVersion(app, who, fx.orderId, fx.review.id)).statusCode).toBe(403);
      expect((await addVersion(app, who, fx.orderId, fx.review.id, 'customer')).statusCode).toBe(403);
    }
    // No staff file became the latest proof.
    expect(versionsOf(app, fx.review.id)).toBe(3);
  });

  it('files a version where its attachment is, and lets the header pick only the internal tab', async () => {
    const { app, fx } = await setup();
    const operator = await caller(app, 'operator@demo.test');
    const owner = await caller(app, 'owner@demo.test');
    const internalOf = (response: Awaited<ReturnType<Caller['call']>>) =>
      (
        app.proofdesk.data
          .sqlite!.prepare('SELECT is_internal FROM attachment_versions WHERE id = ?')
          .get(response.json().data.versionId) as { is_internal: number }
      ).is_internal;
    const publicVersion = await addVersion(app, operator, fx.orderId, fx.review.id, 'customer');
    expect(publicVersion.statusCode).toBe(200);
    expect(internalOf(publicVersion)).toBe(0);
    const internalVersion = await addVersion(app, operator, fx.orderId, fx.review.id, 'internal');
    expect(internalOf(internalVersion)).toBe(1);
    // Supplied files have no internal versions, and a review source on them disagrees.
    expect((await addVersion(app, operator, fx.orderId, fx.supplied.id, 'internal')).statusCode).toBe(400);
    expect((await addVersion(app, operator, fx.orderId, fx.supplied.id, 'customer')).statusCode).toBe(400);
    expect((await addVersion(app, owner, fx.orderId, fx.supplied.id)).statusCode).toBe(200);
    expect((await addVersion(app, owner, fx.orderId, fx.supplied.id, 'supplied')).statusCode).toBe(200);
    expect((await addVersion(app, owner, fx.orderId, fx.supplied.id, 'guest')).statusCode).toBe(400);
  });
});
