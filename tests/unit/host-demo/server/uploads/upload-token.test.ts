import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';
import { setStorageUsed, type Token, tempDataDir, uploadToken } from '../upload-helpers';

const GB = 1024 ** 3;

describe('POST /upload/upload-token/:type/:orderId', () => {
  it('answers an S3-style presigned POST for a sanitised key and the exact size', async () => {
    const app = await testServer({ dataDir: tempDataDir(), publicUrl: 'https://proofs.example/' });
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const response = await uploadToken(owner, fx.orderId, 'Poster v2 (final)+A.png', 5000);
    expect(response.statusCode).toBe(200);
    const { url, fields } = response.json<{ data: Token }>().data;
    // On the public URL (PUBLIC_URL), whatever Host the request named.
    expect(url).toBe('https://proofs.example/api/storage/upload');
    expect(Object.keys(fields).sort()).toEqual(
      [
        'Content-Type',
        'Policy',
        'X-Amz-Algorithm',
        'X-Amz-Credential',
        'X-Amz-Date',
        'X-Amz-Signature',
        'key',
      ].sort(),
    );
    // "spaces, parentheses and plus in the name are replaced by dashes"
    expect(fields.key).toMatch(/^[0-9a-f-]{36}-Poster-v2--final--A\.png$/);
    expect(fields['X-Amz-Algorithm']).toBe('PROOFDESK-HMAC-SHA256');
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString());
    expect(policy.conditions).toEqual([
      { bucket: 'proofdesk' },
      { key: fields.key },
      { 'Content-Type': 'image/png' },
      ['content-length-range', 0, 5000],
    ]);
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
  });

  it('applies the spec rules server-side with their messages', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const badName = await uploadToken(owner, fx.orderId, 'logo#1.png', 10);
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toEqual({
      success: false,
      message:
        'logo#1.png is invalid file name. We only accept Alphanumericals(A-Z+a-z+0-9), space( ), dash(-), underscore(_) and dot(.) characters',
      messages: ['Not supported file name'],
    });
    const exe = await uploadToken(owner, fx.orderId, 'setup.exe', 10);
    expect(exe.json()).toMatchObject({
      message: 'setup.exe is not supported to process. Please use another extension.',
      messages: ['Not supported file'],
    });
    const huge = await uploadToken(owner, fx.orderId, 'big.pdf', 2 * GB + 1);
    expect(huge.json().message).toBe(
      'The file size is above 2 GB max limit and cannot be uploaded. Please adjust the file size and try again.',
    );
  });

  it("refuses an upload past the account's quota (plan plus additional), and never blocks unlimited storage", async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    // Northwind: 20 GB plan + 5 GB additional; 1.2 GB of the additional is used.
    const setUsed = (bytes: number) => setStorageUsed(app, bytes);
    setUsed(23 * GB);
    expect((await uploadToken(owner, fx.orderId, 'a.pdf', GB / 2)).statusCode).toBe(200);
    const past = await uploadToken(owner, fx.orderId, 'a.pdf', GB);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: 'Please upgrade your membership to continue uploading more attachments.',
      messages: ['Not Enough Storage'],
    });
    // "Storage is full when used plus additional used is at least quota plus additional quota."
    setUsed(Math.ceil(23.8 * GB));
    expect((await uploadToken(owner, fx.orderId, 'a.pdf', 0)).statusCode).toBe(400);
    const brightline = insertProofingOrder(app, { clientId: 'client-brightline' });
    const reseller = await caller(app, 'reseller@demo.test');
    expect((await uploadToken(reseller, brightline.orderId, 'a.pdf', 2 * GB)).statusCode).toBe(200);
  });

  it('validates the body and type, and refuses other accounts and missing anti-forgery tokens', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const url = `/upload/upload-token/attachment/${fx.orderId}`;
    expect(
      (await owner.call('POST', url, { name: 'a.png', size: -1, type: 'image/png' }, 'upload')).statusCode,
    ).toBe(400);
    expect((await owner.call('POST', url, { name: 'a.png', type: 'image/png' }, 'upload')).statusCode).toBe(
      400,
    );
    expect(
      (
        await owner.call(
          'POST',
          `/upload/upload-token/video/${fx.orderId}`,
          { name: 'a.png', size: 1, type: '' },
          'upload',
        )
      ).statusCode,
    ).toBe(400);
    expect((await owner.call('POST', url, { name: 'a.png', size: 1, type: 'image/png' })).statusCode).toBe(
      403,
    );
    const harbor = await caller(app, 'harbor@demo.test');
    expect((await uploadToken(harbor, fx.orderId, 'a.png', 1)).statusCode).toBe(404);
  });
});
