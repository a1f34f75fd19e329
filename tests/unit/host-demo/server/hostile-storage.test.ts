import { describe, expect, it } from 'vitest';
import { testServer } from './helpers';
import { caller, insertProofingOrder } from './proofing-helpers';
import {
  multipart,
  multipartWith,
  storedFiles,
  type Token,
  tempDataDir,
  uploadToken,
} from './upload-helpers';

// The hostile-input suite's multipart half: POST /storage/upload is reached without a session (its
// signed policy is the credential), so it is the one mutating route a stranger can feed any bytes.

async function setup() {
  const dataDir = tempDataDir();
  const app = await testServer({ dataDir });
  const fx = insertProofingOrder(app);
  const owner = await caller(app, 'owner@demo.test');
  const token = (await uploadToken(owner, fx.orderId, 'proof.png', 100)).json<{ data: Token }>().data;
  return { app, dataDir, fields: token.fields };
}

describe('hostile multipart bodies to POST /storage/upload', () => {
  it('answers each with a 4xx envelope and stores nothing', async () => {
    const { app, dataDir, fields } = await setup();
    const file = { name: 'proof.png', bytes: Buffer.alloc(100, 1), type: 'image/png' };
    const whole = multipart(fields, file);
    const boundary = whole.headers['content-type'].split('boundary=')[1] ?? '';
    const bodies: { label: string; payload: Buffer | string; type: string }[] = [
      {
        label: 'truncated mid-file',
        payload: whole.payload.subarray(0, whole.payload.length - 60),
        type: whole.headers['content-type'],
      },
      {
        label: 'no closing boundary',
        payload: whole.payload.subarray(0, whole.payload.length - boundary.length - 6),
        type: whole.headers['content-type'],
      },
      {
        label: 'garbage with a boundary',
        payload: Buffer.alloc(5000, 7),
        type: whole.headers['content-type'],
      },
      { label: 'policy not base64 JSON', ...asBody(multipart({ ...fields, Policy: '%%%not-json' }, file)) },
      { label: 'huge policy', ...asBody(multipart({ ...fields, Policy: 'A'.repeat(300_000) }, file)) },
      { label: 'key with a path', ...asBody(multipart({ ...fields, key: '../../escape.png' }, file)) },
      {
        label: '__proto__ field',
        ...asBody(multipartWith(fields, [{ kind: 'field', name: '__proto__', value: '{"polluted":true}' }])),
      },
      {
        label: 'a thousand fields',
        ...asBody(
          multipartWith(
            fields,
            Array.from({ length: 1000 }, (_, i) => ({ kind: 'field' as const, name: `f${i}`, value: 'x' })),
          ),
        ),
      },
      {
        label: 'huge field name',
        ...asBody(multipartWith(fields, [{ kind: 'field', name: 'n'.repeat(100_000), value: 'x' }])),
      },
      {
        label: 'file twice the signed size',
        ...asBody(multipart(fields, { ...file, bytes: Buffer.alloc(200, 1) })),
      },
      { label: 'JSON instead of multipart', payload: JSON.stringify(fields), type: 'application/json' },
    ];
    const failures: string[] = [];
    for (const { label, payload, type } of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        payload,
        headers: { 'content-type': type },
      });
      const envelope =
        String(response.headers['content-type']).startsWith('application/json') &&
        response.json().success === false;
      if (response.statusCode < 400 || response.statusCode >= 500 || !envelope)
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

function asBody(body: { payload: Buffer; headers: { 'content-type': string } }) {
  return { payload: body.payload, type: body.headers['content-type'] };
}
