import type { OrderCard, OrderListQuery } from 'proofdesk/contract';
import { OrderCard as OrderCardSchema } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import type { Data } from '../../../../../host-demo/server/data';
import { selectTimelineEntries } from '../../../../../host-demo/server/data/orders/timeline-rows';
import {
  clientOptions,
  creatorOptions,
  customerOptions,
  managerOptions,
  operatorOptions,
  serviceCategoryOptions,
  serviceOptions,
} from '../../../../../host-demo/server/filters';
import {
  findReadableOrder,
  listArchivedOrders,
  listOrders,
  orderDetail,
} from '../../../../../host-demo/server/orders';
import { downloadWithWatermark } from '../../../../../host-demo/server/orders/download-settings';
import type { UserRow } from '../../../../../host-demo/server/users';
import { DIALECTS, testData } from '../data-helpers';

// The order lists and the order detail's reads give the same answers on both databases (issue 24):
// filters, sorts, paging, case-insensitive search, visibility, and the cards' JSON.

type Caller = Pick<UserRow, 'role' | 'client_id' | 'time_zone'>;
const owner: Caller = { role: 'owner', client_id: 'd', time_zone: 'UTC' };
const reseller: Caller = { role: 'owner', client_id: 'r', time_zone: 'UTC' };
const operator: Caller = { role: 'operator', client_id: null, time_zone: 'UTC' };

interface OrderSeed {
  id: string;
  number: number;
  name: string;
  client?: string;
  status?: string;
  cardState?: string | null;
  position?: number;
  frozen?: number;
  locked?: boolean;
  archived?: boolean;
  queue?: number | null;
  service?: string | null;
  creator?: string | null;
  operator?: string | null;
  created?: string;
  due?: string | null;
  packageName?: string | null;
}

const ORDERS: OrderSeed[] = [
  { id: 'o1', number: 101, name: 'Spring CAMPAIGN', status: 'in-progress', position: 0, queue: 20 },
  { id: 'o2', number: 102, name: 'annual report', status: 'in-progress', position: 1, queue: 60, frozen: 1 },
  {
    id: 'o3',
    number: 103,
    name: 'Brand book',
    status: 'in-review',
    position: 0,
    service: 's2',
    operator: null,
  },
  {
    id: 'o4',
    number: 104,
    name: 'Menu',
    status: 'new-order',
    cardState: 'DRAFT_CARD',
    position: 0,
    creator: null,
    locked: true,
    packageName: null,
  },
  {
    id: 'o5',
    number: 105,
    name: 'zebra poster',
    status: 'on-hold',
    position: 2,
    created: '2026-03-10T12:00:00.000Z',
  },
  { id: 'o6', number: 106, name: 'Old flyer', status: 'completed', archived: true },
  { id: 'o7', number: 107, name: 'Customer leaflet', client: 'rc', status: 'in-progress', position: 3 },
  { id: 'o8', number: 108, name: '100% match', client: 'x', status: 'in-progress', position: 0 },
];

async function seed(data: Data): Promise<void> {
  const { db } = data;
  await db
    .insertInto('clients')
    .values([
      { id: 'd', name: 'Direct Co', type: 'direct', parent_client_id: null, whitelabel: null, created_at: 1 },
      {
        id: 'r',
        name: 'Reseller',
        type: 'whitelabel',
        parent_client_id: null,
        whitelabel: null,
        created_at: 1,
      },
      {
        id: 'rc',
        name: 'Reseller Customer',
        type: 'direct',
        parent_client_id: 'r',
        whitelabel: null,
        created_at: 1,
      },
      { id: 'x', name: 'Other', type: 'direct', parent_client_id: null, whitelabel: null, created_at: 1 },
    ])
    .execute();
  const person = (
    id: string,
    client: string | null,
    role: string,
    firstname: string,
    avatar: string | null,
  ) => ({
    id,
    client_id: client,
    email: `${id}@test`,
    username: null,
    password_hash: 'x',
    firstname,
    lastname: 'Person',
    avatar,
    role,
    created_at: 1,
  });
  await db
    .insertInto('users')
    .values([
      person('cr1', 'd', 'owner', 'Carol', 'carol.png'),
      person('op1', null, 'operator', 'oscar', null),
    ])
    .execute();
  await db.insertInto('service_categories').values({ id: 'cat1', name: 'Print' }).execute();
  await db
    .insertInto('services')
    .values([
      { id: 's1', category_id: 'cat1', name: 'Brochure Design' },
      { id: 's2', category_id: null, name: 'Logo' },
    ])
    .execute();
  await db
    .insertInto('orders')
    .values(
      ORDERS.map((order) => ({
        id: order.id,
        order_number: order.number,
        client_id: order.client ?? 'd',
        creator_id: order.creator === undefined ? 'cr1' : order.creator,
        operator_id: order.operator === undefined ? 'op1' : order.operator,
        manager_id: null,
        service_id: order.service === undefined ? 's1' : order.service,
        name: order.name,
        package_name: order.packageName === undefined ? 'Gold' : order.packageName,
        status: order.status ?? 'in-progress',
        card_state: order.cardState ?? null,
        position: order.position ?? 0,
        is_frozen: order.frozen ?? 0,
        locked_at: order.locked ? '2026-04-01T00:00:00.000Z' : null,
        archived_at: order.archived ? '2026-04-02T00:00:00.000Z' : null,
        queue_percent: order.queue ?? null,
        work_percent: null,
        created_at: order.created ?? '2026-04-01T09:00:00.000Z',
        updated_at: '2026-04-02T09:00:00.000Z',
        due_date: order.due ?? null,
        hold_reason: null,
        cancel_reason: null,
      })),
    )
    .execute();
  await db
    .insertInto('order_download_settings')
    .values({
      order_id: 'o1',
      watermark_key: 'marks/w.png',
      is_download_with_watermark: 1,
      is_dark_background: 1,
    })
    .execute();
}

