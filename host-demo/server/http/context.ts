import type { Data } from '../data';
import type { ImageProviders } from '../images/provider';
import type { PaymentProvider } from '../payments/provider';
import type { RealtimeHub } from '../realtime';
import type { ObjectStore } from '../storage';

/** Everything a route needs, passed explicitly to each route plugin (no hidden globals). */
export interface ServerContext {
  /** The data layer (Kysely, asynchronous) on SQLite or PostgreSQL: every query goes through it. */
  data: Data;
  /** Injectable clock: every expiry and business-hours calculation reads time from here. */
  now: () => Date;
  /** Key of the anti-forgery HMAC. */
  secret: Buffer;
  tokenTtlSeconds: number;
  demo: boolean;
  hub: RealtimeHub;
  realtimeAuthTimeoutMs: number;
  /** Folder of the database and, with the disk store, `uploads/` (stored files). */
  dataDir: string;
  /** Where uploaded files are stored and read: the disk or an S3-compatible bucket (storage/). */
  store: ObjectStore;
  /** What absolute URLs start with: PUBLIC_URL, else the listening address (public-url.ts). */
  publicUrl: () => string;
  /** The card processor behind payments (payments/provider.ts): the test provider unless configured. */
  payments: PaymentProvider;
  /** My Images' stock image search (images/): the demo library, or Pexels when PEXELS_API_KEY is set. */
  images: ImageProviders;
}
