import type { FastifyInstance } from 'fastify';
import { guestSession } from '../guest-helpers';
import { csrfFor, signIn, TEST_DATABASE } from '../helpers';
import { createInvitation } from '../invitation-fixture';
import { caller, insertProofingOrder, SHAPE } from '../proofing-helpers';

// The records a hostile request aims at: the actor's own (so only the hostile part can fail it) and
// another account's (so a foreign id must be refused and must change nothing).

export interface Records {
  orderId: string;
  attachmentId: string;
  versionId: string;
  topicId: string;
  commentId: string;
  invitationId: string;
  presetId: string;
  archivedPresetId: string;
  messageId: string;
  messageGroup: string;
  uploadKey: string;
}

export interface Actor {
  name: string;
  headers: Record<string, string>;
  /** The anti-forgery token of a guard's scope name, fetched once. */
  csrf(scope: string): Promise<string>;
}

const ANNOTATION = 'card-annotation';

async function userActor(app: FastifyInstance, username: string, kind: 'customer' | 'admin'): Promise<Actor> {
  const { accessToken } = await signIn(app, username);
  const tokens = new Map<string, string>();
  return {
    name: username,
    headers: { authorization: `Bearer ${accessToken}` },
    async csrf(scope) {
      if (!tokens.has(scope)) tokens.set(scope, await csrfFor(app, accessToken, `${kind}:${scope}`));
      return tokens.get(scope) ?? '';
    },
  };
}

