import { type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import type { OrderSortType } from 'proofdesk/contract';
import { CARD_STATES, ORDER_STATUSES, showsPriorityBadge } from 'proofdesk/rules';
import { containsIgnoringCase, jsonArrayAgg, jsonObject } from '../dialect';
import type { Data, Dialect } from '../open-data';
import type { Database } from '../schema';

// The order lists (GET /order, /order/search, /order/archived): a page of cards as one JSON text
// the database writes, and the total behind it. The filters arrive parsed and checked (orders/list.ts);
// this module only spells them in SQL, for either dialect.

type Q = Kysely<Database>;
type Sql = RawBuilder<unknown>;

/** A queue/work time bucket in whole percents; max null: open above. */
export interface PercentBucket {
  min: number;
  max: number | null;
}

/** A [start, end) range of ISO instants on one of the order's times; either end may be open. */
export interface TimeRange {
  column: 'created_at' | 'due_date' | 'updated_at';
  start: string | null;
  end: string | null;
}

/** Everything a list filters by, already validated. */
export interface OrderListFilter {
  archived: boolean;
  /** The accounts whose orders the caller may see: 'all' (staff) or a list (empty: none). */
  accounts: 'all' | string[];
  /** Top-level accounts: an account's orders and, for a reseller, its customers'. */
  clients: string[];
  customers: string[];
  creators: string[];
  managers: string[];
  operators: string[];
  serviceCategories: string[];
  services: string[];
  statuses: string[];
  notFrozen: boolean;
  ranges: TimeRange[];
  queueBuckets: PercentBucket[];
  workBuckets: PercentBucket[];
  search: string | null;
}

/** A list's sort: no type is the board's order (position, then the newest number). */
export interface OrderListSort {
  type?: OrderSortType;
  ascending: boolean;
}

const visibleAccountsQueries = new WeakMap<Q, CompiledQuery<{ id: string }>>();

/**
 * The accounts a customer-side user of `clientId` sees: its own and (reseller) its customers'.
 * Every list request asks, so the statement is compiled once per database and only rebound.
 */
export async function selectVisibleAccounts(db: Q, clientId: string): Promise<string[]> {
  let query = visibleAccountsQueries.get(db);
  if (query === undefined) {
    query = db
      .selectFrom('clients')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', ''), eb('parent_client_id', '=', '')]))
      .compile();
    visibleAccountsQueries.set(db, query);
  }
  const { rows } = await db.executeQuery<{ id: string }>({ ...query, parameters: [clientId, clientId] });
  return rows.map((row) => row.id);
}

/** WHERE conditions and the aliases they read (beyond `o`), so a query joins only those. */
class Conditions {
  readonly parts: Sql[] = [];
  readonly aliases = new Set<string>();

  add(part: Sql, ...aliases: string[]): void {
    this.parts.push(part);
    for (const alias of aliases) this.aliases.add(alias);
  }

  /** `column IN (…)`; nothing for an empty list. */
  inList(column: string, values: readonly string[], ...aliases: string[]): void {
    if (values.length === 0) return;
    this.add(sql`${sql.raw(column)} IN (${sql.join(values)})`, ...aliases);
  }

  get sql(): Sql {
    return this.parts.length === 0 ? sql`1 = 1` : sql.join(this.parts, sql` AND `);
  }
}

function buckets(column: string, list: readonly PercentBucket[]): Sql {
  const col = sql.raw(column);
  const parts = list.map((bucket) =>
    bucket.max === null
      ? sql`${col} >= ${bucket.min}`
      : sql`(${col} >= ${bucket.min} AND ${col} <= ${bucket.max})`,
  );
  return sql`(${sql.join(parts, sql` OR `)})`;
}

function conditionsOf(dialect: Dialect, filter: OrderListFilter): Conditions {
  const where = new Conditions();
  if (filter.accounts !== 'all') {
    if (filter.accounts.length === 0) where.add(sql`0 = 1`);
    // One account binds as `client_id = ?`: SQLite then walks the orders_board index in board
    // order and stops after a page (docs/performance.md).
    else if (filter.accounts.length === 1) where.add(sql`o.client_id = ${filter.accounts[0]}`);
    else where.inList('o.client_id', filter.accounts);
  }
  where.add(filter.archived ? sql`o.archived_at IS NOT NULL` : sql`o.archived_at IS NULL`);
  if (filter.clients.length > 0) {
    // A client filter on a reseller covers its customer accounts too.
    const list = sql.join(filter.clients);
    where.add(sql`(o.client_id IN (${list}) OR c.parent_client_id IN (${list}))`, 'c');
  }
  where.inList('o.client_id', filter.customers);
  where.inList('o.creator_id', filter.creators);
  where.inList('o.manager_id', filter.managers);
  where.inList('o.operator_id', filter.operators);
  where.inList('s.category_id', filter.serviceCategories, 's');
  where.inList('o.service_id', filter.services);
  // In the order the statement was tuned with (docs/performance.md): the creation range and the
  // search, then the board's own filters.
  const range = (column: TimeRange['column']) => {
    for (const { start, end } of filter.ranges.filter((each) => each.column === column)) {
      if (start !== null) where.add(sql`${sql.raw(`o.${column}`)} >= ${start}`);
      if (end !== null) where.add(sql`${sql.raw(`o.${column}`)} < ${end}`);
    }
  };
  range('created_at');
  if (filter.search !== null) {
    const term = filter.search;
    where.add(
      sql`(${sql.join(
        [
          containsIgnoringCase(dialect, sql.ref('o.name'), term),
          containsIgnoringCase(dialect, sql`CAST(o.order_number AS TEXT)`, term),
          containsIgnoringCase(dialect, sql.ref('s.name'), term),
        ],
        sql` OR `,
      )})`,
      's',
    );
  }
  where.inList('o.status', filter.statuses);
  if (filter.notFrozen) where.add(sql`o.is_frozen = 0`);
  range('due_date');
  if (filter.queueBuckets.length > 0) where.add(buckets('o.queue_percent', filter.queueBuckets));
  if (filter.workBuckets.length > 0) where.add(buckets('o.work_percent', filter.workBuckets));
  range('updated_at');
  return where;
}

// The list view's per-column sorts (dashboard §3 "Order sorting"). Each key is the value the card
// shows in that column, so a sorted column reads in order; text sorts ignore case (PostgreSQL has
// a nocase collation of its own, created by its migration).

const TEXT = ' COLLATE nocase';

/** Lifecycle order rather than the alphabet of status codes: new orders first, cancelled last. */
const STATUS_RANK = `CASE o.status ${ORDER_STATUSES.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ')} END`;

/** The state a card shows (its New Order card state, else its status as a code). */
const CARD_STATE = "COALESCE(o.card_state, UPPER(REPLACE(o.status, '-', '_')))";
const NO_BADGE = CARD_STATES.filter((state) => !showsPriorityBadge(state))
  .map((state) => `'${state}'`)
  .join(', ');

/**
 * The priority a card shows: its position, or NULL for a card that shows none (a draft, on hold,
 * approved, cancelled: `showsPriorityBadge`), so those rows sort last in either direction.
 */
const SHOWN_PRIORITY = `CASE WHEN ${CARD_STATE} IN (${NO_BADGE}) THEN NULL ELSE o.position END`;

const userName = (alias: string) => `TRIM(${alias}.firstname || ' ' || ${alias}.lastname)`;

/** Each sort key over the card joins' aliases, with the aliases it reads. */
const KEYS: Readonly<Record<OrderSortType, { key: string; aliases: string[] }>> = {
  priority: { key: SHOWN_PRIORITY, aliases: [] },
  orderName: { key: `o.name${TEXT}`, aliases: [] },
  orderId: { key: 'o.order_number', aliases: [] },
  serviceName: { key: `s.name${TEXT}`, aliases: ['s'] },
  // The card's `client`: the reseller for a white-label customer's order, else the account.
  client: { key: `COALESCE(p.name, c.name)${TEXT}`, aliases: ['c', 'p'] },
  packageName: { key: `o.package_name${TEXT}`, aliases: [] },
  status: { key: STATUS_RANK, aliases: [] },
  createdAt: { key: 'o.created_at', aliases: [] },
  dueDate: { key: 'o.due_date', aliases: [] },
  // NULLIF: an unassigned order has no name to sort by, so it goes last like any other NULL.
  creator: { key: `NULLIF(${userName('cr')}, '')${TEXT}`, aliases: ['cr'] },
  operator: { key: `NULLIF(${userName('op')}, '')${TEXT}`, aliases: ['op'] },
};

/** The sort key, or null for the board's own order (its indexed fast path). */
function sortKey(sort: OrderListSort): { key: string; aliases: string[] } | null {
  if (sort.type === undefined) return sort.ascending ? null : { key: 'o.position', aliases: [] };
  return KEYS[sort.type];
}

/** NULLs last in either direction, then the newest order number: pages never repeat or skip a tie. */
function orderBy(key: string, ascending: boolean): Sql {
  return sql.raw(`(${key}) IS NULL, ${key} ${ascending ? 'ASC' : 'DESC'}, o.order_number DESC`);
}

/**
 * Joins the filters (and a sort key) need, and only those: an inner join to clients costs a look-up
 * per matching order (~0.7 ms over 1,000 matches), which the common filters never use.
 */
function filterJoins(aliases: ReadonlySet<string>): Sql {
  const has = (alias: string) => aliases.has(alias);
  let joins = 'orders o';
  if (has('c') || has('p')) joins += ' JOIN clients c ON c.id = o.client_id';
  if (has('p')) joins += ' LEFT JOIN clients p ON p.id = c.parent_client_id';
  if (has('s')) joins += ' LEFT JOIN services s ON s.id = o.service_id';
  if (has('cr')) joins += ' LEFT JOIN users cr ON cr.id = o.creator_id';
  if (has('op')) joins += ' LEFT JOIN users op ON op.id = o.operator_id';
  return sql.raw(joins);
}

// Everything a card shows comes from these joins: one statement per list, never a look-up per card.
const CARD_JOINS = sql.raw(`JOIN clients c ON c.id = o.client_id
LEFT JOIN clients p ON p.id = c.parent_client_id
LEFT JOIN services s ON s.id = o.service_id
LEFT JOIN users cr ON cr.id = o.creator_id
LEFT JOIN users op ON op.id = o.operator_id`);

/** A JSON boolean: SQLite has none of its own (json('true')), PostgreSQL's boolean maps to one. */
function jsonBoolean(dialect: Dialect, condition: string): Sql {
  return dialect === 'postgres'
    ? sql.raw(`(${condition})`)
    : sql.raw(`CASE WHEN ${condition} THEN json('true') ELSE json('false') END`);
}

/**
 * A card as JSON: the fields, their order and their values of `toOrderCard` (orders/cards.ts), which
 * a test holds to the same bytes on SQLite (PostgreSQL writes the same JSON with other spacing).
 */
function cardJson(dialect: Dialect, showCompany: boolean): Sql {
  const person = (alias: string, label: string, image: string) =>
    sql`CASE WHEN ${sql.raw(userName(alias))} IS NULL THEN NULL ELSE ${jsonObject(dialect, {
      [label]: sql.raw(userName(alias)),
      [image]: sql.raw(`${alias}.avatar`),
    })} END`;
  return jsonObject(dialect, {
    id: sql.raw('o.id'),
    orderName: sql.raw('o.name'),
    orderId: sql.raw('o.order_number'),
    serviceName: sql.raw('s.name'),
    createdAt: sql.raw('o.created_at'),
    dueDate: sql.raw('o.due_date'),
    positionOrder: sql.raw('o.position'),
    orderStateStatus: sql.raw(CARD_STATE),
    orderCreator: person('cr', 'name', 'image'),
    operator: person('op', 'label', 'image'),
    client: sql.raw('COALESCE(p.name, c.name)'),
    packageName: sql.raw('o.package_name'),
    progress: sql.raw('o.status'),
    isFrozen: jsonBoolean(dialect, 'o.is_frozen = 1'),
    isLocked: jsonBoolean(dialect, 'o.locked_at IS NOT NULL'),
    ...(showCompany ? { company: jsonObject(dialect, { name: sql.raw('c.name') }) } : {}),
  });
}

/**
 * The page's cards as one JSON array text (`[]` for none), in one statement. The inner query
 * filters and sorts only row keys and sort keys; the card columns are joined for the page's rows
 * alone. On SQLite the row key is the rowid, which the orders_list and orders_board indexes carry
 * (the TEXT id is not in them, so selecting it would read every matching row); PostgreSQL, which
 * has no rowid, keys by the id.
 *
 * The default sort (the board's) lets SQLite walk the orders_board index in that order and stop
 * after a page. Any other sort sorts every match by its key first; the array's ORDER BY repeats the
 * key over the card joins, which use the same aliases.
 */
export async function selectCardPage(
  data: Data,
  filter: OrderListFilter,
  sort: OrderListSort,
  showCompany: boolean,
  limit: number,
  offset: number,
): Promise<string> {
  const { db, dialect } = data;
  const where = conditionsOf(dialect, filter);
  const shape = pageShape(data, sort, showCompany);
  const query = sql<{ cards: string }>`WITH page AS MATERIALIZED (
  SELECT ${shape.select} FROM ${filterJoins(new Set([...where.aliases, ...shape.aliases]))}
  WHERE ${where.sql}
  ORDER BY ${shape.order} LIMIT ${limit} OFFSET ${offset}
)
${shape.cards}`;
  const { rows } = await query.execute(db);
  const cards = rows[0]?.cards ?? '[]';
  // PostgreSQL's json text puts a space after every ':' and ',' ("id" : "…", …); the answer is the
  // compact JSON SQLite writes and JSON.stringify gives (orders-list-json.test.ts holds it byte for
  // byte), so it is written again. json_build_object keeps the keys' order, so only spaces change.
  return dialect === 'postgres' ? JSON.stringify(JSON.parse(cards)) : cards;
}

interface PageShape {
  /** The page's columns: its row keys (and the board order's keys). */
  select: Sql;
  /** The aliases the sort key reads. */
  aliases: string[];
  order: Sql;
  /** The statement's answer: the page's cards as one JSON array. */
  cards: Sql;
}

const shapes = new Map<string, PageShape>();

/**
 * The parts of a page's statement that depend only on the dialect, the sort and the company
 * column, written once as SQL text: a card's JSON is a tree of some hundred pieces, which Kysely
 * would otherwise compile again on every request (~40 µs).
 */
function pageShape({ db, dialect }: Data, sort: OrderListSort, showCompany: boolean): PageShape {
  const id = `${dialect}|${showCompany}|${sort.type ?? ''}|${sort.ascending}`;
  let shape = shapes.get(id);
  if (shape === undefined) {
    const text = (part: Sql) => sql.raw(part.compile(db).sql);
    const rowKey = dialect === 'postgres' ? 'o.id' : 'o.rowid';
    const key = sortKey(sort);
    const order =
      key === null ? sql.raw('o.position ASC, o.order_number DESC') : orderBy(key.key, sort.ascending);
    const cardsOrder = key === null ? sql.raw('page.pos ASC, page.num DESC') : order;
    shape = {
      select: sql.raw(
        key === null ? `${rowKey} AS rid, o.position AS pos, o.order_number AS num` : `${rowKey} AS rid`,
      ),
      aliases: key?.aliases ?? [],
      order,
      cards: text(
        sql`SELECT ${jsonArrayAgg(dialect, cardJson(dialect, showCompany), cardsOrder)} AS cards
FROM page JOIN orders o ON ${sql.raw(rowKey)} = page.rid ${CARD_JOINS}`,
      ),
    };
    shapes.set(id, shape);
  }
  return shape;
}

/**
 * The total behind a page. Measured on 10,000 orders (SQLite): a window COUNT(*) OVER () in the
 * page query costs ~0.7 ms (it materialises every match), this index-only count ~0.1 ms.
 */
export async function countListOrders(data: Data, filter: OrderListFilter): Promise<number> {
  const where = conditionsOf(data.dialect, filter);
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${filterJoins(where.aliases)} WHERE ${
    where.sql
  }`.execute(data.db);
  return Number(rows[0]?.n ?? 0);
}
