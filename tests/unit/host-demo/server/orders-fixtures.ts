import type { FastifyInstance } from 'fastify';
import type { OrderListData } from 'proofdesk/contract';
import { bearer, csrfFor, signIn } from './helpers';

// Demo users who sign in on the admin client (their anti-forgery scopes start with `admin:`).
const ADMIN_SIDE_USERS = ['operator@', 'manager@', 'creative@', 'production@', 'cso@', 'admin'];

/** A signed-in demo user with helpers for GETs and anti-forgery-guarded mutations. */
export async function actor(app: FastifyInstance, username: string) {
  const { accessToken } = await signIn(app, username);
  const kind = ADMIN_SIDE_USERS.some((prefix) => username.startsWith(prefix)) ? 'admin' : 'customer';
  const tokens = new Map<string, string>();
  const csrf = async (name: string) => {
    if (!tokens.has(name)) tokens.set(name, await csrfFor(app, accessToken, `${kind}:${name}`));
    return tokens.get(name)!;
  };
  return {
    accessToken,
    headers: bearer(accessToken),
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(accessToken) }),
    send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, scope: string, payload?: object) =>
      app.inject({
        method,
        url: `/api${url}`,
        headers: { ...bearer(accessToken), 'x-csrf-token': await csrf(scope) },
        ...(payload ? { payload } : {}),
      }),
  };
}

export type Actor = Awaited<ReturnType<typeof actor>>;

let counter = 0;

/** Inserts an order directly (fixed dates and percentages the seed's PRNG would not give). */
export function insertOrder(app: FastifyInstance, fields: Record<string, unknown> = {}): string {
  counter += 1;
  const id = `test-order-${counter}`;
  const row = {
    id,
    order_number: 900000 + counter,
    client_id: 'client-northwind',
    creator_id: 'user-owner',
    operator_id: null,
    manager_id: 'user-manager',
    service_id: 'svc-logo',
    name: `Fixture ${counter}`,
    status: 'in-progress',
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...fields,
  };
  const columns = Object.keys(row);
  app.proofdesk.data
    .sqlite!.prepare(
      `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    )
    .run(row);
  return id;
}

export const ordersOf = (body: string) => (JSON.parse(body) as { data: OrderListData }).data;
export const idsOf = (body: string) => ordersOf(body).orders.map((order) => order.id);
