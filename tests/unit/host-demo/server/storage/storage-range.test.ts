import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../../../../host-demo/server/storage';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';
import { postToStorage, type Token, tempDataDir, uploadToken } from '../upload-helpers';

// Issue 11: "The reference server answers HTTP Range requests for stored files so the first page of
// a large PDF paints before the whole file has arrived (`disableAutoFetch`)."

describe('parseByteRange', () => {
  it('reads one inclusive range, an open end and a suffix, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable past the end, and the whole file for no, several or malformed ranges', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseByteRange('items=0-1', 1000)).toBeNull();
    expect(parseByteRange('bytes=50-10', 1000)).toBeNull();
    expect(parseByteRange('bytes=-', 1000)).toBeNull();
  });

  // Issue 20 item 5: a suffix of an empty file read as bytes 0 to -1 and the server answered 500.
  it('finds no range satisfiable in an empty file, a suffix included', () => {
    for (const header of ['bytes=-5', 'bytes=0-', 'bytes=0-0', 'bytes=0-99']) {
      expect(parseByteRange(header, 0)).toBe('unsatisfiable');
    }
    expect(parseByteRange(undefined, 0)).toBeNull();
  });
});

describe('GET /storage/file/:key with Range', () => {
  async function pdfServer() {
    const dataDir = tempDataDir();
    const app = await testServer({
      dataDir,
      databasePath: join(dataDir, 'demo.sqlite'),
      allowedOrigins: ['https://viewer.example'],
    });
    const row = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT storage_key FROM attachment_versions WHERE storage_key LIKE '%brochure%v1.pdf' LIMIT 1`,
      )
      .get() as { storage_key: string };
    const bytes = readFileSync(join(dataDir, 'uploads', row.storage_key));
    return { app, key: row.storage_key, bytes };
  }

  it('answers 206 with the asked bytes and their Content-Range, and says it accepts ranges', async () => {
    const { app, key, bytes } = await pdfServer();
    const owner = await caller(app, 'owner@demo.test');
    const whole = await owner.call('GET', `/storage/file/${key}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(bytes.length);

    const part = await owner.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: 'bytes=10-109',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${bytes.length}`);
    expect(Number(part.headers['content-length'])).toBe(100);
    expect(part.rawPayload).toEqual(bytes.subarray(10, 110));

    const tail = await owner.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: 'bytes=-20',
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 20));
  });

  it('answers 416 past the end, and still refuses a caller who may not read the file', async () => {
    const { app, key, bytes } = await pdfServer();
    const owner = await caller(app, 'owner@demo.test');
    const past = await owner.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: `bytes=${bytes.length}-`,
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    const stranger = await caller(app, 'harbor@demo.test');
    const refused = await stranger.call('GET', `/storage/file/${key}`, undefined, undefined, {
      range: 'bytes=0-9',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('answers 416 with bytes */0 for any range of an empty stored file (it answered 500)', async () => {
    const dataDir = tempDataDir();
    const app = await testServer({ dataDir });
    const fx = insertProofingOrder(app);
    const operator = await caller(app, 'operator@demo.test');
    // Stored, not registered (registration refuses an empty file): its uploader may read it.
    // The token claims bytes (it refuses an empty file), the storage POST sends none.
    const token = (await uploadToken(operator, fx.orderId, 'empty.pdf', 10)).json<{ data: Token }>().data;
    expect((await postToStorage(app, token.fields, Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(200);
    const key = token.fields.key as string;
    for (const range of ['bytes=-5', 'bytes=0-']) {
      const response = await operator.call('GET', `/storage/file/${key}`, undefined, undefined, { range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */0');
    }
    const whole = await operator.call('GET', `/storage/file/${key}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(0);
  });

  it('lets another origin send Range and read the headers pdf.js decides on', async () => {
    const { app, key } = await pdfServer();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/api/storage/file/${key}`,
      headers: {
        origin: 'https://viewer.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,range',
      },
    });
    expect(preflight.headers['access-control-allow-headers']?.toString().toLowerCase()).toContain('range');
    const owner = await caller(app, 'owner@demo.test');
    const part = await owner.call('GET', `/storage/file/${key}`, undefined, undefined, {
      origin: 'https://viewer.example',
      range: 'bytes=0-9',
    });
    const exposed = part.headers['access-control-expose-headers']?.toString().toLowerCase() ?? '';
    for (const name of ['accept-ranges', 'content-range', 'content-length']) expect(exposed).toContain(name);
  });
});
