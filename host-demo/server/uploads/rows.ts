import type { Db } from '../db';

export interface UploadRow {
  key: string;
  order_id: string | null;
  user_id: string | null;
  type: string;
  name: string;
  size: number;
  content_type: string;
  status: 'pending' | 'stored' | 'registered';
  created_at: string;
  expires_at: string;
}

export const findUpload = (db: Db, key: string) =>
  db.prepare('SELECT * FROM uploads WHERE key = ?').get(key) as UploadRow | undefined;

export function insertUpload(db: Db, row: UploadRow): void {
  db.prepare(
    `INSERT INTO uploads (key, order_id, user_id, type, name, size, content_type, status, created_at, expires_at)
     VALUES (@key, @order_id, @user_id, @type, @name, @size, @content_type, @status, @created_at, @expires_at)`,
  ).run(row);
}

/** `from` makes it a claim: only a row still in that status changes (check `changes`). */
export const setUploadStatus = (
  db: Db,
  key: string,
  status: UploadRow['status'],
  size?: number,
  from?: UploadRow['status'],
) =>
  db
    .prepare(
      'UPDATE uploads SET status = ?, size = COALESCE(?, size) WHERE key = ? AND (? IS NULL OR status = ?)',
    )
    .run(status, size ?? null, key, from ?? null, from ?? null);

export const deleteUpload = (db: Db, key: string) => db.prepare('DELETE FROM uploads WHERE key = ?').run(key);