async function ids(data: Data, caller: Caller, query: OrderListQuery): Promise<string[]> {
  const page = await listOrders(data, caller, query, false);
  return (JSON.parse(page.cardsJson) as OrderCard[]).map((card) => card.id);
}

describe.each(DIALECTS)('order lists and detail on %s', (dialect) => {
  it('lists the board order, pages it and counts the total', async () => {
    const data = await testData(dialect);
    await seed(data);
    // Position ascending, then the newest number: o4, o3, o1 share position 0.
    expect(await ids(data, owner, {})).toEqual(['o4', 'o3', 'o1', 'o2', 'o5']);
    const second = await listOrders(data, owner, { limit: 2, page: 2 }, false);
    expect((JSON.parse(second.cardsJson) as OrderCard[]).map((card) => card.id)).toEqual(['o1', 'o2']);
    expect(second.meta).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const past = await listOrders(data, owner, { page: 9 }, false);
    expect(past.cardsJson).toBe('[]');
    expect(past.meta.total).toBe(5);
    // Descending without a sort type: the positions reversed.
    expect(await ids(data, owner, { sortAsc: false })).toEqual(['o5', 'o2', 'o4', 'o3', 'o1']);
  });

  it('filters by progress, frozen, queue time, dates, service, people and account', async () => {
    const data = await testData(dialect);
    await seed(data);
    expect(await ids(data, owner, { orderProgress: 'in-progress' })).toEqual(['o1', 'o2']);
    expect(await ids(data, owner, { orderProgress: 'in-progress,not-frozen' })).toEqual(['o1']);
    expect(await ids(data, owner, { orderProgress: 'ready-to-go' })).toEqual(['o4']);
    expect(await ids(data, owner, { queueTime: '0:50' })).toEqual(['o1']);
    expect(await ids(data, owner, { queueTime: '0:50,51:75' })).toEqual(['o1', 'o2']);
    expect(await ids(data, owner, { createdAtEnd: '2026/03/31' })).toEqual(['o5']);
    expect(await ids(data, owner, { createdAtStart: '2026/04/01', createdAtEnd: '2026/04/01' })).toEqual([
      'o4',
      'o3',
      'o1',
      'o2',
    ]);
    expect(await ids(data, owner, { serviceCategory: 'cat1', orderProgress: 'in-review' })).toEqual([]);
    expect(await ids(data, owner, { serviceType: 's2' })).toEqual(['o3']);
    expect(await ids(data, owner, { operatorId: 'op1', orderProgress: 'in-review,new-order' })).toEqual([
      'o4',
    ]);
    expect(await ids(data, owner, { creatorId: 'cr1', orderProgress: 'new-order' })).toEqual([]);
    // A client filter on a reseller covers its customers' orders; the operator sees every account.
    expect(await ids(data, operator, { clientId: 'r' })).toEqual(['o7']);
    expect(await ids(data, operator, { customerId: 'x' })).toEqual(['o8']);
    const archived = await listArchivedOrders(data, owner, { updatedDateStart: '2026/04/02' }, false);
    expect((JSON.parse(archived.cardsJson) as OrderCard[]).map((card) => card.id)).toEqual(['o6']);
    expect(archived.meta.total).toBe(1);
  });

  it('shows each caller only the orders of its accounts', async () => {
    const data = await testData(dialect);
    await seed(data);
    expect(await ids(data, reseller, {})).toEqual(['o7']);
    expect((await ids(data, operator, {})).sort()).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o7', 'o8']);
    expect(await ids(data, { role: 'owner', client_id: null, time_zone: 'UTC' }, {})).toEqual([]);
    expect(await findReadableOrder(data, owner, 'o1')).toMatchObject({ id: 'o1', client_parent_id: null });
    expect(await findReadableOrder(data, owner, 'o7')).toBeUndefined();
    expect(await findReadableOrder(data, reseller, 'o7')).toMatchObject({ id: 'o7', client_parent_id: 'r' });
    expect(await findReadableOrder(data, operator, 'missing')).toBeUndefined();
  });

  it('sorts by a column both ways, ignoring case, NULLs last, ties by the newest number', async () => {
    const data = await testData(dialect);
    await seed(data);
    expect(await ids(data, owner, { sortType: 'orderName' })).toEqual(['o2', 'o3', 'o4', 'o1', 'o5']);
    expect(await ids(data, owner, { sortType: 'orderName', sortAsc: false })).toEqual([
      'o5',
      'o1',
      'o4',
      'o3',
      'o2',
    ]);
    // No priority badge on a draft or on hold: those go last either way.
    expect(await ids(data, owner, { sortType: 'priority' })).toEqual(['o3', 'o1', 'o2', 'o5', 'o4']);
    expect(await ids(data, owner, { sortType: 'priority', sortAsc: false })).toEqual([
      'o2',
      'o3',
      'o1',
      'o5',
      'o4',
    ]);
    expect(await ids(data, owner, { sortType: 'status' })).toEqual(['o4', 'o2', 'o1', 'o3', 'o5']);
    expect(await ids(data, owner, { sortType: 'creator' })).toEqual(['o5', 'o3', 'o2', 'o1', 'o4']);
    expect(await ids(data, owner, { sortType: 'serviceName', sortAsc: false })).toEqual([
      'o3',
      'o5',
      'o4',
      'o2',
      'o1',
    ]);
    const sorted = await listOrders(data, operator, { sortType: 'client', limit: 3, page: 2 }, false);
    expect((JSON.parse(sorted.cardsJson) as OrderCard[]).map((card) => card.id)).toEqual(['o2', 'o1', 'o8']);
    expect(sorted.meta.total).toBe(7);
  });

  it('searches names, numbers and services ignoring case, wildcards taken literally', async () => {
    const data = await testData(dialect);
    await seed(data);
    expect(await ids(data, owner, { customSearch: 'campaign' })).toEqual(['o1']);
    expect(await ids(data, owner, { customSearch: '  ANNUAL ' })).toEqual(['o2']);
    expect(await ids(data, owner, { customSearch: '103' })).toEqual(['o3']);
    expect(await ids(data, owner, { customSearch: 'logo' })).toEqual(['o3']);
    expect(await ids(data, owner, { customSearch: '%' })).toEqual([]);
    expect(await ids(data, operator, { customSearch: '100%' })).toEqual(['o8']);
    expect(await ids(data, operator, { customSearch: '_' })).toEqual([]);
  });

  it('writes each card as the detail read builds it, with and without the company', async () => {
    const data = await testData(dialect);
    await seed(data);
    for (const showCompany of [false, true]) {
      const page = await listOrders(data, operator, { limit: 50 }, showCompany);
      const cards = JSON.parse(page.cardsJson) as OrderCard[];
      expect(cards).toHaveLength(7);
      for (const card of cards) {
        const detail = await orderDetail(data, card.id, showCompany);
        const expected = Object.fromEntries(
          Object.entries(detail).filter(([key]) => key in OrderCardSchema.properties),
        );
        expect(card).toEqual(expected);
        // The fields in the contract's order, as the SQLite answer's bytes are held to.
        expect(Object.keys(card)).toEqual(Object.keys(expected));
      }
    }
    const menu = await orderDetail(data, 'o4', true);
    expect(menu).toMatchObject({
      orderStateStatus: 'DRAFT_CARD',
      orderCreator: null,
      operator: { label: 'oscar Person', image: null },
      isLocked: true,
      isFrozen: false,
      packageName: null,
      company: { name: 'Direct Co' },
      serviceCategoryId: 'cat1',
      clientId: 'd',
    });
    const leaflet = await orderDetail(data, 'o7', false);
    expect(leaflet).toMatchObject({
      client: 'Reseller',
      orderCreator: { name: 'Carol Person', image: 'carol.png' },
    });
    expect(leaflet).not.toHaveProperty('company');
  });

  it('reads the download settings, plain ones for an order without', async () => {
    const data = await testData(dialect);
    await seed(data);
    const url = (key: string) => `/files/${key}`;
    expect(await downloadWithWatermark(data, 'o1', url)).toEqual({
      watermarkFile: '/files/marks/w.png',
      isDownloadWithWatermark: true,
      isDarkBackground: true,
    });
    expect(await downloadWithWatermark(data, 'o2', url)).toEqual({
      watermarkFile: null,
      isDownloadWithWatermark: false,
      isDarkBackground: false,
    });
  });

  it('answers the filter panels’ options in name order, ignoring case, within the caller’s accounts', async () => {
    const data = await testData(dialect);
    await seed(data);
    const names = (options: { name: string }[]) => options.map((option) => option.name);
    expect(names(await clientOptions(data, operator))).toEqual(['Direct Co', 'Other', 'Reseller']);
    expect(names(await clientOptions(data, reseller))).toEqual(['Reseller']);
    expect(names(await clientOptions(data, { role: 'owner', client_id: null }))).toEqual([]);
    expect(names(await customerOptions(data, operator))).toEqual(['Direct Co', 'Other', 'Reseller Customer']);
    expect(names(await customerOptions(data, operator, 'r'))).toEqual(['Reseller Customer']);
    expect(names(await customerOptions(data, reseller))).toEqual(['Reseller Customer']);
    expect(names(await creatorOptions(data, operator))).toEqual(['Carol Person']);
    expect(names(await creatorOptions(data, reseller))).toEqual([]);
    expect(names(await creatorOptions(data, operator, undefined, 'd'))).toEqual(['Carol Person']);
    expect(names(await operatorOptions(data))).toEqual(['oscar Person']);
    expect(await managerOptions(data)).toEqual([]);
    expect(await serviceOptions(data)).toEqual([
      { id: 's1', name: 'Brochure Design' },
      { id: 's2', name: 'Logo' },
    ]);
    expect(names(await serviceOptions(data, 'cat1'))).toEqual(['Brochure Design']);
    expect(await serviceCategoryOptions(data)).toEqual([{ id: 'cat1', name: 'Print' }]);
  });

  it('reads an order’s timeline from both sources, an upload matched to its version, newest first', async () => {
    const data = await testData(dialect);
    await seed(data);
    const at = (minute: number) => `2026-04-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await data.db
      .insertInto('attachments')
      .values({
        id: 'a1',
        order_id: 'o1',
        group: 'internalReview',
        file_name: 'proof.pdf',
        attachment_type_start_from: null,
        created_at: at(1),
        created_by: 'cr1',
      })
      .execute();
    await data.db
      .insertInto('attachment_versions')
      .values({
        id: 'v1',
        attachment_id: 'a1',
        version: 1,
        file_name: 'proof.pdf',
        file_type: 'pdf',
        storage_key: 'k/proof.pdf',
        created_at: at(1),
        is_internal: 1,
        thumbnail_key: null,
        uploaded_by_type: 'user',
        creator_id: 'cr1',
        deleted_at: null,
        delete_reason: null,
      })
      .execute();
    await data.db
      .insertInto('order_timeline')
      .values([
        {
          id: 't1',
          order_id: 'o1',
          user_id: 'cr1',
          type: 'attachment',
          content: 'uploaded',
          created_at: at(1),
        },
        { id: 't2', order_id: 'o1', user_id: null, type: 'status', content: null, created_at: at(2) },
        {
          id: 't3',
          order_id: 'o2',
          user_id: 'cr1',
          type: 'status',
          content: 'other order',
          created_at: at(3),
        },
      ])
      .execute();
    await data.db
      .insertInto('attachment_timeline')
      .values({
        id: 'h1',
        attachment_id: 'a1',
        version_id: 'v1',
        type: 'history',
        content: 'Approved',
        user_id: 'op1',
        created_at: at(4),
      })
      .execute();
    const entries = await selectTimelineEntries(data.db, 'o1', 100);
    expect(entries).toEqual([
      {
        id: 'h1',
        type: 'history',
        content: 'Approved',
        created_at: at(4),
        user_id: 'op1',
        user_name: 'oscar Person',
        user_avatar: null,
        attachment_id: 'a1',
        file_name: 'proof.pdf',
        group: 'internalReview',
        is_internal: 1,
      },
      {
        id: 't2',
        type: 'status',
        content: null,
        created_at: at(2),
        user_id: null,
        user_name: null,
        user_avatar: null,
        attachment_id: null,
        file_name: null,
        group: null,
        is_internal: null,
      },
      {
        id: 't1',
        type: 'attachment',
        content: 'uploaded',
        created_at: at(1),
        user_id: 'cr1',
        user_name: 'Carol Person',
        user_avatar: 'carol.png',
        attachment_id: 'a1',
        file_name: 'proof.pdf',
        group: 'internalReview',
        is_internal: 1,
      },
    ]);
    expect((await selectTimelineEntries(data.db, 'o1', 1)).map((entry) => entry.id)).toEqual(['h1']);
  });
});
