import type { Data } from '../data';
import { selectUpload } from '../data/uploads/upload-rows';
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

export const findUpload = (data: Data, key: string) => selectUpload(data.db, key);

/**
 * Marks a stored upload registered (a claim: check `changes`) inside the registration's synchronous transaction (register.ts: it
 * still shares it with the account's storage figures on `ctx.db`).
 */
export const markUploadRegistered = (db: Db, key: string) =>
  db.prepare(`UPDATE uploads SET status = 'registered' WHERE key = ? AND status = 'stored'`).run(key);
