import type { FastifyInstance } from 'fastify';
import {
  type CreatedResellerCustomer,
  RESELLER_CUSTOMER_MESSAGES,
  type ResellerCustomer,
} from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testServer, tokenRequest } from '../helpers';

// A white-label client's customers (issue 26): the reseller creates, lists, opens and edits its own
// customers under the reseller-customer scope; the new customer signs in with the password shown
// once; another reseller's customer is not found; non-clients are refused; validation in the spec's
// words. Runs on SQLite here and on PostgreSQL in the server-postgres project.

type Method = 'GET' | 'POST' | 'PUT';

async function actor(app: FastifyInstance, username: string) {
  const { accessToken } = await signIn(app, username);
  let csrf: string | undefined;
  const call = async (method: Method, url: string, payload?: unknown, withCsrf = method !== 'GET') => {
    if (withCsrf && !csrf) csrf = await csrfFor(app, accessToken, 'customer:reseller-customer');
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(accessToken), ...(withCsrf ? { 'x-csrf-token': csrf } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return { accessToken, call };
}

const form = (extra: Record<string, unknown> = {}) => ({
  companyName: 'Lakeside Florist',
  firstname: 'Lena',
  lastname: 'Lake',
  emailAddress: 'Lena@Lakeside.test',
  jobTitle: 'Owner',
  ...extra,
});

/** A second white-label account with an owner and one customer (fixture SQL, portable). */
function addOtherReseller(app: FastifyInstance) {
  const db = app.proofdesk.data.sqlite!;
  const now = Date.now();
  db.prepare(
    "INSERT INTO clients (id, name, type, parent_client_id, whitelabel, created_at) VALUES (?, ?, 'whitelabel', NULL, NULL, ?)",
  ).run('client-other', 'Other Print', now);
  db.prepare(
    "INSERT INTO clients (id, name, type, parent_client_id, whitelabel, created_at) VALUES (?, ?, 'direct', ?, NULL, ?)",
  ).run('client-other-customer', 'Other Customer', 'client-other', now);
  const owner = db.prepare('SELECT password_hash FROM users WHERE email = ?').get('reseller@demo.test') as {
    password_hash: string;
  };
  for (const [id, client, email] of [
    ['user-other', 'client-other', 'other@reseller.test'],
    ['user-other-customer', 'client-other-customer', 'customer@other.test'],
  ]) {
    db.prepare(
      "INSERT INTO users (id, client_id, email, password_hash, firstname, lastname, role, created_at) VALUES (?, ?, ?, ?, 'O', 'R', 'owner', ?)",
    ).run(id, client, email, owner.password_hash, now);
  }
}

describe('reseller customers API', () => {
  it('lists the reseller’s own customers with their order counts, pages and searches', async () => {
    const app = await testServer();
    const reseller = await actor(app, 'reseller@demo.test');
    const list = await reseller.call('GET', '/reseller/customers');
    expect(list.statusCode, list.body).toBe(200);
    const customers = list.json().data as ResellerCustomer[];
    expect(customers.map((customer) => customer.companyName)).toEqual(['Harbor Cafe', 'Summit Outdoor Co.']);
    expect(customers[0]).toMatchObject({ id: 'client-harbor', emailAddress: 'harbor@demo.test' });
    expect(customers[0]!.orders.total).toBeGreaterThanOrEqual(customers[0]!.orders.open);
    expect(list.json().meta).toMatchObject({ page: 1, totalPages: 1, total: 2 });

    const found = await reseller.call('GET', '/reseller/customers?search=SELMA');
    expect((found.json().data as ResellerCustomer[]).map((customer) => customer.id)).toEqual([
      'client-summit',
    ]);
    const paged = await reseller.call('GET', '/reseller/customers?limit=1&page=2');
    expect((paged.json().data as ResellerCustomer[]).map((customer) => customer.id)).toEqual([
      'client-summit',
    ]);
    expect(paged.json().meta).toMatchObject({ page: 2, totalPages: 2 });
  });

  it('creates a customer whose owner signs in with the password shown once, then edits it', async () => {
    const app = await testServer();
    const reseller = await actor(app, 'reseller@demo.test');
    const created = await reseller.call('POST', '/reseller/customers', form());
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body.message).toBe(RESELLER_CUSTOMER_MESSAGES.created);
    const { customer, initialPassword } = body.data as CreatedResellerCustomer;
    expect(customer).toMatchObject({
      companyName: 'Lakeside Florist',
      emailAddress: 'lena@lakeside.test',
      orders: { total: 0, open: 0 },
    });
    expect(initialPassword).toHaveLength(20);
    expect(body.id).toBe(customer.id);

    const token = await app.inject(
      tokenRequest('customer', {
        grant_type: 'password',
        username: 'lena@lakeside.test',
        password: initialPassword,
      }),
    );
    expect(token.statusCode, token.body).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token.json().accessToken),
    });
    const user = profile.json().data;
    expect(user).toMatchObject({ role: 'owner', isClientWhitelabel: false, isProfileComplete: false });
    // The customer carries its reseller's branding.
    expect(user.whitelabelInfo).not.toBeNull();
    // Never answered again.
    const read = await reseller.call('GET', `/reseller/customers/${customer.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(initialPassword);

    const edited = await reseller.call(
      'PUT',
      `/reseller/customers/${customer.id}`,
      form({ companyName: 'Lakeside Flowers', jobTitle: 'Founder' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: RESELLER_CUSTOMER_MESSAGES.updated,
      data: { companyName: 'Lakeside Flowers', jobTitle: 'Founder', ownerId: customer.ownerId },
    });
  });

  it('validates in the spec’s words and refuses a duplicate e-mail', async () => {
    const app = await testServer();
    const reseller = await actor(app, 'reseller@demo.test');
    const empty = await reseller.call(
      'POST',
      '/reseller/customers',
      form({ companyName: ' ', firstname: '', emailAddress: 'not-an-email' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: RESELLER_CUSTOMER_MESSAGES.formInvalid });
    expect(empty.json().messages).toEqual([
      'companyName: Required!',
      'firstname: Required!',
      'emailAddress: Not Valid',
    ]);
    const taken = await reseller.call(
      'POST',
      '/reseller/customers',
      form({ emailAddress: 'OWNER@demo.test' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(RESELLER_CUSTOMER_MESSAGES.emailTaken);
    const editTaken = await reseller.call(
      'PUT',
      '/reseller/customers/client-harbor',
      form({ emailAddress: 'summit@demo.test' }),
    );
    expect(editTaken.statusCode).toBe(409);
    // Unknown properties and malformed bodies: a 4xx envelope, never a 500.
    const extra = await reseller.call('POST', '/reseller/customers', form({ role: 'admin' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().success).toBe(false);
    const wrongType = await reseller.call('POST', '/reseller/customers', form({ firstname: 42 }));
    expect(wrongType.statusCode).toBe(400);
  });

  it('needs the reseller-customer anti-forgery header on every change', async () => {
    const app = await testServer();
    const reseller = await actor(app, 'reseller@demo.test');
    const missing = await reseller.call('POST', '/reseller/customers', form(), false);
    expect(missing.statusCode).toBe(403);
    // A token of another scope is refused too.
    const other = await csrfFor(app, reseller.accessToken, 'customer:customer-team-member');
    const wrongScope = await app.inject({
      method: 'PUT',
      url: '/api/reseller/customers/client-harbor',
      headers: { ...bearer(reseller.accessToken), 'x-csrf-token': other },
      payload: form(),
    });
    expect(wrongScope.statusCode).toBe(403);
    const read = await reseller.call('GET', '/reseller/customers/client-harbor');
    expect(read.json().data.companyName).toBe('Harbor Cafe');
  });

  it('answers another reseller’s customer, or a non-customer account, as not found', async () => {
    const app = await testServer();
    addOtherReseller(app);
    const reseller = await actor(app, 'reseller@demo.test');
    for (const id of ['client-other-customer', 'client-northwind', 'client-brightline', 'nope']) {
      const read = await reseller.call('GET', `/reseller/customers/${id}`);
      expect(read.statusCode, id).toBe(404);
      expect(read.json().message).toBe(RESELLER_CUSTOMER_MESSAGES.notFound);
      const edit = await reseller.call(
        'PUT',
        `/reseller/customers/${id}`,
        form({ emailAddress: 'x@y.test' }),
      );
      expect(edit.statusCode, id).toBe(404);
    }
    const other = await actor(app, 'other@reseller.test');
    const list = (await other.call('GET', '/reseller/customers')).json().data as ResellerCustomer[];
    expect(list.map((customer) => customer.id)).toEqual(['client-other-customer']);
    expect((await other.call('GET', '/reseller/customers/client-harbor')).statusCode).toBe(404);
  });

  it('refuses non-clients (a direct account, a reseller’s customer, internal roles) with 403', async () => {
    const app = await testServer();
    for (const username of ['owner@demo.test', 'staff@demo.test', 'harbor@demo.test', 'manager@demo.test']) {
      const caller = await actor(app, username);
      const list = await caller.call('GET', '/reseller/customers');
      expect(list.statusCode, username).toBe(403);
      expect(list.json()).toMatchObject({ success: false, message: RESELLER_CUSTOMER_MESSAGES.notReseller });
      // The role check comes before the anti-forgery one (internal roles hold admin-side tokens).
      const create = await caller.call('POST', '/reseller/customers', form(), false);
      expect(create.statusCode, username).toBe(403);
      expect(create.json().message).toBe(RESELLER_CUSTOMER_MESSAGES.notReseller);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/reseller/customers' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a view-only member of the reseller read but not change customers', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    const owner = db.prepare('SELECT password_hash FROM users WHERE email = ?').get('reseller@demo.test') as {
      password_hash: string;
    };
    db.prepare(
      "INSERT INTO users (id, client_id, email, password_hash, firstname, lastname, role, view_only, created_at) VALUES ('user-bl-viewer', 'client-brightline', 'viewer@brightline.test', ?, 'V', 'O', 'staff', 1, ?)",
    ).run(owner.password_hash, Date.now());
    const viewer = await actor(app, 'viewer@brightline.test');
    expect((await viewer.call('GET', '/reseller/customers')).statusCode).toBe(200);
    expect((await viewer.call('POST', '/reseller/customers', form())).statusCode).toBe(403);
    expect((await viewer.call('PUT', '/reseller/customers/client-harbor', form())).statusCode).toBe(403);
  });
});
