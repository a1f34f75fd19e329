// Two server processes on the three engines of a scaled-out deployment (issue 24): PostgreSQL
// (DATABASE_URL), Redis (REDIS_URL) and an S3-compatible bucket (s3rver). Each process has its own
// data folder, so nothing passes between them through the disk: what one wrote, the other reads
// from the database, the bucket or Redis.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3_TEST_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from '../../../../../scripts/s3-test-server.mjs';
import { createTestDatabase } from '../data-helpers';
import {
  call,
  csrfAt,
  json,
  type ServerProcess,
  signInAt,
  socketAt,
  startRedis,
  startServer,
  stopAll,
} from '../scale-helpers';
import { fileBytes, multipart } from '../upload-helpers';

const dirs = [
  mkdtempSync(join(tmpdir(), 'proofdesk-engines-a-')),
  mkdtempSync(join(tmpdir(), 'proofdesk-engines-b-')),
];
let a: ServerProcess;
let b: ServerProcess;
let s3: S3TestServer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  const redisUrl = await startRedis();
  s3 = await startS3TestServer({ bucket: 'proofdesk-engines' });
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    AWS_REGION: 'us-east-1',
    // Processes on separate machines share the anti-forgery key through this variable.
    PROOFDESK_SECRET: randomBytes(32).toString('base64url'),
  };
  // At once, on an empty database: one migrates and seeds, the other waits for it (advisory locks).
  [a, b] = await Promise.all([
    startServer('serve.ts', { ...env, DATA_DIR: dirs[0]! }),
    startServer('serve.ts', { ...env, DATA_DIR: dirs[1]! }),
  ]);
}, 180_000);

afterAll(async () => {
  await stopAll();
  await s3?.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A new order on the owner's account (the seed picks statuses at random). */
async function ownersNewOrder(): Promise<string> {
  const [row] = await query<{ id: string }>(
    `SELECT o.id FROM orders o JOIN users u ON u.client_id = o.client_id
     WHERE u.email = 'owner@demo.test' AND o.status = 'new-order' AND o.archived_at IS NULL
       AND o.is_frozen = 0 ORDER BY o.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo seed has no new order on the owner account');
  return row.id;
}

describe('two server processes on PostgreSQL, Redis and S3', () => {
  it('seeded the demo once although both started at once', async () => {
    const [users] = await query<{ n: number; distinct: number }>(
      'SELECT COUNT(*)::int AS n, COUNT(DISTINCT email)::int AS distinct FROM users',
    );
    expect(users?.n).toBeGreaterThan(0);
    expect(users?.n).toBe(users?.distinct);
  });

  it('delivers an order moved through A to a socket on B', async () => {
    const token = await signInAt(a.base, 'owner@demo.test');
    const onB = await socketAt(b.base, token);
    const csrf = await csrfAt(b.base, token, 'customer:card');
    const id = await ownersNewOrder();
    const { headers, body } = json({ progress: 'on-hold', reason: 'Waiting for the logo files' });
    const moved = await call(
      a.base,
      'PUT',
      `/api/order/${id}/move-progress`,
      { ...headers, authorization: `Bearer ${token}`, 'x-csrf-token': csrf },
      body,
    );
    expect(moved.status, moved.body).toBe(200);
    expect(await onB.next('reload-order-list')).toMatchObject({ orderId: id });
    onB.socket.close();
  });

  it('refuses on A a session revoked on B', async () => {
    const token = await signInAt(a.base, 'staff@demo.test');
    const onA = await socketAt(a.base, token);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call(a.base, 'GET', '/api/g/csrf/customer:filter', bearer)).status).toBe(200);
    expect((await call(b.base, 'POST', '/api/logout', bearer)).status).toBe(200);
    expect(await onA.next('force-logout')).toEqual({ reason: 'signed-out' });
    expect((await call(a.base, 'GET', '/api/g/csrf/customer:filter', bearer)).status).toBe(401);
  });

  it('reads through B, by range, a file uploaded through A by the signed flow', async () => {
    const token = await signInAt(a.base, 'owner@demo.test');
    const csrf = await csrfAt(a.base, token, 'customer:upload');
    const auth = { authorization: `Bearer ${token}`, 'x-csrf-token': csrf };
    const id = await ownersNewOrder();
    const pdf = fileBytes('brief.pdf', 5000);
    const request = json({ name: 'brief.pdf', size: pdf.length, type: 'application/pdf' });
    const issued = await call(
      a.base,
      'POST',
      `/api/upload/upload-token/attachment/${id}`,
      { ...request.headers, ...auth },
      request.body,
    );
    expect(issued.status, issued.body).toBe(200);
    const policy = (JSON.parse(issued.body) as { data: { url: string; fields: Record<string, string> } })
      .data;
    const form = multipart(policy.fields, { name: 'brief.pdf', bytes: pdf, type: 'application/pdf' });
    const stored = await call(a.base, 'POST', new URL(policy.url).pathname, form.headers, form.payload);
    expect(stored.status, stored.body).toBe(200);
    const key = policy.fields.key!;
    const file = json({ file: { name: 'brief.pdf', type: 'application/pdf', size: pdf.length, key } });
    const registered = await call(
      a.base,
      'PUT',
      `/api/upload/attachment/${id}`,
      { ...file.headers, ...auth, 'x-upload-source': 'supplied' },
      file.body,
    );
    expect(registered.status, registered.body).toBe(200);

    const part = await call(b.base, 'GET', `/api/storage/file/${key}`, {
      authorization: `Bearer ${token}`,
      range: 'bytes=1000-1999',
    });
    expect(part.status, part.body).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/5000');
    expect(part.bytes.equals(pdf.subarray(1000, 2000))).toBe(true);
  });
});
