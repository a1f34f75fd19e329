import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens (creating its folder) a SQLite database; `':memory:'` gives a private in-memory one, and a
 * Buffer (better-sqlite3's `serialize()` of another database) a private in-memory copy of it.
 */
export function openDatabase(path: string | Buffer): Db {
  const inMemory = typeof path !== 'string' || path === ':memory:';
  if (typeof path === 'string' && !inMemory) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers proceed while a write is in flight; meaningless for an in-memory database.
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
