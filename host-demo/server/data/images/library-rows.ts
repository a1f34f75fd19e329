import type { Kysely, Selectable } from 'kysely';
import type { Database, LibraryImagesTable } from '../schema';

// The SQL of My Images (issue 26): an account's library of saved stock images, and the uploads
// rows that let the storage layer serve and sweep their stored copies.

type Q = Kysely<Database>;

export type LibraryRow = Selectable<LibraryImagesTable>;

/** The account's library images, newest first, one page; with the account's count. */
export async function selectLibraryPage(
  db: Q,
  clientId: string,
  page: number,
  limit: number,
): Promise<{ rows: LibraryRow[]; total: number }> {
  const rows = await db
    .selectFrom('library_images')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('saved_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: await countLibrary(db, clientId) };
}

export async function countLibrary(db: Q, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('library_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's images among `ids` (others' and unknown ids are left out). */
export function selectLibraryImages(db: Q, clientId: string, ids: readonly string[]): Promise<LibraryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('library_images')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .execute();
}

/** Whether the account already keeps this provider image. */
export async function hasLibraryImage(
  db: Q,
  clientId: string,
  provider: string,
  providerImageId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('library_images')
    .select('id')
    .where('client_id', '=', clientId)
    .where('provider', '=', provider)
    .where('provider_image_id', '=', providerImageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the image; false when the account already keeps it (the unique key decides a race). */
export async function insertLibraryImage(db: Q, row: LibraryRow): Promise<boolean> {
  const inserted = await db
    .insertInto('library_images')
    .values(row)
    .onConflict((conflict) => conflict.columns(['client_id', 'provider', 'provider_image_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the account's image; the row removed, or undefined when there was none. */
export function deleteLibraryImage(db: Q, clientId: string, id: string): Promise<LibraryRow | undefined> {
  return db
    .deleteFrom('library_images')
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A registered uploads row for a stored file (a library copy, or an order file copied from one). */
export async function insertStoredFileRow(
  db: Q,
  row: {
    key: string;
    orderId: string | null;
    userId: string;
    type: string;
    name: string;
    size: number;
    contentType: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      key: row.key,
      order_id: row.orderId,
      user_id: row.userId,
      type: row.type,
      name: row.name,
      size: row.size,
      content_type: row.contentType,
      status: 'registered',
      created_at: row.at,
      expires_at: row.at,
    })
    .execute();
}

export async function deleteStoredFileRow(db: Q, key: string): Promise<void> {
  await db.deleteFrom('uploads').where('key', '=', key).execute();
}
