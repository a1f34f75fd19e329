// The upload tests' own API server (started by the widgets' global setup): the demo seed with its
// files on disk, so an upload really lands in a folder the tests can look into. Test hooks (under
// /api/__test/uploads) read what the server holds and inject the failures a test needs: a storage
// POST refused or held open, an unlock or a temporary-file delete refused. The steps' other
// refusals are real ones (an unknown order, an attachment that does not exist).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TestProject } from 'vitest/node';
import { applyProfilePatch } from '../../../../host-demo/server/account/profile-store';
import { buildServer } from '../../../../host-demo/server/app';
import { cachedPoster, fileWriter, statements } from '../../../../host-demo/server/seed/demo-proofing-store';
import { uploadsDir } from '../../../../host-demo/server/storage';
import { sweepExpiredUploads } from '../../../../host-demo/server/uploads';

export interface UploadFixtures {
  apiBaseUrl: string;
  /** A Northwind order in progress (the owner's account): files go here. */
  orderId: string;
  /** Another one, for the refusals at each step. */
  otherOrderId: string;
  /** A third, for the cancels. */
  cancelOrderId: string;
  /** A fourth, only the main flow uploads to (it checks the lock is released). */
  flowOrderId: string;
  /** An order of the Summit account (the server-side quota refusal fills that account). */
  summitOrderId: string;
  /** A supplied file and a customer-review file of `orderId` (new versions go to them). */
  suppliedAttachmentId: string;
  reviewAttachmentId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    uploads: UploadFixtures;
  }
}

type Step = 'storage' | 'unlock' | 'delete' | 'hold-storage';
interface Armed {
  message: string;
  status: number;
}

