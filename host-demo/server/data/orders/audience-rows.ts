import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/**
 * The users of an account, of its reseller (the account's parent) and every user of one of
 * `roles` (the internal managers): who hears of a change to one of the account's orders.
 */
export async function selectAudienceIds(
  db: Q,
  clientId: string,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('client_id', '=', clientId),
        eb('client_id', '=', eb.selectFrom('clients').select('parent_client_id').where('id', '=', clientId)),
        eb('role', 'in', roles),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

export interface MentionRow {
  id: string;
  firstname: string;
  lastname: string;
  avatar: string | null;
  role: string;
}

const MENTION_COLUMNS = ['id', 'firstname', 'lastname', 'avatar', 'role'] as const;

/** Every user of one of `roles` (a CM review's audience: the internal managers). */
export function selectUsersInRoles(db: Q, roles: readonly string[]): Promise<MentionRow[]> {
  return db.selectFrom('users').select(MENTION_COLUMNS).where('role', 'in', roles).execute();
}

/** The account's users of one of `roles`, and the users `ids` (an order's staff; nulls are skipped). */
export function selectAccountUsersAnd(
  db: Q,
  clientId: string,
  roles: readonly string[],
  ids: readonly (string | null)[],
): Promise<MentionRow[]> {
  const staff = ids.filter((id): id is string => id !== null);
  return db
    .selectFrom('users')
    .select(MENTION_COLUMNS)
    .where((eb) => {
      const ofAccount = eb.and([eb('client_id', '=', clientId), eb('role', 'in', roles)]);
      return staff.length === 0 ? ofAccount : eb.or([ofAccount, eb('id', 'in', staff)]);
    })
    .execute();
}
