import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** The provider's one business-hours row (id 1); weekly_hours is JSON text. */
export function selectOfficeHours(db: Q) {
  return db
    .selectFrom('business_hours')
    .select(['office_time_zone', 'weekly_hours'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export async function upsertOfficeHours(db: Q, officeTimeZone: string, weeklyHours: string): Promise<void> {
  await db
    .insertInto('business_hours')
    .values({ id: 1, office_time_zone: officeTimeZone, weekly_hours: weeklyHours })
    .onConflict((c) =>
      c.column('id').doUpdateSet((eb) => ({
        office_time_zone: eb.ref('excluded.office_time_zone'),
        weekly_hours: eb.ref('excluded.weekly_hours'),
      })),
    )
    .execute();
}

/** The default row, unless one is there (two processes starting at once both try). */
export async function insertOfficeHoursIfAbsent(
  db: Q,
  officeTimeZone: string,
  weeklyHours: string,
): Promise<void> {
  await db
    .insertInto('business_hours')
    .values({ id: 1, office_time_zone: officeTimeZone, weekly_hours: weeklyHours })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}
