import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// The stored files of an account, so that its deletion (account/deletion-sweep.ts) removes them from
// the object store too (issue 26): they are read before the account's rows go, as the rows name them.

/** IN lists stay well under both databases' parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Every storage key of account `clientId`: the uploads of its users (avatars, logos, favicons,
 * placeholders, pending ones too), the order files uploaded to its orders by anyone (internal
 * proofs and versions included; `orderKinds` are the upload types that belong to an order, not an
 * account image merely labelled with it), and every version's file and thumbnail of its orders'
 * attachments (the demo seed's files have no upload row).
 */
export async function selectAccountFileKeys(
  db: Q,
  clientId: string,
  orderKinds: readonly string[],
): Promise<{ uploads: string[]; files: string[] }> {
  const members = db.selectFrom('users').select('id').where('client_id', '=', clientId);
  const orders = db.selectFrom('orders').select('id').where('client_id', '=', clientId);
  const [byUser, byOrder, versions] = await Promise.all([
    db.selectFrom('uploads').select('key').where('user_id', 'in', members).execute(),
    db
      .selectFrom('uploads')
      .select('key')
      .where('order_id', 'in', orders)
      .where('type', 'in', [...orderKinds])
      .execute(),
    db
      .selectFrom('attachment_versions as v')
      .innerJoin('attachments as a', 'a.id', 'v.attachment_id')
      .select(['v.storage_key', 'v.thumbnail_key'])
      .where('a.order_id', 'in', orders)
      .execute(),
  ]);
  const uploads = new Set([...byUser, ...byOrder].map((row) => row.key));
  const files = new Set(uploads);
  for (const row of versions) {
    files.add(row.storage_key);
    if (row.thumbnail_key) files.add(row.thumbnail_key);
  }
  return { uploads: [...uploads], files: [...files] };
}

/**
 * Those of `keys` something still names after an account's rows are gone: a version or thumbnail of
 * another account's order (a duplicated order shares its supplied files' keys), an upload row, a
 * proof's watermark. Such files stay.
 */
export async function selectReferencedKeys(db: Q, keys: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const part of chunks(keys)) {
    const [versions, thumbnails, uploads, watermarks] = await Promise.all([
      db
        .selectFrom('attachment_versions')
        .select('storage_key as key')
        .where('storage_key', 'in', part)
        .execute(),
      db
        .selectFrom('attachment_versions')
        .select('thumbnail_key as key')
        .where('thumbnail_key', 'in', part)
        .execute(),
      db.selectFrom('uploads').select('key').where('key', 'in', part).execute(),
      db
        .selectFrom('order_download_settings')
        .select('watermark_key as key')
        .where('watermark_key', 'in', part)
        .execute(),
    ]);
    for (const row of [...versions, ...thumbnails, ...uploads, ...watermarks])
      if (row.key) referenced.add(row.key);
  }
  return referenced;
}

/** Drops the upload rows of `keys` the account's deletion left (those of its orders have no foreign key). */
export async function deleteUploadRows(db: Q, keys: readonly string[]): Promise<void> {
  for (const part of chunks(keys)) await db.deleteFrom('uploads').where('key', 'in', part).execute();
}
