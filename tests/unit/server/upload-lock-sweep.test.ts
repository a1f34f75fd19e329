import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SWEEP_GRACE_MS, sweepExpiredUploads } from '../../../host-demo/server/uploads';
import { testClock, testServer } from './helpers';
import { caller, insertProofingOrder } from './proofing-helpers';
import { fileBytes, storedFiles, storeFile, tempDataDir, uploadToken } from './upload-helpers';

// Issue 12: the order is locked while one of its uploads is unfinished (docs/rules-and-choices.md),
// a cancelled or failed upload leaves nothing behind, expired unfinished uploads are swept, and a
// registration pushes reload-order / reload-timeline.

const lockOf = (app: Awaited<ReturnType<typeof testServer>>, orderId: string) =>
  (
    app.proofdesk.db.prepare('SELECT locked_at FROM orders WHERE id = ?').get(orderId) as {
      locked_at: string | null;
    }
  ).locked_at;

const rowsOf = (app: Awaited<ReturnType<typeof testServer>>, orderId: string) =>
  app.proofdesk.db
    .prepare(`SELECT key, status FROM uploads WHERE order_id = ? AND status != 'registered' ORDER BY key`)
    .all(orderId) as { key: string; status: string }[];

const register = (who: Awaited<ReturnType<typeof caller>>, orderId: string, key: string, size: number) =>
  who.call(
    'PUT',
    `/upload/attachment/${orderId}`,
    { file: { name: 'poster.png', type: 'image/png', size, key } },
    'upload',
    { 'x-upload-source': 'supplied' },
  );

describe('the order lock during an upload', () => {
  it('locks the order at the token and releases it when its last upload is registered', async () => {
    const clock = testClock('2026-03-02T10:00:00.000Z');
    const app = await testServer({ dataDir: tempDataDir(), now: clock.now });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    expect(lockOf(app, fx.orderId)).toBeNull();
    const first = await storeFile(app, owner, fx.orderId, 'a.png', fileBytes('a.png', 100));
    expect(lockOf(app, fx.orderId)).toBe('2026-03-02T10:00:00.000Z');
    clock.advance(1000);
    const second = await storeFile(app, owner, fx.orderId, 'b.png', fileBytes('b.png', 100));
    // The first lock's time stays.
    expect(lockOf(app, fx.orderId)).toBe('2026-03-02T10:00:00.000Z');
    expect((await register(owner, fx.orderId, first, 100)).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).not.toBeNull();
    expect((await register(owner, fx.orderId, second, 100)).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).toBeNull();
  });

  it('releases it when the temporary upload is deleted, file and row gone', async () => {
    const dataDir = tempDataDir();
    const app = await testServer({ dataDir });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    const key = await storeFile(app, owner, fx.orderId, 'a.png', fileBytes('a.png', 100));
    expect(storedFiles(dataDir)).toEqual([key]);
    expect(lockOf(app, fx.orderId)).not.toBeNull();
    const removed = await owner.call(
      'DELETE',
      `/upload/attachment/${fx.orderId}/${key}`,
      undefined,
      'upload',
    );
    expect(removed.statusCode).toBe(200);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(rowsOf(app, fx.orderId)).toEqual([]);
    expect(lockOf(app, fx.orderId)).toBeNull();
  });

  it('does not lock for account images', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    expect((await uploadToken(owner, fx.orderId, 'me.png', 10, 'avatar')).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).toBeNull();
  });

  it('lets anyone who reads the order "unlock" it when it is not locked; a locked one stays for the roles that may', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const staff = await caller(app, 'staff@demo.test');
    const owner = await caller(app, 'owner@demo.test');
    const unlock = (who: typeof staff) =>
      who.call('PUT', `/order/${fx.orderId}/unlock-order`, undefined, 'card');
    expect((await unlock(staff)).statusCode).toBe(200);
    await storeFile(app, owner, fx.orderId, 'a.png', fileBytes('a.png', 10));
    expect((await unlock(staff)).statusCode).toBe(403);
    expect(lockOf(app, fx.orderId)).not.toBeNull();
    expect((await unlock(owner)).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).toBeNull();
  });
});

describe('the sweep of expired uploads', () => {
  it('removes unfinished uploads past their expiry and grace, files included, and releases the lock', async () => {
    const clock = testClock('2026-03-02T10:00:00.000Z');
    const dataDir = tempDataDir();
    const app = await testServer({ dataDir, now: clock.now });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    const stored = await storeFile(app, owner, fx.orderId, 'stored.png', fileBytes('stored.png', 50));
    const pending = (await uploadToken(owner, fx.orderId, 'pending.png', 50)).json().data.fields
      .key as string;
    const kept = await storeFile(app, owner, fx.orderId, 'kept.png', fileBytes('kept.png', 50));
    expect((await register(owner, fx.orderId, kept, 50)).statusCode).toBe(200);
    // Within the policy's 15 minutes and the grace: nothing goes.
    clock.advance(15 * 60 * 1000 + SWEEP_GRACE_MS - 1000);
    expect(await sweepExpiredUploads(app.proofdesk)).toEqual([]);
    expect(lockOf(app, fx.orderId)).not.toBeNull();
    clock.advance(2000);
    expect((await sweepExpiredUploads(app.proofdesk)).sort()).toEqual([stored, pending].sort());
    expect(rowsOf(app, fx.orderId)).toEqual([]);
    expect(storedFiles(dataDir)).toEqual([kept]);
    expect(lockOf(app, fx.orderId)).toBeNull();
    // The registered one is never swept.
    clock.advance(365 * 24 * 60 * 60 * 1000);
    expect(await sweepExpiredUploads(app.proofdesk)).toEqual([]);
  });
});

describe('registration is live', () => {
  it('pushes reload-order and reload-timeline to those who read the order', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    const staff = await caller(app, 'staff@demo.test');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
    const events: string[] = [];
    await new Promise((resolve) => socket.once('open', resolve));
    const ready = new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; event?: string };
        if (message.type === 'ready') resolve();
        if (message.type === 'event' && message.event) events.push(message.event);
      }),
    );
    socket.send(JSON.stringify({ type: 'auth', token: staff.token }));
    await ready;
    const key = await storeFile(app, owner, fx.orderId, 'live.png', fileBytes('live.png', 20));
    expect((await register(owner, fx.orderId, key, 20)).statusCode).toBe(200);
    await expect.poll(() => events).toEqual(expect.arrayContaining(['reload-order', 'reload-timeline']));
    socket.close();
  });
});
