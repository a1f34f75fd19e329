import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { FilterOption } from 'proofdesk/contract';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// The filter panels' option lists (filters/options.ts): each "sorted by name, case-insensitive",
// the id breaking ties so the order is stable.

/**
 * The accounts a caller may see: 'all' (staff), or a customer-side user's account and (reseller)
 * its customers'; a customer-side user without an account sees none.
 */
export type AccountScope = 'all' | { account: string | null };

const byName = sql`name COLLATE nocase`;
const userName = sql<string>`TRIM(firstname || ' ' || lastname)`;

function inScope(eb: ExpressionBuilder<Database, 'clients'>, account: string | null) {
  if (account === null) return sql<boolean>`0 = 1`;
  return eb.or([eb('id', '=', account), eb('parent_client_id', '=', account)]);
}

/** Top-level accounts: direct customers and white-label resellers. */
export function selectClientOptions(db: Q, scope: AccountScope): Promise<FilterOption[]> {
  let query = db.selectFrom('clients').select(['id', 'name']).where('parent_client_id', 'is', null);
  if (scope !== 'all') query = query.where((eb) => inScope(eb, scope.account));
  return query.orderBy(byName).orderBy('id').execute();
}

/** Ordering (non-white-label) accounts, optionally of one client: itself or its customers. */
export function selectCustomerOptions(
  db: Q,
  scope: AccountScope,
  clientId?: string,
): Promise<FilterOption[]> {
  let query = db.selectFrom('clients').select(['id', 'name']).where('type', '=', 'direct');
  if (scope !== 'all') query = query.where((eb) => inScope(eb, scope.account));
  if (clientId) query = query.where((eb) => inScope(eb, clientId));
  return query.orderBy(byName).orderBy('id').execute();
}

/** Users of `roles`, narrowed to accounts of the scope, of a client (and its customers), of one account. */
export function selectUserOptions(
  db: Q,
  roles: readonly string[],
  narrow: { scope?: AccountScope; clientId?: string; customerId?: string } = {},
): Promise<FilterOption[]> {
  let query = db
    .selectFrom('users')
    .select(['id', userName.as('name')])
    .where('role', 'in', roles);
  const { scope, clientId, customerId } = narrow;
  if (scope !== undefined && scope !== 'all') {
    const { account } = scope;
    query = query.where(
      'client_id',
      'in',
      db
        .selectFrom('clients')
        .select('id')
        .where((eb) => inScope(eb, account)),
    );
  }
  if (clientId)
    query = query.where(
      'client_id',
      'in',
      db
        .selectFrom('clients')
        .select('id')
        .where((eb) => inScope(eb, clientId)),
    );
  if (customerId) query = query.where('client_id', '=', customerId);
  // The expression, not its alias: PostgreSQL's ORDER BY takes an output name only bare.
  return query.orderBy(sql`${userName} COLLATE nocase`).orderBy('id').execute();
}

export function selectServiceOptions(db: Q, categoryId?: string): Promise<FilterOption[]> {
  let query = db.selectFrom('services').select(['id', 'name']);
  if (categoryId) query = query.where('category_id', '=', categoryId);
  return query.orderBy(byName).orderBy('id').execute();
}

export function selectServiceCategoryOptions(db: Q): Promise<FilterOption[]> {
  return db.selectFrom('service_categories').select(['id', 'name']).orderBy(byName).orderBy('id').execute();
}
