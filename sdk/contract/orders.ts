import { type Static, Type } from '@sinclair/typebox';
import { NEW_ORDER_LANES, ORDER_PAGE, ORDER_SORT_TYPES } from './order-constants';
import { ORDER_STATUSES } from './order-statuses';

export * from './order-constants';

// Filter values travel as comma-joined lists (the preset shape joins ids the same way).
const IdList = Type.String({ minLength: 1, maxLength: 2000, pattern: '^[A-Za-z0-9_.:,-]+$' });
const PresetDate = Type.String({ pattern: '^\\d{4}/\\d{2}/\\d{2}$', maxLength: 10 });
const Bucket = Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9:,]+$' });
const Search = Type.String({ maxLength: 100 });
const Page = Type.Integer({ minimum: 1, maximum: 100000 });
const Limit = Type.Integer({ minimum: 1, maximum: ORDER_PAGE.maxLimit });

/** Filter fields shared by the live and the archived order lists (dashboard §3 "Order filter fields"). */
const commonFilters = {
  clientId: Type.Optional(IdList),
  customerId: Type.Optional(IdList),
  creatorId: Type.Optional(IdList),
  managerId: Type.Optional(IdList),
  operatorId: Type.Optional(IdList),
  serviceCategory: Type.Optional(IdList),
  serviceType: Type.Optional(IdList),
  createdAtStart: Type.Optional(PresetDate),
  createdAtEnd: Type.Optional(PresetDate),
  customSearch: Type.Optional(Search),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
};

/**
 * GET /order. orderProgress is a comma list of ORDER_PROGRESS_FILTERS values (or raw statuses);
 * dates are yyyy/MM/dd in the caller's time zone, from 00:00:00 to 24:00:00.
 */
