import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';
import type { ObjectStore } from '../storage';
import { demoPoster } from './png';

// Prepared inserts and file output of the demo proofing seed.

export function statements(db: Db) {
  return {
    attachment: db.prepare(
      `INSERT INTO attachments (id, order_id, "group", file_name, starting_tab, attachment_type_start_from, created_at,
         created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    version: db.prepare(
      `INSERT INTO attachment_versions (id, attachment_id, version, file_name, file_type, storage_key, file_size,
         created_at, is_internal, is_internal_approved, creator_id, uploaded_by_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'operator')`,
    ),
    upload: db.prepare(
      `INSERT INTO uploads (key, order_id, user_id, type, name, size, content_type, status, created_at, expires_at)
       VALUES (?, ?, ?, 'attachment', ?, ?, ?, 'registered', ?, '9999-12-31T00:00:00.000Z')`,
    ),
    topic: db.prepare(
      `INSERT INTO annotation_topics (id, version_id, message, mentions, annotation, sender_id, is_resolve, is_public,
         created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    comment: db.prepare(
      `INSERT INTO annotation_comments (id, topic_id, message, mentions, sender_id, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    /** Opens the version in PDF tools mode (proofing §4.8) with no entries yet. */
    pdfTools: db.prepare('UPDATE attachment_versions SET is_pdf_tools = 1 WHERE id = ?'),
    collaborator: db.prepare(
      'INSERT INTO order_collaborators (order_id, user_id, is_collaborator, is_approver) VALUES (?, ?, ?, ?)',
    ),
    guest: db.prepare(
      `INSERT INTO guest_invitations (id, order_id, token_hash, guest_name, guest_email, message, inviter_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
}

/** Makes a demo file and returns its size in bytes, storing it or not. */
export type FileWrite = (key: string, make: () => Buffer) => number;

export const measureOnly: FileWrite = (_key, make) => make().length;

/**
 * The demo seed's files for the server's object store: `write` runs inside the seed's synchronous
 * transaction and keeps the bytes; `flush` stores them once the rows are committed.
 */
export function storeWriter(store: ObjectStore | undefined) {
  const pending = new Map<string, Buffer>();
  const write: FileWrite = (key, make) => {
    const bytes = make();
    if (store) pending.set(key, bytes);
    return bytes.length;
  };
  const flush = async () => {
    if (store) await Promise.all([...pending].map(([key, bytes]) => store.put(key, bytes)));
    pending.clear();
  };
  return { write, flush };
}

/**
 * Test fixtures' files straight into a disk store's folder (`<dataDir>/uploads`).
 * Writes each demo file through a temporary name, so a crash never leaves half a file; without a
 * data folder it only measures. Returns the size in bytes.
 */
export function fileWriter(dataDir: string | undefined) {
  const dir = dataDir ? join(dataDir, 'uploads') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  return (key: string, make: () => Buffer): number => {
    const bytes = make();
    if (dir) {
      const tmp = join(dir, `.${key}.tmp`);
      writeFileSync(tmp, bytes);
      renameSync(tmp, join(dir, key));
    }
    return bytes.length;
  };
}

// Encoding an 800x600 PNG takes tens of milliseconds and every test server seeds: one per variant.
const posters = new Map<number, Buffer>();
export function cachedPoster(variant: number): Buffer {
  const key = variant % 12;
  let png = posters.get(key);
  if (!png) {
    png = demoPoster(key);
    posters.set(key, png);
  }
  return png;
}
