// The versions panel and review decision tests' own API server (started by the widgets' global
// setup): the demo seed in a database of its own, since these tests approve, delete and move orders.
// Each test makes the order it needs with POST /api/__test/versions/order (this server only): a copy
// of a demo Northwind order with its status, creator and staff's standing, and one attachment with
// the versions asked for (real PNG files, so the viewer shows them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../../host-demo/server/app';
import {
  cachedPoster,
  fileWriter,
  statements,
} from '../../../../../host-demo/server/seed/demo-proofing-store';

declare module 'vitest' {
  export interface ProvidedContext {
    versionsApiBaseUrl: string;
  }
}

export interface VersionsOrderRequest {
  status: 'in-review' | 'in-progress' | 'approved';
  /** Who created the order (userAbility creator); default the owner. */
  creator?: string;
  /** Staff's standing on the order: [collaborator, approver]; default none. */
  staff?: [collaborator: boolean, approver: boolean];
  /** customerReview (default), internalReview or suppliedFiles. */
  group?: string;
  /** Oldest first: each public unless `internal`, unchecked unless `approved`. */
  versions: { internal?: boolean; approved?: boolean }[];
}

export interface VersionsOrder {
  orderId: string;
  attachmentId: string;
  versionIds: string[];
}

export async function startVersionsServer(project: TestProject, allowedOrigins: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'proofdesk-versions-'));
  const app = buildServer({ databasePath: ':memory:', dataDir, demo: true, logger: false, allowedOrigins });
  let made = 0;
  app.post<{ Body: VersionsOrderRequest }>('/api/__test/versions/order', async (request) => {
    const db = app.proofdesk.data.sqlite!;
    const body = request.body;
    made += 1;
    const template = db
      .prepare(
        `SELECT * FROM orders WHERE client_id = 'client-northwind' AND archived_at IS NULL
         ORDER BY order_number LIMIT 1`,
      )
      .get() as Record<string, unknown>;
    const number = (db.prepare('SELECT MAX(order_number) AS n FROM orders').get() as { n: number }).n + 1;
    const orderId = `versions-order-${made}`;
    const row: Record<string, unknown> = {
      ...template,
      id: orderId,
      order_number: number,
      name: `Versions test ${made}`,
      status: body.status,
      creator_id: body.creator ?? 'user-owner',
      operator_id: 'user-operator',
    };
    const columns = Object.keys(row);
    db.prepare(
      `INSERT INTO orders (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...columns.map((c) => row[c] as never));
    const insert = statements(db);
    const write = fileWriter(dataDir);
    const now = Date.now();
    const group = body.group ?? 'customerReview';
    const attachmentId = `${orderId}-poster`;
    const at = (i: number) => new Date(now - (10 - i) * 60_000).toISOString();
    insert.attachment.run(
      attachmentId,
      orderId,
      group,
      'Poster.png',
      'public',
      'internal',
      at(0),
      'user-operator',
    );
    const versionIds = body.versions.map((spec, i) => {
      const versionId = `${attachmentId}-v${i + 1}`;
      const key = `${versionId}.png`;
      const size = write(key, () => cachedPoster(i));
      insert.version.run(
        versionId,
        attachmentId,
        i + 1,
        'Poster.png',
        'image',
        key,
        size,
        at(i + 1),
        spec.internal ? 1 : 0,
        spec.approved ? 1 : 0,
        'user-operator',
      );
      insert.upload.run(key, orderId, 'user-operator', 'Poster.png', size, 'image/png', at(i + 1));
      return versionId;
    });
    if (body.staff)
      insert.collaborator.run(orderId, 'user-staff', body.staff[0] ? 1 : 0, body.staff[1] ? 1 : 0);
    return { orderId, attachmentId, versionIds } satisfies VersionsOrder;
  });
  // What the server holds now, to check a call's effect (status, approval, removal, history).
  app.get<{ Params: { orderId: string } }>('/api/__test/versions/order/:orderId', async (request) => {
    const db = app.proofdesk.data.sqlite!;
    const { orderId } = request.params;
    return {
      status: (db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: string })
        .status,
      holdReason:
        (
          db.prepare('SELECT hold_reason FROM orders WHERE id = ?').get(orderId) as {
            hold_reason: string | null;
          }
        )?.hold_reason ?? null,
      versions: db
        .prepare(
          `SELECT v.id, v.is_internal_approved AS approved, v.deleted_at AS deletedAt, v.delete_reason AS reason
           FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id WHERE a.order_id = ? ORDER BY v.version`,
        )
        .all(orderId),
      history: db
        .prepare(
          `SELECT t.version_id AS versionId, t.content FROM attachment_timeline t JOIN attachments a ON a.id = t.attachment_id
           WHERE a.order_id = ? AND t.type = 'history' ORDER BY t.created_at`,
        )
        .all(orderId),
    };
  });
  // Changes an order's status behind the viewers' backs (no reload-order), so a move-to is refused.
  app.post<{ Params: { orderId: string }; Body: { status: string } }>(
    '/api/__test/versions/order/:orderId/status',
    async (request) => {
      app.proofdesk.data
        .sqlite!.prepare('UPDATE orders SET status = ? WHERE id = ?')
        .run(request.body.status, request.params.orderId);
      return { ok: true };
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the versions API server did not get a port');
  project.provide('versionsApiBaseUrl', `http://127.0.0.1:${address.port}/api`);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
