import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, csrfFor, signIn } from './helpers';

let serial = 0;

export interface ProofingFixture {
  orderId: string;
  /** customerReview: two public versions (v1, v2) and one internal (v3). */
  review: { id: string; v1: string; v2: string; internal: string };
  /** internalReview: one internal version. */
  internalFile: { id: string; v1: string };
  supplied: { id: string; v1: string };
}

/** Inserts an order of client-northwind (creator staff, operator operator) with attachments, by SQL. */
export function insertProofingOrder(
  app: FastifyInstance,
  { status = 'in-review', clientId = 'client-northwind', frozen = false } = {},
): ProofingFixture {
  const db = app.proofdesk.data.sqlite!;
  serial += 1;
  const id = (name: string) => `t${serial}-${name}`;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
  db.prepare(
    `INSERT INTO orders (id, order_number, client_id, creator_id, operator_id, manager_id, name, status,
       is_frozen, created_at, updated_at) VALUES (?, ?, ?, 'user-staff', 'user-operator', 'user-manager', ?, ?, ?, ?, ?)`,
  ).run(
    id('order'),
    900_000 + serial,
    clientId,
    `Test order ${serial}`,
    status,
    frozen ? 1 : 0,
    at(0),
    at(0),
  );
  const attachment = db.prepare(
    `INSERT INTO attachments (id, order_id, "group", file_name, starting_tab, attachment_type_start_from, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'user-operator')`,
  );
  const version = db.prepare(
    `INSERT INTO attachment_versions (id, attachment_id, version, file_name, file_type, storage_key, file_size,
       created_at, is_internal, creator_id, uploaded_by_type) VALUES (?, ?, ?, ?, 'image', ?, 1234, ?, ?, 'user-operator', 'operator')`,
  );
  attachment.run(id('review'), id('order'), 'customerReview', 'poster.png', 'public', 'customer', at(1));
  version.run(id('rv1'), id('review'), 1, 'poster.png', id('rv1-poster.png'), at(2), 0);
  version.run(id('rv2'), id('review'), 2, 'poster.png', id('rv2-poster.png'), at(3), 0);
  version.run(id('rvi'), id('review'), 3, 'poster.png', id('rvi-poster.png'), at(4), 1);
  attachment.run(id('internal'), id('order'), 'internalReview', 'draft.png', 'internal', 'internal', at(5));
  version.run(id('iv1'), id('internal'), 1, 'draft.png', id('iv1-draft.png'), at(6), 1);
  attachment.run(id('supplied'), id('order'), 'suppliedFiles', 'brief.png', 'public', 'supplied', at(7));
  version.run(id('sv1'), id('supplied'), 1, 'brief.png', id('sv1-brief.png'), at(8), 0);
  return {
    orderId: id('order'),
    review: { id: id('review'), v1: id('rv1'), v2: id('rv2'), internal: id('rvi') },
    internalFile: { id: id('internal'), v1: id('iv1') },
    supplied: { id: id('supplied'), v1: id('sv1') },
  };
}

export function setCollaborator(
  app: FastifyInstance,
  orderId: string,
  userId: string,
  { collaborator = true, approver = false } = {},
) {
  app.proofdesk.data
    .sqlite!.prepare(
      `INSERT INTO order_collaborators (order_id, user_id, is_collaborator, is_approver) VALUES (?, ?, ?, ?)
       ON CONFLICT (order_id, user_id) DO UPDATE SET is_collaborator = excluded.is_collaborator, is_approver = excluded.is_approver`,
    )
    .run(orderId, userId, collaborator ? 1 : 0, approver ? 1 : 0);
}

export interface Caller {
  token: string;
  userId: string;
  /** Sends a request with the bearer token and, for mutations, an anti-forgery token of `scope`. */
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    scope?: string,
    extraHeaders?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export async function caller(app: FastifyInstance, username: string): Promise<Caller> {
  const { accessToken, user } = await signIn(app, username);
  const kind =
    username.includes('owner') ||
    username.includes('staff') ||
    username.includes('harbor') ||
    username.includes('reseller')
      ? 'customer'
      : 'admin';
  const tokens = new Map<string, string>();
  return {
    token: accessToken,
    userId: user.id,
    async call(method, url, payload, scope, extraHeaders = {}) {
      const headers: Record<string, string> = { ...bearer(accessToken), ...extraHeaders };
      if (scope) {
        let csrf = tokens.get(scope);
        if (!csrf) {
          csrf = await csrfFor(app, accessToken, `${kind}:${scope}`);
          tokens.set(scope, csrf);
        }
        headers['x-csrf-token'] = csrf;
      }
      const options: InjectOptions = { method, url: `/api${url}`, headers };
      if (payload !== undefined) {
        // Plain string maps go form-encoded like the viewer sends them; anything else as JSON.
        const isForm =
          typeof payload === 'object' &&
          payload !== null &&
          Object.values(payload).every((v) => typeof v === 'string');
        if (isForm && method === 'POST') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          options.payload = form(payload as Record<string, string>);
        } else options.payload = payload as InjectOptions['payload'];
      }
      return app.inject(options);
    },
  };
}

/** A shape of the 0.2 relative format. */
export const SHAPE = JSON.stringify({
  className: 'Rect',
  attrs: { id: 'shape-1', x: 0.1, y: 0.2, width: 0.3, height: 0.1, version: '0.2', group: 'page-1' },
  page: 1,
  scale: 1,
});
