import { CARD_JOINS } from './cards';
import { orderBy, type SortSql } from './sort-sql';

const name = (alias: string) => `TRIM(${alias}.firstname || ' ' || ${alias}.lastname)`;

/**
 * A card as JSON, written by SQLite: the fields, their order and their values of `toOrderCard`
 * (cards.ts), which a test holds to the same bytes. A page's cards used to cross into JavaScript as
 * 18 values each, be mapped to objects and be serialised again; SQLite's JSON text is the answer's
 * own bytes (GET /order on 10,000 orders: ~90 µs less a page of 50, docs/performance.md).
 */
function cardJson(showCompany: boolean): string {
  return `json_object(
  'id', o.id, 'orderName', o.name, 'orderId', o.order_number, 'serviceName', s.name,
  'createdAt', o.created_at, 'dueDate', o.due_date, 'positionOrder', o.position,
  'orderStateStatus', COALESCE(o.card_state, UPPER(REPLACE(o.status, '-', '_'))),
  'orderCreator', CASE WHEN ${name('cr')} IS NULL THEN NULL
    ELSE json_object('name', ${name('cr')}, 'image', cr.avatar) END,
  'operator', CASE WHEN ${name('op')} IS NULL THEN NULL
    ELSE json_object('label', ${name('op')}, 'image', op.avatar) END,
  'client', COALESCE(p.name, c.name), 'packageName', o.package_name, 'progress', o.status,
  'isFrozen', CASE WHEN o.is_frozen = 1 THEN json('true') ELSE json('false') END,
  'isLocked', CASE WHEN o.locked_at IS NULL THEN json('false') ELSE json('true') END${
    showCompany ? `,\n  'company', json_object('name', c.name)` : ''
  })`;
}

/**
 * Joins the filters (and a sort key) need, and only those: an inner join to clients costs a look-up
 * per matching order (~0.7 ms over 1,000 matches), which the common filters never use.
 */
function filterJoins(sql: string): string {
  const clients = /\b[cp]\./.test(sql) ? ' JOIN clients c ON c.id = o.client_id' : '';
  const parents = /\bp\./.test(sql) ? ' LEFT JOIN clients p ON p.id = c.parent_client_id' : '';
  const services = /\bs\./.test(sql) ? ' LEFT JOIN services s ON s.id = o.service_id' : '';
  const creators = /\bcr\./.test(sql) ? ' LEFT JOIN users cr ON cr.id = o.creator_id' : '';
  const operators = /\bop\./.test(sql) ? ' LEFT JOIN users op ON op.id = o.operator_id' : '';
  return `orders o${clients}${parents}${services}${creators}${operators}`;
}

/**
 * A page of cards in one statement, answering one value: the JSON array of the page's cards in
 * order (`[]` for none). The inner query filters and sorts only rowids and sort keys, which the
 * orders_list index covers (the TEXT id is not in the index, so selecting it would read every
 * matching row); the card columns are joined for the page's rows alone. `where` may use `o`
 * (orders), `c` (account) and `s` (service).
 *
 * The default sort (priority) is the board's: SQLite walks the orders_board index in that order
 * and stops after a page. Any other sort (`sortSql`) sorts every match by its key first; the
 * array's ORDER BY repeats the key over the card joins, which use the same aliases.
 */
export function pageJsonSql(
  where: string,
  showCompany: boolean,
  sort: SortSql = { key: null, direction: 'ASC' },
): string {
  const cards = (order: string) =>
    `SELECT json_group_array(${cardJson(showCompany)} ORDER BY ${order})
FROM page JOIN orders o ON o.rowid = page.rid ${CARD_JOINS}`;
  if (sort.key !== null) {
    const order = orderBy(sort.key, sort.direction, 'o.order_number');
    return `WITH page AS MATERIALIZED (
  SELECT o.rowid AS rid
  FROM ${filterJoins(`${where} ${sort.key}`)}
  WHERE ${where}
  ORDER BY ${order} LIMIT ? OFFSET ?
)
${cards(order)}`;
  }
  return `WITH page AS MATERIALIZED (
  SELECT o.rowid AS rid, o.position AS pos, o.order_number AS num
  FROM ${filterJoins(where)}
  WHERE ${where}
  ORDER BY o.position ASC, o.order_number DESC LIMIT ? OFFSET ?
)
${cards('page.pos ASC, page.num DESC')}`;
}

/**
 * The total behind a page. Measured on 10,000 orders: a window COUNT(*) OVER () in the page query
 * costs ~0.7 ms (it materialises every match), this index-only count ~0.1 ms.
 */
export function countSql(where: string): string {
  return `SELECT COUNT(*) AS n FROM ${filterJoins(where)} WHERE ${where}`;
}
