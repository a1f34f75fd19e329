import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../../host-demo/server/commerce/idempotency';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

const LOGO = { id: 'prod-logo', qty: 2, type: 'product' };
const CARDS = { id: 'prod-business-card', qty: 1, type: 'product' };

async function buyer(app: FastifyInstance, username: string) {
  const { accessToken } = await signIn(app, username);
  const csrf = await csrfFor(app, accessToken, 'customer:cart');
  return (items: object[], key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/checkout',
      headers: {
        ...bearer(accessToken),
        'x-csrf-token': csrf,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: { items },
    });
}

const invoicesOf = (app: FastifyInstance, userId: string) =>
  (
    app.proofdesk.data
      .sqlite!.prepare('SELECT COUNT(*) AS n FROM invoices WHERE user_id = ?')
      .get(userId) as {
      n: number;
    }
  ).n;

describe('POST /cart/checkout with an Idempotency-Key', () => {
  it('50 parallel identical checkouts make one invoice and 50 identical answers', async () => {
    const app = await testServer();
    const checkout = await buyer(app, 'owner@demo.test');
    const before = invoicesOf(app, 'user-owner');
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout([LOGO, CARDS], 'attempt-1')));
    expect(invoicesOf(app, 'user-owner')).toBe(before + 1);
    const [first] = answers;
    expect(first?.statusCode).toBe(200);
    expect(first?.json()).toMatchObject({
      success: true,
      message: 'Your invoice has been created. Please complete the payment.',
    });
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(first?.json());
    }
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
  });

  it('a new key is a new checkout; no key keeps the old behaviour', async () => {
    const app = await testServer();
    const checkout = await buyer(app, 'owner@demo.test');
    const before = invoicesOf(app, 'user-owner');
    const one = await checkout([LOGO], 'attempt-1');
    const two = await checkout([LOGO], 'attempt-2');
    expect(one.json().data._id).not.toBe(two.json().data._id);
    await checkout([LOGO]);
    await checkout([LOGO]);
    expect(invoicesOf(app, 'user-owner')).toBe(before + 4);
  });

  it('refuses the same key with a different cart (422) and a malformed key (400)', async () => {
    const app = await testServer();
    const checkout = await buyer(app, 'owner@demo.test');
    const before = invoicesOf(app, 'user-owner');
    expect((await checkout([LOGO], 'attempt-1')).statusCode).toBe(200);
    const other = await checkout([CARDS], 'attempt-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request.',
    });
    for (const key of ['', 'x'.repeat(256), 'with space']) {
      const malformed = await checkout([LOGO], key);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().success).toBe(false);
    }
    expect(invoicesOf(app, 'user-owner')).toBe(before + 1);
  });

  it('replays a refusal too: the first answer is the answer', async () => {
    const app = await testServer();
    const checkout = await buyer(app, 'owner@demo.test');
    const unknown = [{ id: 'prod-nope', qty: 1, type: 'product' }];
    const first = await checkout(unknown, 'attempt-1');
    expect(first.statusCode).toBe(400);
    const again = await checkout(unknown, 'attempt-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  // Issue 20 item 10: "The same checkout with keys reordered gets 422."
  it('the same checkout with its keys in another order is a replay, not a different request', async () => {
    const app = await testServer();
    const checkout = await buyer(app, 'owner@demo.test');
    const before = invoicesOf(app, 'user-owner');
    const first = await checkout([LOGO, CARDS], 'attempt-1');
    expect(first.statusCode).toBe(200);
    const reordered = [
      { type: 'product', qty: 2, id: 'prod-logo' },
      { qty: 1, type: 'product', id: 'prod-business-card' },
    ];
    const again = await checkout(reordered, 'attempt-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The items' own order is part of the request: swapped, it is another one.
    expect((await checkout([CARDS, LOGO], 'attempt-1')).statusCode).toBe(422);
    expect(invoicesOf(app, 'user-owner')).toBe(before + 1);
  });

  it("keys are per user: another user's identical key is a checkout of its own", async () => {
    const app = await testServer();
    const owner = await buyer(app, 'owner@demo.test');
    const other = await buyer(app, 'harbor@demo.test');
    const mine = await owner([LOGO], 'shared-key');
    const theirs = await other([LOGO], 'shared-key');
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data._id).not.toBe(mine.json().data._id);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('canonicalJson (the fingerprinted form)', () => {
  it('sorts keys at every depth, keeps array order, leaves out undefined like JSON', () => {
    const a = { items: [{ id: 'x', meta: { b: 1, a: [2, { d: 4, c: 3 }] } }], note: 'é"' };
    const b = { note: 'é"', items: [{ meta: { a: [2, { c: 3, d: 4 }], b: 1 }, id: 'x' }] };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(b)).toBe(
      '{"items":[{"id":"x","meta":{"a":[2,{"c":3,"d":4}],"b":1}}],"note":"é\\""}',
    );
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(JSON.parse(canonicalJson(a))).toEqual(a);
  });
});
