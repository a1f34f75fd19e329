import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SWEEP_GRACE_MS, sweepExpiredUploads } from '../../../../../host-demo/server/uploads';
import { testClock, testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';
import { fileBytes, storedFiles, storeFile, tempDataDir, uploadToken } from '../upload-helpers';

// Issue 12: the order is locked while one of its uploads is unfinished (docs/rules-and-choices.md),
// a cancelled or failed upload leaves nothing behind, expired unfinished uploads are swept, and a
// registration pushes reload-order / reload-timeline.

const lockOf = (app: Awaited<ReturnType<typeof testServer>>, orderId: string) =>
  (
    app.proofdesk.data.sqlite!.prepare('SELECT locked_at FROM orders WHERE id = ?').get(orderId) as {
      locked_at: string | null;
    }
  ).locked_at;

const rowsOf = (app: Awaited<ReturnType<typeof testServer>>, orderId: string) =>
  app.proofdesk.data
    .sqlite!.prepare(
      `SELECT key, status FROM uploads WHERE order_id = ? AND status != 'registered' ORDER BY key`,
    )
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

describe('who locks an order, with what, and for how long (issue 20)', () => {
  it('gives a reader who may not upload (view-only) no token, so no lock', async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    app.proofdesk.data.sqlite!.prepare("UPDATE users SET view_only = 1 WHERE id = 'user-staff'").run();
    const staff = await caller(app, 'staff@demo.test');
    const refused = await uploadToken(staff, fx.orderId, 'a.png', 10);
    expect(refused.statusCode).toBe(403);
    expect((await uploadToken(staff, fx.orderId, 'a.png', 10, 'attachment-version')).statusCode).toBe(403);
    expect(lockOf(app, fx.orderId)).toBeNull();
    expect(rowsOf(app, fx.orderId)).toEqual([]);
  });

  it("counts only the order's own uploads: another account's image token labelled with its id holds no lock", async () => {
    const app = await testServer({ dataDir: tempDataDir() });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    const stranger = await caller(app, 'harbor@demo.test');
    // Another account cannot lock it through an order kind (it does not read the order) ...
    expect((await uploadToken(stranger, fx.orderId, 'x.png', 10)).statusCode).toBe(404);
    // ... and an account image labelled with its id is no upload of this order.
    expect((await uploadToken(stranger, fx.orderId, 'x.png', 10, 'logo')).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).toBeNull();
    const key = await storeFile(app, owner, fx.orderId, 'a.png', fileBytes('a.png', 10));
    expect(lockOf(app, fx.orderId)).not.toBeNull();
    expect((await register(owner, fx.orderId, key, 10)).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).toBeNull();
  });

  it('ends with the token: an expired upload holds no lock, before the sweep removes it', async () => {
    const clock = testClock('2026-03-02T10:00:00.000Z');
    const app = await testServer({ dataDir: tempDataDir(), now: clock.now });
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    await uploadToken(owner, fx.orderId, 'abandoned.png', 10);
    clock.advance(15 * 60 * 1000 - 1000);
    await sweepExpiredUploads(app.proofdesk);
    expect(lockOf(app, fx.orderId)).not.toBeNull();
    clock.advance(2000);
    // A later upload's registration no longer waits for the abandoned one ...
    const key = await storeFile(app, owner, fx.orderId, 'b.png', fileBytes('b.png', 10));
    expect((await register(owner, fx.orderId, key, 10)).statusCode).toBe(200);
    expect(lockOf(app, fx.orderId)).toBeNull();
    // ... and on its own, the sweep releases the lock at once, keeping the row for the grace.
    await uploadToken(owner, fx.orderId, 'again.png', 10);
    clock.advance(15 * 60 * 1000 + 1000);
    expect(await sweepExpiredUploads(app.proofdesk)).toEqual([]);
    expect(lockOf(app, fx.orderId)).toBeNull();
    expect(rowsOf(app, fx.orderId)).toHaveLength(2);
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
    // Within the policy's 15 minutes and the grace: nothing goes (the lock went with the tokens).
    clock.advance(15 * 60 * 1000 + SWEEP_GRACE_MS - 1000);
    expect(await sweepExpiredUploads(app.proofdesk)).toEqual([]);
    expect(rowsOf(app, fx.orderId)).toHaveLength(2);
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