export const OrderListQuery = Type.Object(
  {
    ...commonFilters,
    orderProgress: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z,-]+$' })),
    dueDateStart: Type.Optional(PresetDate),
    dueDateEnd: Type.Optional(PresetDate),
    queueTime: Type.Optional(Bucket),
    workTime: Type.Optional(Bucket),
    /** Default 'priority'; NULLs sort last either way, ties by the newest order number. */
    sortType: Type.Optional(Type.Union(ORDER_SORT_TYPES.map((sort) => Type.Literal(sort)))),
    /** Default true. */
    sortAsc: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuery>;

/** GET /order/archived (chosen path): the archived filter fields, with the updated-date range. */
export const ArchivedOrderListQuery = Type.Object(
  {
    ...commonFilters,
    updatedDateStart: Type.Optional(PresetDate),
    updatedDateEnd: Type.Optional(PresetDate),
    /** As GET /order: default 'priority', ascending. */
    sortType: Type.Optional(Type.Union(ORDER_SORT_TYPES.map((sort) => Type.Literal(sort)))),
    sortAsc: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ArchivedOrderListQuery = Static<typeof ArchivedOrderListQuery>;

/**
 * The order filter of dashboard §3 ("Order filter fields") and the archived orders' filter: the
 * list queries without paging and sorting (what sdk/core/orders' shared filters hold). Declared here,
 * beside the queries, not in sdk/core/orders: the npm build's declaration chunks re-exported them
 * through sdk/core/orders/index.ts from another chunk, a cycle between chunks (issue 21).
 */
export type OrderFilterValue = Omit<OrderListQuery, 'page' | 'limit' | 'sortType' | 'sortAsc'>;
export type ArchivedOrderFilterValue = Omit<
  ArchivedOrderListQuery,
  'page' | 'limit' | 'sortType' | 'sortAsc'
>;

/** GET /order/search (chosen path): the header's quick search. */
export const OrderSearchQuery = Type.Object(
  {
    customSearch: Type.String({ minLength: 1, maxLength: 100 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDER_PAGE.searchLimit })),
  },
  { additionalProperties: false },
);
export type OrderSearchQuery = Static<typeof OrderSearchQuery>;

export const OrderIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type OrderIdParams = Static<typeof OrderIdParams>;

/** The spec spells the flag `cm-revew`. */
export const OrderMentionsQuery = Type.Object(
  { 'cm-revew': Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type OrderMentionsQuery = Static<typeof OrderMentionsQuery>;

/**
 * PUT /order/:id/move-progress. `before` names the order the moved one goes in front of in its
 * target column (null or absent: the end), so the board sets priority with the same call; a move
 * to the order's own status with `before` is a reorder. `lane` picks the half of the New Order
 * column and is allowed only with progress 'new-order'.
 */
export const MoveProgressRequest = Type.Object(
  {
    progress: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
    reason: Type.Optional(Type.String({ maxLength: 2000 })),
    before: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
    lane: Type.Optional(Type.Union(NEW_ORDER_LANES.map((lane) => Type.Literal(lane)))),
  },
  { additionalProperties: false },
);
export type MoveProgressRequest = Static<typeof MoveProgressRequest>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Order card (dashboard §3) plus the status flags a board needs to place the card. */
export const OrderCard = Type.Object({
  id: Type.String(),
  orderName: Type.String(),
  orderId: Type.Integer(),
  serviceName: Nullable(Type.String()),
  createdAt: Type.String(),
  dueDate: Nullable(Type.String()),
  positionOrder: Type.Integer(),
  orderStateStatus: Type.String(),
  orderCreator: Nullable(Type.Object({ name: Type.String(), image: Nullable(Type.String()) })),
  operator: Nullable(Type.Object({ label: Type.String(), image: Nullable(Type.String()) })),
  /** The top-level client: the reseller for a white-label customer's order, else the account. */
  client: Type.String(),
  /** The ordering account; only for callers who may read ORDER_LIST_COMPANY_NAME. */
  company: Type.Optional(Type.Object({ name: Type.String() })),
  packageName: Nullable(Type.String()),
  progress: Type.String(),
  isFrozen: Type.Boolean(),
  isLocked: Type.Boolean(),
});
export type OrderCard = Static<typeof OrderCard>;

export const OrderPageMeta = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type OrderPageMeta = Static<typeof OrderPageMeta>;

export const OrderListData = Type.Object({ orders: Type.Array(OrderCard), meta: OrderPageMeta });
export type OrderListData = Static<typeof OrderListData>;

/** GET /order/:id: the card plus the ids and reasons an order page needs. */
export const OrderDetail = Type.Composite([
  OrderCard,
  Type.Object({
    clientId: Type.String(),
    creatorId: Nullable(Type.String()),
    operatorId: Nullable(Type.String()),
    managerId: Nullable(Type.String()),
    serviceId: Nullable(Type.String()),
    serviceCategoryId: Nullable(Type.String()),
    queuePercent: Nullable(Type.Integer()),
    workPercent: Nullable(Type.Integer()),
    holdReason: Nullable(Type.String()),
    cancelReason: Nullable(Type.String()),
    archivedAt: Nullable(Type.String()),
    updatedAt: Type.String(),
    /** Proofing §3: how a proof is downloaded (GET /order/:id answers it; lists leave it out). */
    downloadWithWatermark: Type.Optional(
      Type.Object({
        /** The watermark image's url (GET with the bearer token), or null. */
        watermarkFile: Nullable(Type.String()),
        isDownloadWithWatermark: Type.Boolean(),
        isDarkBackground: Type.Boolean(),
      }),
    ),
  }),
]);
export type OrderDetail = Static<typeof OrderDetail>;

export const MentionUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  role: Type.String(),
});
export type MentionUser = Static<typeof MentionUser>;

export const ORDER_MESSAGES = {
  moved: 'Order progress has been updated.',
  unlocked: 'Order has been unlocked.',
  archived: 'Archived orders cannot be moved.',
  draft: 'Draft orders cannot be moved.',
} as const;

/** GET /order/interval-working-time-reminder: minutes between working-time reminders. */
export const WORKING_TIME_REMINDER_MINUTES = 60;

/** Routes that take no query string refuse one, like every other unknown field. */
export const OrderNoQuery = Type.Object({}, { additionalProperties: false });
