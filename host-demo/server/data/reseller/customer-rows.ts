import { type Kysely, sql } from 'kysely';
import { containsIgnoringCase, forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// A white-label client's customers (issue 26): accounts whose parent is the reseller's account,
// each with its owner user (the customer's sign-in). Another reseller's customer is never matched.

/** A customer account of a reseller with its owner, as the customer pages read it. */
export interface CustomerRecord {
  id: string;
  name: string;
  created_at: number;
  owner_id: string;
  firstname: string;
  lastname: string;
  email: string;
  job_title: string;
  orders_total: number;
  orders_open: number;
}

interface AccountRow {
  id: string;
  name: string;
  created_at: number;
}

function customersOf(db: Q, dialect: Dialect, resellerId: string, search?: string) {
  let query = db.selectFrom('clients as c').where('c.parent_client_id', '=', resellerId);
  const text = search?.trim();
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase(dialect, eb.ref('c.name'), text),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.client_id', '=', 'c.id')
            .where((inner) =>
              inner.or([
                containsIgnoringCase(dialect, sql`u.firstname || ' ' || u.lastname`, text),
                containsIgnoringCase(dialect, inner.ref('u.email'), text),
              ]),
            ),
        ),
      ]),
    );
  }
  return query;
}

/** The owners (earliest first) and order counts of `accounts`, joined onto their rows. */
async function withOwnersAndOrders(db: Q, accounts: AccountRow[]): Promise<CustomerRecord[]> {
  if (accounts.length === 0) return [];
  const ids = accounts.map((account) => account.id);
  const [owners, counts] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'client_id', 'firstname', 'lastname', 'email', 'job_title'])
      .where('client_id', 'in', ids)
      .where('role', '=', 'owner')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => [
        'client_id',
        eb.fn.countAll<number | string>().as('total'),
        eb.fn
          .sum<number | string | null>(sql`CASE WHEN status IN ('completed', 'cancelled') THEN 0 ELSE 1 END`)
          .as('open'),
      ])
      .where('client_id', 'in', ids)
      .where('archived_at', 'is', null)
      .groupBy('client_id')
      .execute(),
  ]);
  const records: CustomerRecord[] = [];
  for (const account of accounts) {
    const owner = owners.find((row) => row.client_id === account.id);
    // An account without an owner (none is created so) is not a customer the reseller can manage.
    if (!owner) continue;
    const count = counts.find((row) => row.client_id === account.id);
    records.push({
      id: account.id,
      name: account.name,
      created_at: Number(account.created_at),
      owner_id: owner.id,
      firstname: owner.firstname,
      lastname: owner.lastname,
      email: owner.email,
      job_title: owner.job_title,
      orders_total: Number(count?.total ?? 0),
      orders_open: Number(count?.open ?? 0),
    });
  }
  return records;
}

/** One page of a reseller's customers (by company name) and how many match in all. */
export async function selectCustomerPage(
  db: Q,
  dialect: Dialect,
  resellerId: string,
  search: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: CustomerRecord[]; total: number }> {
  const [accounts, count] = await Promise.all([
    customersOf(db, dialect, resellerId, search)
      .select(['c.id', 'c.name', 'c.created_at'])
      .orderBy(sql`lower(c.name)`)
      .orderBy('c.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    customersOf(db, dialect, resellerId, search)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows: await withOwnersAndOrders(db, accounts), total: Number(count?.n ?? 0) };
}

/** A customer of the reseller, or undefined (another reseller's is as unknown as a missing one). */
export async function selectCustomer(
  db: Q,
  resellerId: string,
  customerId: string,
  lock?: Dialect,
): Promise<CustomerRecord | undefined> {
  const query = db
    .selectFrom('clients')
    .select(['id', 'name', 'created_at'])
    .where('parent_client_id', '=', resellerId)
    .where('id', '=', customerId);
  const account = await (lock ? forUpdate(lock, query, true) : query).executeTakeFirst();
  return account ? (await withOwnersAndOrders(db, [account]))[0] : undefined;
}

/** Whether a user other than `exceptUserId` holds the e-mail address (case-insensitive). */
export async function customerEmailTaken(db: Q, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A new customer account under the reseller and its owner user, in the caller's transaction. */
export async function insertCustomer(
  db: Q,
  account: { id: string; name: string; parent_client_id: string; created_at: number },
  owner: {
    id: string;
    email: string;
    password_hash: string;
    firstname: string;
    lastname: string;
    job_title: string;
    time_zone: string;
    profile: string;
  },
): Promise<void> {
  // Its own company details are the customer's to complete on first sign-in (profile_complete 0).
  await db
    .insertInto('clients')
    .values({ ...account, type: 'direct', whitelabel: null, profile_complete: 0 })
    .execute();
  await db
    .insertInto('users')
    .values({
      ...owner,
      client_id: account.id,
      username: null,
      avatar: null,
      role: 'owner',
      view_only: 0,
      created_at: account.created_at,
    })
    .execute();
}

/** Renames the account and rewrites its owner's identity. */
export async function updateCustomer(
  db: Q,
  customerId: string,
  ownerId: string,
  change: { name: string; firstname: string; lastname: string; email: string; job_title: string },
): Promise<void> {
  const { name, ...owner } = change;
  await db.updateTable('clients').set({ name }).where('id', '=', customerId).execute();
  await db.updateTable('users').set(owner).where('id', '=', ownerId).execute();
}
