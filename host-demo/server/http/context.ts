import type { Db } from '../db';
import type { RealtimeHub } from '../realtime';

/** Everything a route needs, passed explicitly to each route plugin (no hidden globals). */
export interface ServerContext {
  db: Db;
  /** Injectable clock: every expiry and business-hours calculation reads time from here. */
  now: () => Date;
  /** Key of the anti-forgery HMAC. */
  secret: Buffer;
  tokenTtlSeconds: number;
  demo: boolean;
  hub: RealtimeHub;
  realtimeAuthTimeoutMs: number;
  /** Folder of the database and `uploads/` (stored files). */
  dataDir: string;
  /** What absolute URLs start with: PUBLIC_URL, else the listening address (public-url.ts). */
  publicUrl: () => string;
}
