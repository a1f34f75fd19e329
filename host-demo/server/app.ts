import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  IDEMPOTENCY_HEADER,
  PAYMENT_SIGNATURE_HEADER,
  UPLOAD_HEADERS,
} from 'proofdesk/contract';
import { DELETION_SWEEP_MS, startDeletionSweep } from './account/deletion-sweep';
import { DEFAULT_TOKEN_TTL_SECONDS, REPO_ROOT } from './config';
import { migrateData, openData } from './data';
import { migrate } from './db';
import type { ServerContext } from './http';
import {
  errorHandler,
  frameworkErrorHandler,
  ownAddress,
  parsePublicUrl,
  strictBodyValidators,
} from './http';
import {
  createLocalProvider,
  createPexelsProvider,
  type ImageProvider,
  imageProviders,
  PEXELS_IMAGE_ORIGIN,
} from './images';
import { createTestProvider, type PaymentProvider } from './payments';
import { DEFAULT_FRAME_ANCESTORS, type LiveChat } from './portal-page';
import { MAX_MESSAGE_BYTES, RealtimeHub, relayThroughRedis, socketErrorHandler } from './realtime';
import { redisConnections, redisRateLimitStore } from './redis';
import { apiRoutes } from './routes';
import { registerSecurityHeaders } from './security-headers';
import { seedDefaults, seedDefaultsData, seedDemo, seedDemoData } from './seed';
import { notFoundHandler, registerStaticFiles, type StaticRoots } from './static-files';
import { openObjectStore, type StorageConfig } from './storage';

