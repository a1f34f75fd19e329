// Two server processes on one SQLite file and one Redis (issue 24): realtime events, session
// revocation, rate limits and anti-forgery tokens hold across them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  csrfAt,
  json,
  type ServerProcess,
  signInAt,
  signInRequest,
  socketAt,
  startRedis,
  startServer,
  stopAll,
} from '../scale-helpers';

const dir = mkdtempSync(join(tmpdir(), 'proofdesk-processes-'));
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const redisUrl = await startRedis();
  const env = { DATA_DIR: dir, REDIS_URL: redisUrl };
  // One after the other: the first migrates and seeds the shared file, the second finds it done.
  a = await startServer('serve.ts', env);
  b = await startServer('serve.ts', env);
}, 120_000);

afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** A new order on the owner's account, read from the shared file (the seed picks statuses at random). */
function ownersNewOrder(): string {
  const db = new Database(join(dir, 'proofdesk.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT o.id FROM orders o JOIN users u ON u.client_id = o.client_id
         WHERE u.email = 'owner@demo.test' AND o.status = 'new-order' AND o.archived_at IS NULL
           AND o.is_frozen = 0 LIMIT 1`,
      )
      .get() as { id: string } | undefined;
    if (!row) throw new Error('the demo seed has no new order on the owner account');
    return row.id;
  } finally {
    db.close();
  }
}

describe('two server processes on one database and one Redis', () => {
  it('delivers an order moved through A to a socket on B, with an anti-forgery token B issued', async () => {
    const token = await signInAt(a.base, 'owner@demo.test');
    const onB = await socketAt(b.base, token);
    // Signed by B, checked by A: both processes hold the same key.
    const csrf = await csrfAt(b.base, token, 'customer:card');
    const id = ownersNewOrder();
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
    expect(await onB.next('reload-order')).toMatchObject({ orderId: id });
    onB.socket.close();
  });

  it('refuses on A a session revoked on B, and closes its socket on A', async () => {
    const token = await signInAt(a.base, 'staff@demo.test');
    const onA = await socketAt(a.base, token);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call(a.base, 'GET', '/api/g/csrf/customer:filter', bearer)).status).toBe(200);
    expect((await call(b.base, 'POST', '/api/logout', bearer)).status).toBe(200);
    expect(await onA.next('force-logout')).toEqual({ reason: 'signed-out' });
    expect(await onA.closed).toBe(4401);
    expect((await call(a.base, 'GET', '/api/g/csrf/customer:filter', bearer)).status).toBe(401);
  });

  it('counts sign-in attempts sent to either process against one limit', async () => {
    const wrong = signInRequest('harbor@demo.test', 'not the password');
    const statuses: number[] = [];
    // 10 allowed a minute per address and user name: 5 to each process, then one more.
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const base = attempt % 2 === 0 ? a.base : b.base;
      statuses.push((await call(base, 'POST', wrong.path, wrong.headers, wrong.body)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
