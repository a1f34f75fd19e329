import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface NewAccessRequest {
  id: string;
  /** Lower-cased: one request per address. */
  email: string;
  name: string;
  company: string;
  message: string;
  requestedAt: number;
}

/** Stores the request; an address that already asked keeps its first request. True when stored. */
export async function insertAccessRequest(db: Kysely<Database>, request: NewAccessRequest): Promise<boolean> {
  const result = await db
    .insertInto('access_requests')
    .values({
      id: request.id,
      email: request.email,
      name: request.name,
      company: request.company,
      message: request.message,
      requested_at: request.requestedAt,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The stored request of an address (lower-cased), for the staff who answer it and for tests. */
export function selectAccessRequest(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('access_requests')
    .select(['id', 'email', 'name', 'company', 'message', 'requested_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}