export interface BuildServerOptions {
  /** ':memory:' for tests; default `<dataDir>/proofdesk.sqlite`. Unused with `databaseUrl`. */
  databasePath?: string;
  /**
   * Tests: a serialized SQLite database (better-sqlite3's `serialize()`), opened as a private
   * in-memory copy instead of `databasePath`; the test servers start from one migrated, seeded image.
   */
  databaseImage?: Buffer;
  /**
   * DATABASE_URL: postgres://… runs the server on PostgreSQL (a pool of `databasePoolMax`
   * connections, default 10), migrated and seeded before it serves; absent = the SQLite file.
   */
  databaseUrl?: string;
  databasePoolMax?: number;
  /**
   * Whether the demo seed writes its images and PDFs to the store; default yes, except on an
   * in-memory database (tests), so tests write no files to the data folder.
   */
  demoFiles?: boolean;
  /** Default `.data` under the repository root. */
  dataDir?: string;
  /** Seed the demo accounts when the database is empty and answer GET /api/g/demo-accounts. */
  demo?: boolean;
  /** CORS allow-list; empty = same-origin only. */
  allowedOrigins?: string[];
  staticRoots?: StaticRoots;
  /** false = silent; true or a level ('warn', 'info', …) logs JSON lines at that level. */
  logger?: boolean | LogLevel;
  /** Where log lines go (default stdout): tests read what the server logs here. */
  logStream?: { write(line: string): void };
  /** Injectable clock for expiry and business hours. */
  now?: () => Date;
  /** How often the account-deletion job runs (ms; default 10 minutes; 0 = never, tests call it). */
  deletionSweepMs?: number;
  tokenTtlSeconds?: number;
  /** Anti-forgery HMAC key; random per boot when absent (tokens then die with the process). */
  secret?: string;
  /** Who may frame the portal's pages (CSP frame-ancestors sources); default `'self'`. */
  frameAncestors?: readonly string[];
  /** LIVE_CHAT_URL, parsed (portal-page.ts): the portal loads this chat script; absent = none. */
  liveChat?: LiveChat;
  /** How long a socket may stay unauthenticated (default 5000 ms). */
  realtimeAuthTimeoutMs?: number;
  /** PUBLIC_URL: what file URLs and invitation links start with; default the listening address. */
  publicUrl?: string;
  /** Where uploaded files go: `<dataDir>/uploads` (default) or an S3-compatible bucket. */
  storage?: StorageConfig;
  /** The card processor (payments/provider.ts); default the test provider, its webhooks sent to this server. */
  paymentProvider?: PaymentProvider;
  /** PEXELS_API_KEY: My Images searches Pexels with it; absent = the bundled demo library. */
  pexelsApiKey?: string;
  /** Tests: the image search provider to use instead (a Pexels provider on recorded answers). */
  imageProvider?: ImageProvider;
  /**
   * REDIS_URL: realtime events and rate-limit counters shared by every process on this Redis (a
   * cluster); absent = both stay in this process's memory.
   */
  redisUrl?: string;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export const API_PREFIX = '/api';

/** A configured, not yet listening Fastify instance over a migrated database. */
export function buildServer(options: BuildServerOptions = {}): FastifyInstance {
  // Checked first: a wrong PUBLIC_URL stops the start before anything is opened.
  const configuredUrl = options.publicUrl === undefined ? undefined : parsePublicUrl(options.publicUrl);
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.data'));
  const { databaseUrl } = options;
  // On PostgreSQL no SQLite file is opened: migrations and seeds run in the first plugin below.
  const data = databaseUrl
    ? openData({ databaseUrl, max: options.databasePoolMax })
    : openData({
        sqlitePath: options.databaseImage ?? options.databasePath ?? join(dataDir, 'proofdesk.sqlite'),
      });
  if (data.sqlite) {
    migrate(data.sqlite);
    seedDefaults(data.sqlite);
  }

  const now = options.now ?? (() => new Date());
  const secret = options.secret ? Buffer.from(options.secret, 'utf8') : randomBytes(32);
  const testProvider = options.paymentProvider ? undefined : createTestProvider({ data, secret, now });
  const ctx: ServerContext = {
    data,
    now,
    secret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    demo: options.demo ?? false,
    hub: new RealtimeHub(now),
    realtimeAuthTimeoutMs: options.realtimeAuthTimeoutMs ?? 5000,
    dataDir,
    store: openObjectStore(options.storage ?? { kind: 'disk' }, dataDir),
    // Read per call: the listening address is known only once the server listens.
    publicUrl: () => configuredUrl ?? ownAddress(app.server),
    payments: options.paymentProvider ?? (testProvider as PaymentProvider),
    images: imageProviders(
      createLocalProvider(() => `${ctx.publicUrl()}${API_PREFIX}`),
      options.imageProvider ??
        (options.pexelsApiKey ? createPexelsProvider({ apiKey: options.pexelsApiKey }) : undefined),
    ),
  };

  const redis = options.redisUrl
    ? redisConnections(options.redisUrl, (error) => app.log.error({ err: error }, 'redis connection error'))
    : undefined;

  const app = Fastify({
    logger: options.logger
      ? {
          ...(typeof options.logger === 'string' ? { level: options.logger } : {}),
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    // A version-delete reason (255 characters) travels in the path; percent-encoding can triple it.
    routerOptions: { maxParamLength: 800 },
    // Fastify's default silently strips unknown properties; the contract wants them refused.
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: strictBodyValidators },
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('proofdesk', ctx);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(
    notFoundHandler(options.staticRoots ?? {}, () => ({
      frameAncestors: options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS,
      fileOrigin: new URL(ctx.publicUrl()).origin,
      // My Images shows Pexels' previews from their image host when Pexels answers searches.
      imageOrigins: ctx.images.active.name === 'pexels' ? [PEXELS_IMAGE_ORIGIN] : [],
      liveChat: options.liveChat,
    })),
  );
  registerSecurityHeaders(app);

  if (databaseUrl) {
    // First, before anything serves: the schema (advisory-locked, so concurrent starters apply
    // each migration once) and the default settings.
    app.register(async () => {
      await migrateData(ctx.data);
      await seedDefaultsData(ctx.data);
    });
  }
  if (redis) {
    // Before the routes: a process serves nothing until it hears the other processes' events.
    app.register(async () => {
      await redis.connect();
      await relayThroughRedis(
        ctx.hub,
        {
          publish: (channel, message) => redis.command.publish(channel, message),
          subscribe: (channel, listener) => redis.subscriber.subscribe(channel, listener),
        },
        (error) => app.log.error({ err: error }, 'realtime relay error'),
      );
    });
  }
  app.register(async () => {
    // An in-memory database (tests) gets the demo rows without writing files to the data folder.
    const files = (options.demoFiles ?? options.databasePath !== ':memory:') ? ctx.store : undefined;
    // On PostgreSQL the demo goes through the data layer (seed/seed-data.ts; concurrent starters
    // queue on an advisory lock and the second finds it done); on SQLite straight onto the
    // server's handle, as before.
    if (!ctx.demo) return;
    if (ctx.data.dialect === 'postgres') await seedDemoData(ctx.data, { now: ctx.now(), files });
    else if (data.sqlite) await seedDemo(data.sqlite, { now: ctx.now(), files });
  });
  app.register(formbody, { bodyLimit: 64 * 1024 });
  const origins = options.allowedOrigins ?? [];
  app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      CSRF_HEADER,
      IDEMPOTENCY_HEADER,
      ...Object.values(UPLOAD_HEADERS),
      // A viewer reading a stored file in parts (routes/storage.ts).
      'Range',
    ],
    // pdf.js reads these to decide on range requests for a file on another origin.
    exposedHeaders: [
      'Idempotent-Replayed',
      'Accept-Ranges',
      'Content-Range',
      'Content-Length',
      'Content-Encoding',
    ],
  });
  // Not global: only the sign-in routes opt in through their route config. As a preHandler, after
  // the route's own guards: a forged request (no session, wrong anti-forgery token) is refused
  // before it can count, so it cannot use up a user's limit.
  // With Redis, the counters are shared: a limit holds across every process of a cluster.
  app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { store: redisRateLimitStore(redis) } : {}),
  });
  app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES }, errorHandler: socketErrorHandler });
  app.register(apiRoutes(ctx), { prefix: API_PREFIX });
  // The test provider confirms a charge the way a real one does: a signed POST to the webhook.
  testProvider?.setDelivery((rawBody, signature) =>
    app.inject({
      method: 'POST',
      url: `${API_PREFIX}/payments/webhook`,
      payload: rawBody,
      headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER.toLowerCase()]: signature },
    }),
  );
  registerStaticFiles(app, options.staticRoots ?? {});

  // The account-deletion job (issue 26): deletes accounts whose 30 days are over.
  const sweepMs = options.deletionSweepMs ?? DELETION_SWEEP_MS;
  let stopSweep = () => {};
  if (sweepMs > 0) {
    app.addHook('onReady', async () => {
      stopSweep = startDeletionSweep(ctx, sweepMs, app.log);
    });
  }

  app.addHook('onClose', async () => {
    stopSweep();
    ctx.hub.closeAll();
    await redis?.close();
    await ctx.data.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context (database, clock, realtime hub), for tests and later plugins. */
    proofdesk: ServerContext;
  }
}