export async function startUploadServer(project: TestProject, allowedOrigins: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'proofdesk-upload-'));
  // The server's clock, moved forward only for one sweep (POST /api/__test/uploads/sweep).
  let offsetMs = 0;
  const app = buildServer({
    now: () => new Date(Date.now() + offsetMs),
    databasePath: join(dataDir, 'upload.sqlite'),
    dataDir,
    demo: true,
    logger: false,
    allowedOrigins,
  });
  const db = app.proofdesk.data.sqlite!;
  const log: { method: string; path: string; status: number }[] = [];
  // Armed failures, per order and step: the upload test files run side by side against this one
  // server, so a failure armed for one file's order must never meet another file's request.
  const armed = new Map<string, Armed>();
  const armKey = (orderId: string, step: Step) => `${orderId} ${step}`;
  // Requests being held open right now, per order (a test cancels only once its transfer is held).
  const holding = new Map<string, number>();

  const stepOf = (request: FastifyRequest): Step | undefined => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'POST' && path === '/api/storage/upload') return 'storage';
    if (request.method === 'PUT' && path.endsWith('/unlock-order')) return 'unlock';
    if (request.method === 'DELETE' && path.startsWith('/api/upload/')) return 'delete';
    return undefined;
  };
  const orderOfUpload = (key: string) =>
    (db.prepare('SELECT order_id FROM uploads WHERE key = ?').get(key) as { order_id: string } | undefined)
      ?.order_id;
  // The order a step's request is for: in the path of an unlock (/api/order/:id/unlock-order) or a
  // delete (/api/upload/:type/:orderId/:key); for a storage POST, the upload row of the form's `key`.
  const orderOf = async (request: FastifyRequest, step: Step): Promise<string | undefined> => {
    const segments = (request.url.split('?')[0] ?? '').split('/');
    if (step === 'unlock') return segments[3];
    if (step === 'delete') return segments[4];
    const key = await peekFormField(request, 'key');
    return key === undefined ? undefined : orderOfUpload(key);
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const step = stepOf(request);
    if (!step || armed.size === 0) return;
    const orderId = await orderOf(request, step);
    if (orderId === undefined) return;
    const hold = armKey(orderId, 'hold-storage');
    if (step === 'storage' && armed.has(hold)) {
      armed.delete(hold);
      // Answers nothing until the browser gives up (a cancel closes the connection) or 20 s pass: a
      // transfer in flight. The body is read and dropped meanwhile: on a paused socket the server
      // would not see the browser close it.
      holding.set(orderId, (holding.get(orderId) ?? 0) + 1);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20_000);
        request.raw.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        request.raw.resume();
      });
      holding.set(orderId, (holding.get(orderId) ?? 1) - 1);
      return reply.code(408).send({ success: false, message: 'Held by the test server until it gave up.' });
    }
    const failure = armed.get(armKey(orderId, step));
    if (!failure) return;
    armed.delete(armKey(orderId, step));
    // The body is read to its end first, so the browser gets the answer rather than a reset.
    await new Promise<void>((resolve) => {
      request.raw.once('end', resolve);
      request.raw.once('close', resolve);
      request.raw.resume();
    });
    return reply.code(failure.status).send({ success: false, message: failure.message });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/__test/'))
      log.push({ method: request.method, path: request.url.split('?')[0] ?? '', status: reply.statusCode });
  });

  app.get('/api/__test/uploads/log', async () => log);
  app.post<{ Body: { orderId: string; step: Step; message?: string; status?: number } }>(
    '/api/__test/uploads/arm',
    async (request) => {
      const { orderId, step, message = 'Injected failure.', status = 400 } = request.body;
      armed.set(armKey(orderId, step), { message, status });
      return { success: true };
    },
  );
  app.get<{ Params: { orderId: string } }>('/api/__test/uploads/holding/:orderId', async (request) => ({
    holding: holding.get(request.params.orderId) ?? 0,
  }));
  // What the server holds for an order: its lock, its unfinished uploads, and the files on disk.
  app.get<{ Params: { orderId: string } }>('/api/__test/uploads/state/:orderId', async (request) => {
    const { orderId } = request.params;
    const order = db.prepare('SELECT locked_at FROM orders WHERE id = ?').get(orderId) as
      | { locked_at: string | null }
      | undefined;
    const rows = db
      .prepare('SELECT key, status, size FROM uploads WHERE order_id = ? ORDER BY created_at, key')
      .all(orderId) as { key: string; status: string; size: number }[];
    let files: string[] = [];
    try {
      files = readdirSync(uploadsDir(dataDir)).filter((name) => !name.startsWith('.'));
    } catch {
      files = [];
    }
    const temporary = (() => {
      try {
        return readdirSync(join(uploadsDir(dataDir), '.tmp'));
      } catch {
        return [];
      }
    })();
    return { lockedAt: order?.locked_at ?? null, rows, files, temporary };
  });
  app.get<{ Params: { versionId: string } }>('/api/__test/uploads/version/:versionId', async (request) =>
    db
      .prepare(
        `SELECT v.id, v.file_name, v.file_size, v.storage_key, v.thumbnail_key, v.is_internal, a."group" AS "group"
         FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id WHERE v.id = ?`,
      )
      .get(request.params.versionId),
  );
  // A client's used storage (the quota tests): the profile then says so at the next sign-in.
  app.post<{ Body: { clientId: string; used: number } }>('/api/__test/uploads/storage', async (request) => {
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: request.body.clientId },
      {
        storages: { used: request.body.used },
      },
    );
    return { success: true };
  });
  // Runs the sweeper as it would run `ms` from now (then the clock comes back): the keys it removed.
  app.post<{ Body: { ms: number } }>('/api/__test/uploads/sweep', async (request) => {
    offsetMs = request.body.ms;
    try {
      return { keys: await sweepExpiredUploads(app.proofdesk) };
    } finally {
      offsetMs = 0;
    }
  });
  await app.ready();

  const orders = db
    .prepare(
      `SELECT o.id FROM orders o WHERE o.client_id = 'client-northwind' AND o.status = 'in-progress'
         AND o.archived_at IS NULL ORDER BY o.order_number`,
    )
    .all() as { id: string }[];
  const orderId = orders[0]?.id ?? '';
  const insert = db.prepare(
    `INSERT INTO attachments (id, order_id, "group", file_name, starting_tab, attachment_type_start_from,
       created_at, created_by) VALUES (?, ?, ?, ?, 'public', ?, ?, 'user-operator')`,
  );
  const now = new Date().toISOString();
  insert.run('upload-supplied', orderId, 'suppliedFiles', 'Brief.png', 'supplied', now);
  insert.run('upload-review', orderId, 'customerReview', 'Proof.png', 'customer', now);
  // Each with a first version (a real PNG on disk), so the viewer opens them.
  const seed = statements(db);
  const write = fileWriter(dataDir);
  for (const [attachmentId, name] of [
    ['upload-supplied', 'Brief.png'],
    ['upload-review', 'Proof.png'],
  ] as const) {
    const key = `${attachmentId}-v1.png`;
    const size = write(key, () => cachedPoster(1));
    seed.version.run(
      `${attachmentId}-v1`,
      attachmentId,
      1,
      name,
      'image',
      key,
      size,
      now,
      0,
      0,
      'user-operator',
    );
    seed.upload.run(key, orderId, 'user-operator', name, size, 'image/png', now);
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the upload API server did not get a port');
  project.provide('uploads', {
    apiBaseUrl: `http://127.0.0.1:${address.port}/api`,
    orderId,
    otherOrderId: orders[1]?.id ?? '',
    cancelOrderId: orders[2]?.id ?? '',
    flowOrderId: orders[3]?.id ?? '',
    summitOrderId: (
      db
        .prepare(`SELECT id FROM orders WHERE client_id = 'client-summit' AND archived_at IS NULL LIMIT 1`)
        .get() as { id: string }
    ).id,
    suppliedAttachmentId: 'upload-supplied',
    reviewAttachmentId: 'upload-review',
  });
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * A field of a multipart request's form, read from the body's first bytes, which are then put back
 * for the route: the form's fields come before its file (S3's order, sdk/core/uploads/transfer.ts). The
 * bytes go back in the same callback that read them, before the stream can announce its end.
 */
function peekFormField(request: FastifyRequest, name: string): Promise<string | undefined> {
  const stream = request.raw;
  const pattern = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const finish = (value: string | undefined) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('close', onEnd);
      if (chunks.length > 0 && !stream.readableEnded) stream.unshift(Buffer.concat(chunks));
      resolve(value);
    };
    const onReadable = () => {
      for (let chunk = stream.read(); chunk !== null; chunk = stream.read()) chunks.push(chunk as Buffer);
      const head = Buffer.concat(chunks).toString('latin1');
      const found = pattern.exec(head)?.[1];
      if (found !== undefined || head.length >= 64 * 1024) finish(found);
    };
    const onEnd = () => finish(undefined);
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('close', onEnd);
  });
}