/** An order of `clientId` with a topic, a comment, an invitation, presets, a message and an upload key. */
async function recordsOf(app: FastifyInstance, clientId: string, username: string): Promise<Records> {
  const db = app.proofdesk.data.sqlite!;
  const fx = insertProofingOrder(app, { clientId });
  const base = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`;
  const operator = await caller(app, 'operator@demo.test');
  const topic = await operator.call(
    'POST',
    `${base}/annotation`,
    { message: 'A', annotation: SHAPE },
    ANNOTATION,
  );
  const topicId = topic.json<{ id: string }>().id;
  const comment = await operator.call(
    'POST',
    `${base}/annotation/${topicId}/comment`,
    { message: 'B' },
    ANNOTATION,
  );
  const commentId = comment.json<{ id?: string; data?: { id: string } }>();
  const owner = await caller(app, username);
  const preset = await owner.call('POST', '/filters', { name: `P ${clientId}` }, 'filter');
  const archived = await owner.call('POST', '/archived-order-filters', { name: `A ${clientId}` }, 'filter');
  const token = await owner.call(
    'POST',
    `/upload/upload-token/attachment/${fx.orderId}`,
    { name: 'brief.pdf', size: 10, type: 'application/pdf' },
    'upload',
  );
  const message = messageOf(app, owner.userId, fx.orderId);
  const invitation = createInvitation(db, {
    orderId: fx.orderId,
    guestName: 'Gina Guest',
    guestEmail: 'gina@example.test',
    message: 'Please review',
    inviterId: owner.userId,
    now: new Date(),
  });
  return {
    orderId: fx.orderId,
    attachmentId: fx.review.id,
    versionId: fx.review.v2,
    topicId,
    commentId: commentId.id ?? commentId.data?.id ?? 'no-comment',
    invitationId: invitation.id,
    presetId: preset.json<{ data: { id: string } }>().data?.id ?? 'no-preset',
    archivedPresetId: archived.json<{ data: { id: string } }>().data?.id ?? 'no-preset',
    messageId: message.id,
    messageGroup: message.group_key,
    uploadKey: token.json<{ data?: { fields?: { key?: string } } }>().data?.fields?.key ?? 'no-key',
  };
}

/** One of the user's notifications, made for this order when the seed gave them none. */
function messageOf(app: FastifyInstance, userId: string, orderId: string) {
  const db = app.proofdesk.data.sqlite!;
  const find = db.prepare('SELECT id, group_key FROM notifications WHERE user_id = ? LIMIT 1');
  const found = find.get(userId) as { id: string; group_key: string } | undefined;
  if (found) return found;
  db.prepare(
    `INSERT INTO notifications (id, user_id, group_key, order_id, title, message, avatar, username, data, created_at)
     VALUES (?, ?, ?, ?, 'Hostile', 'A message', '', 'Someone', '{}', ?)`,
  ).run(`hostile-${userId}`, userId, `order-${orderId}`, orderId, Date.now());
  return find.get(userId) as { id: string; group_key: string };
}

/** Fails loudly when a record could not be made: the suite would then only attack missing ids. */
function complete(records: Records): Records {
  const missing = Object.entries(records).filter(([, value]) => !value || value.startsWith('no-'));
  if (missing.length > 0)
    throw new Error(`hostile world incomplete: ${missing.map(([key]) => key).join(', ')}`);
  return records;
}

/** Northwind (the owner's and the guest's account) and Harbor (someone else's). */
export async function buildWorld(app: FastifyInstance) {
  const own = complete(await recordsOf(app, 'client-northwind', 'owner@demo.test'));
  const foreign = complete(await recordsOf(app, 'client-harbor', 'harbor@demo.test'));
  const link = createInvitation(app.proofdesk.data.sqlite!, {
    orderId: own.orderId,
    guestName: 'Hostile Guest',
    guestEmail: 'hostile@example.test',
    message: 'Review',
    inviterId: 'user-owner',
    now: new Date(),
  });
  const session = await guestSession(app, link.linkToken);
  const guest: Actor = {
    name: 'guest',
    headers: { authorization: `Bearer ${session.token}` },
    csrf: async () => session.csrfToken,
  };
  return {
    own,
    foreign,
    owner: await userActor(app, 'owner@demo.test', 'customer'),
    admin: await userActor(app, 'admin', 'admin'),
    guest,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The value of a path parameter: which record `:id` names depends on the route. */
export function paramValue(url: string, name: string, records: Records): string | undefined {
  if (name === 'id') {
    if (url.startsWith('/api/filters')) return records.presetId;
    if (url.startsWith('/api/archived-order-filters')) return records.archivedPresetId;
    if (url.startsWith('/api/message')) return records.messageId;
    return records.orderId;
  }
  const byName: Record<string, string> = {
    orderId: records.orderId,
    attachmentId: records.attachmentId,
    versionId: records.versionId,
    topicId: records.topicId,
    commentId: records.commentId,
    invitationId: records.invitationId,
    group: records.messageGroup,
    key: records.uploadKey,
    userId: 'user-staff',
  };
  return byName[name];
}

/** Every table's rows except the ones a refused request may still touch (sessions' last use). */
export function snapshot(app: FastifyInstance): string {
  const db = app.proofdesk.data.sqlite!;
  const tables = db
    .prepare(
      TEST_DATABASE === 'postgres'
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string }[];
  const skip = new Set(['sessions', 'guest_sessions', 'schema_migrations']);
  return JSON.stringify(
    tables
      .filter(({ name }) => !skip.has(name))
      .map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]),
  );
}

/**
 * Bodies the routes accept from their callers, where the schema's smallest sample is not one (a
 * shape, a real version id, a supported file): mutations start from these, so each can only be
 * refused for the one thing it changed. Keyed by method and the route's path after /api.
 */
export function validBody(method: string, url: string, records: Records): unknown {
  const route = `${method} ${url.replace(/^\/api/, '').replace(/^\/g\/guest/, '')}`;
  const version = '/order/:orderId/attachment/:attachmentId/version/:versionId';
  const bodies: Record<string, unknown> = {
    'POST /filters': { name: 'Hostile preset' },
    'PUT /filters/:id': { name: 'Hostile preset' },
    'POST /archived-order-filters': { name: 'Hostile preset' },
    'PUT /archived-order-filters/:id': { name: 'Hostile preset' },
    'PUT /cart': { items: [{ id: 'prod-logo', type: 'product', qty: 1 }] },
    [`POST ${version}/annotation`]: { message: 'A note', mentions: '[]', annotation: SHAPE },
    [`POST ${version}/update`]: { message: 'A note', mentions: '[]', annotation: SHAPE },
    [`PUT ${version}/annotation/:topicId/:field`]: { data: 'Edited' },
    'POST /order/:orderId/:attachmentId/attachment-timeline': {
      timelineType: 'history',
      content: 'Approved',
      attachmentVersionId: records.versionId,
    },
    'PUT /order/:orderId/move-to': { moveto: 'STAY_IN_REVIEW', attachmentId: records.attachmentId },
    [`POST ${version}/carry-forward`]: { fromVersionId: records.versionId },
    'POST /upload/upload-token/:type/:orderId': { name: 'brief.pdf', size: 10, type: 'application/pdf' },
  };
  return bodies[route];
}
