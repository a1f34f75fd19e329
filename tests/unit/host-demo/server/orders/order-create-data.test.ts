import { describe, expect, it } from 'vitest';
import type { Data } from '../../../../../host-demo/server/data';
import {
  createDraft,
  draftToCart,
  publishDraft,
  serviceCatalogue,
} from '../../../../../host-demo/server/orders/create';
import type { UserRow } from '../../../../../host-demo/server/users';
import { DIALECTS, testData } from '../data-helpers';

// Creating orders on both databases (issue 25, data/orders/create-rows.ts): the catalogue, drafts,
// publishing within the active-order limit (two publishes racing for the last place: one wins) and
// the pay-as-you-go hand-over.

const NOW = new Date('2026-03-10T12:00:00.000Z');
const form = {
  serviceId: 'svc-a',
  name: 'Flyer',
  brief: 'Spring sale.',
  dueDate: '2026-03-20',
  priority: 'normal' as const,
  options: { 'opt-size': 'A5' },
};

const profile = (type: 'free' | 'paid', active: number, maximum: number) =>
  JSON.stringify({
    membership: {
      type,
      title: type === 'free' ? 'Pay as you go' : 'Studio',
      orders: { used: active, quota: 20, currentActiveOrder: active, maximumActiveOrder: maximum },
    },
  });

async function seed(data: Data, plan: 'free' | 'paid', active = 0, maximum = 2) {
  await data.db
    .insertInto('clients')
    .values({ id: 'c1', name: 'C1', type: 'direct', created_at: 1 })
    .execute();
  const user = (id: string, role: string) => ({
    id,
    client_id: 'c1',
    email: `${id}@c.test`,
    password_hash: 'x',
    firstname: 'U',
    lastname: id,
    role,
    profile: profile(plan, active, maximum),
    created_at: 1,
  });
  await data.db
    .insertInto('users')
    .values([user('owner', 'owner'), user('staff', 'staff')])
    .execute();
  await data.db
    .insertInto('products')
    .values({
      id: 'prod-a',
      name: 'Flyer Design',
      description: '',
      item_type: 'product',
      price_cents: 7900,
      currency: 'USD',
      active: 1,
      sort_order: 0,
      created_at: 1,
    })
    .execute();
  await data.db
    .insertInto('service_categories')
    .values([
      { id: 'cat-z', name: 'print' },
      { id: 'cat-a', name: 'Branding' },
    ])
    .execute();
  await data.db
    .insertInto('services')
    .values([
      { id: 'svc-a', category_id: 'cat-z', name: 'Flyer', description: 'A flyer.', product_id: 'prod-a' },
      { id: 'svc-b', category_id: 'cat-a', name: 'Logo', description: 'A logo.', product_id: null },
      { id: 'svc-orphan', category_id: null, name: 'Hidden', description: '', product_id: null },
    ])
    .execute();
  await data.db
    .insertInto('service_options')
    .values({
      id: 'opt-size',
      service_id: 'svc-a',
      name: 'Size',
      choices: '["A5","A4"]',
      required: 1,
      position: 0,
    })
    .execute();
  const row = await data.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', 'owner')
    .executeTakeFirstOrThrow();
  const staff = await data.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', 'staff')
    .executeTakeFirstOrThrow();
  return { owner: row as UserRow, staff: staff as UserRow };
}

async function newDraft(data: Data, user: Parameters<typeof createDraft>[1]) {
  const result = await createDraft(data, user, form, NOW);
  if (!result.ok || !result.data) throw new Error(JSON.stringify(result));
  return result.data;
}

describe.each(DIALECTS)('creating orders on %s', (dialect) => {
  it('lists categories by name with their services and options; a service without a category is left out', async () => {
    const data = await testData(dialect);
    await seed(data, 'paid');
    const { categories } = await serviceCatalogue(data);
    expect(categories.map((category) => category.name)).toEqual(['Branding', 'print']);
    expect(categories[1]?.services).toEqual([
      {
        id: 'svc-a',
        name: 'Flyer',
        description: 'A flyer.',
        options: [{ id: 'opt-size', name: 'Size', choices: ['A5', 'A4'], required: true }],
        price: 79,
        currency: 'USD',
      },
    ]);
    expect(categories[0]?.services[0]).toMatchObject({ id: 'svc-b', price: null, options: [] });
  });

  it('numbers drafts on from the highest order number and publishes them within the limit', async () => {
    const data = await testData(dialect);
    const { owner } = await seed(data, 'paid', 0, 1);
    const first = await newDraft(data, owner);
    const second = await newDraft(data, owner);
    expect(second.orderNumber).toBe(first.orderNumber + 1);
    expect((await publishDraft(data, owner, first.orderId, NOW)).ok).toBe(true);
    const refused = await publishDraft(data, owner, second.orderId, NOW);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const profiles = await data.db.selectFrom('users').select(['id', 'profile']).orderBy('id').execute();
    for (const row of profiles) expect(JSON.parse(row.profile).membership.orders.currentActiveOrder).toBe(1);
    const states = await data.db
      .selectFrom('orders')
      .select(['id', 'card_state'])
      .orderBy('order_number')
      .execute();
    expect(states.map((row) => row.card_state)).toEqual(['ACTIVE_CARD', 'DRAFT_CARD']);
  });

  it('lets only one of two publishes racing for the last place through', async () => {
    const data = await testData(dialect);
    const { owner, staff } = await seed(data, 'paid', 1, 2);
    const a = await newDraft(data, owner);
    const b = await newDraft(data, staff);
    const results = await Promise.all([
      publishDraft(data, owner, a.orderId, NOW),
      publishDraft(data, staff, b.orderId, NOW),
    ]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    const profiles = await data.db.selectFrom('users').select('profile').execute();
    for (const row of profiles) expect(JSON.parse(row.profile).membership.orders.currentActiveOrder).toBe(2);
  });

  it('hands a free-plan draft to the cart once, and refuses it to a plan with orders', async () => {
    const data = await testData(dialect);
    const { owner } = await seed(data, 'free');
    const draft = await newDraft(data, owner);
    expect(await publishDraft(data, owner, draft.orderId, NOW)).toMatchObject({ ok: false, status: 402 });
    const inCart = await draftToCart(data, owner, draft.orderId, NOW);
    expect(inCart).toMatchObject({ ok: true, data: { item: { id: draft.orderId, type: 'order', qty: 1 } } });
    const row = await data.db.selectFrom('orders').select(['payg', 'card_state']).executeTakeFirstOrThrow();
    expect({ payg: Number(row.payg), card_state: row.card_state }).toEqual({
      payg: 1,
      card_state: 'DRAFT_CARD',
    });
  });
});
