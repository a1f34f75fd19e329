import { describe, expect, it } from 'vitest';
import { guestSession, invite } from '../guest-helpers';
import { testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder, SHAPE } from '../proofing-helpers';

// Issue 20 item 2: PDF tools data (proofing §4.8) is stored per annotation list. Readers get only
// the entries of the lists they may read; writers replace only the entries they send, and an entry
// of a list they may not write refuses the call (403). Customers and guests: public only.

const SCOPE = 'card-annotation';
const entry = (page: number, annotation: string) => ({ page, annotation });
const INTERNAL = entry(3, 'aW50ZXJuYWw=');
const PUBLIC = entry(2, 'cHVibGlj');

async function setup() {
  const app = await testServer();
  const fx = insertProofingOrder(app);
  const path = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`;
  const operator = await caller(app, 'operator@demo.test');
  const save = (who: Caller, module: unknown, route = 'update') =>
    who.call('POST', `${path}/${route}`, { pdfAnnotationModule: JSON.stringify(module) }, SCOPE);
  const saved = await save(operator, { internal: INTERNAL, public: PUBLIC });
  expect(saved.statusCode).toBe(200);
  const moduleOf = async (who: Caller) => {
    const text = (await who.call('GET', path)).json<{ data: { pdfAnnotationModule: string | null } }>().data
      .pdfAnnotationModule;
    return text === null ? null : JSON.parse(text);
  };
  return { app, fx, path, operator, save, moduleOf };
}

async function guestOf(app: Awaited<ReturnType<typeof testServer>>, orderId: string) {
  return guestSession(app, invite(app, orderId).linkToken);
}

describe('PDF tools entries: reading', () => {
  it('gives operators and the CSO both entries, customers only the public one', async () => {
    const { app, moduleOf, operator } = await setup();
    expect(await moduleOf(operator)).toEqual({ internal: INTERNAL, public: PUBLIC });
    expect(await moduleOf(await caller(app, 'cso@demo.test'))).toEqual({
      internal: INTERNAL,
      public: PUBLIC,
    });
    for (const customer of ['owner@demo.test', 'staff@demo.test']) {
      expect(await moduleOf(await caller(app, customer))).toEqual({ public: PUBLIC });
    }
  });

  it('gives guests only the public entry, in the version and in the versions list', async () => {
    const { app, fx } = await setup();
    const guest = await guestOf(app, fx.orderId);
    const version = await guest.call(
      'GET',
      `/g/guest/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`,
    );
    expect(JSON.parse(version.json().data.pdfAnnotationModule)).toEqual({ public: PUBLIC });
    const data = await guest.call('GET', '/g/guest/data');
    expect(data.body).toContain('cHVibGlj');
    expect(data.body).not.toContain('aW50ZXJuYWw=');
  });

  it('keeps the mode on with no readable entry ({}), and off (null) when nothing was ever saved', async () => {
    const { app, fx, operator } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const other = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v1}`;
    const onlyInternal = await operator.call(
      'POST',
      `${other}/update`,
      { pdfAnnotationModule: JSON.stringify({ internal: INTERNAL }) },
      SCOPE,
    );
    expect(onlyInternal.statusCode).toBe(200);
    expect((await owner.call('GET', other)).json().data.pdfAnnotationModule).toBe('{}');
    const untouched = `/order/${fx.orderId}/attachment/${fx.supplied.id}/version/${fx.supplied.v1}`;
    expect((await owner.call('GET', untouched)).json().data.pdfAnnotationModule).toBeNull();
  });
});

describe('PDF tools entries: writing', () => {
  it("an operator's public save keeps the internal entry", async () => {
    const { operator, save, moduleOf } = await setup();
    const next = entry(1, 'bmV4dA==');
    expect((await save(operator, { public: next })).statusCode).toBe(200);
    expect(await moduleOf(operator)).toEqual({ internal: INTERNAL, public: next });
  });

  it('a customer replaces the public entry only; sending an internal one is refused and changes nothing', async () => {
    const { app, operator, save, moduleOf } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const mine = entry(1, 'b3duZXI=');
    expect((await save(owner, { public: mine })).statusCode).toBe(200);
    const refused = await save(owner, { internal: entry(1, 'aGlqYWNr'), public: entry(1, 'aGlqYWNr') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'Permission Denied!' });
    expect(await moduleOf(operator)).toEqual({ internal: INTERNAL, public: mine });
  });

  it('a guest cannot change the internal entry through …/annotation, topic included', async () => {
    const { app, fx, operator, moduleOf } = await setup();
    const guest = await guestOf(app, fx.orderId);
    const base = `/g/guest/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`;
    const post = (module: unknown) =>
      guest.call('POST', `${base}/annotation`, {
        message: 'Guest note',
        annotation: SHAPE,
        pdfAnnotationModule: JSON.stringify(module),
      });
    const refused = await post({ internal: entry(1, 'Z3Vlc3Q=') });
    expect(refused.statusCode).toBe(403);
    expect((await guest.call('GET', base)).json().data.topics).toEqual([]);
    const guestPublic = entry(4, 'Z3Vlc3Q=');
    expect((await post({ public: guestPublic })).statusCode).toBe(200);
    expect(await moduleOf(operator)).toEqual({ internal: INTERNAL, public: guestPublic });
  });

  it('the CSO writes neither entry', async () => {
    const { app, save, moduleOf, operator } = await setup();
    const cso = await caller(app, 'cso@demo.test');
    expect((await save(cso, { public: entry(1, 'Y3Nv') })).statusCode).toBe(403);
    expect(await moduleOf(operator)).toEqual({ internal: INTERNAL, public: PUBLIC });
  });

  it('refuses a module that is not an object of internal/public entries of { page, annotation } (400)', async () => {
    const { operator, path, moduleOf } = await setup();
    const bad = [
      'not json',
      '[1]',
      'null',
      '"text"',
      JSON.stringify({ page: 2, annotation: 'YQ==' }),
      JSON.stringify({ other: PUBLIC }),
      '{"__proto__":{"page":1,"annotation":"YQ=="}}',
      JSON.stringify({ public: null }),
      JSON.stringify({ public: { page: 0, annotation: 'YQ==' } }),
      JSON.stringify({ public: { page: 1.5, annotation: 'YQ==' } }),
      JSON.stringify({ public: { page: 1, annotation: 7 } }),
      JSON.stringify({ public: { page: 1, annotation: 'YQ==', extra: true } }),
    ];
    for (const text of bad) {
      const response = await operator.call('POST', `${path}/update`, { pdfAnnotationModule: text }, SCOPE);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await moduleOf(operator)).toEqual({ internal: INTERNAL, public: PUBLIC });
  });
});
