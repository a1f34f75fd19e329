import type { FastifyInstance, InjectOptions } from 'fastify';
import { CLIENTS, type ClientType, type TokenResponse } from 'proofdesk/contract';
import { afterEach } from 'vitest';
import {
  type BuildServerOptions,
  buildServer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
} from '../../../../host-demo/server';
import { migrate, openDatabase } from '../../../../host-demo/server/db';
import { seedDefaults, seedDemo } from '../../../../host-demo/server/seed';
import { createTestDatabase } from './data-helpers';
import { syncPostgres } from './postgres-fixtures';

export { DEMO_PASSWORD };

/**
 * PROOFDESK_TEST_DATABASE=postgres (the `server-postgres` vitest project, vitest.config.ts): every
 * test server runs on its own new PostgreSQL database in the cluster of PG_TEST_URL (or one the
 * data helpers start), dropped after the test.
 */
export const TEST_DATABASE = process.env.PROOFDESK_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

const open: FastifyInstance[] = [];
const fixtures: { close(): void }[] = [];
const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
  for (const fixture of fixtures.splice(0)) fixture.close();
  await Promise.all(drops.splice(0).map((drop) => drop()));
});

/**
 * A SQLite test server starts from a serialized image of a migrated, demo-seeded database (a
 * private in-memory copy, `databaseImage`) instead of migrating and seeding its own: the same rows,
 * without ~150 ms of CPU per server. The seed depends on its clock only: with the test's clock
 * (`now`) an image is reused for the same instant; on real time, for 10 s after it was made (as
 * a test whose assertions run 10 s after its server seeded; a test cannot tell the two apart).
 */
const images = new Map<string, { image: Buffer; madeAt: number }>();
const REAL_TIME_IMAGE_MS = 10_000;

async function seededImage(clock: (() => Date) | undefined): Promise<Buffer> {
  const now = clock?.() ?? new Date();
  const key = clock ? now.toISOString() : 'real time';
  const cached = images.get(key);
  if (cached && (clock || Date.now() - cached.madeAt < REAL_TIME_IMAGE_MS)) return cached.image;
  const db = openDatabase(':memory:');
  try {
    migrate(db);
    seedDefaults(db);
    await seedDemo(db, { now });
    const image = db.serialize();
    images.set(key, { image, madeAt: Date.now() });
    return image;
  } finally {
    db.close();
  }
}

/** A demo-seeded server on a private in-memory database (or PostgreSQL database), closed after each test. */
export async function testServer(
  options: BuildServerOptions = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const merged: BuildServerOptions = { databasePath: ':memory:', demo: true, ...options };
  if (TEST_DATABASE === 'postgres' && !merged.databaseUrl) {
    const database = await createTestDatabase();
    drops.push(database.drop);
    // As on SQLite: the demo's files are written only when the test gave a database file.
    merged.demoFiles ??= merged.databasePath !== ':memory:';
    merged.databaseUrl = database.url;
    merged.databasePoolMax ??= 4;
  } else if (merged.databasePath === ':memory:' && merged.demo && !merged.demoFiles && !merged.databaseUrl) {
    merged.databaseImage ??= await seededImage(merged.now);
  }
  const app = buildServer(merged);
  open.push(app);
  if (TEST_DATABASE === 'postgres' && merged.databaseUrl && !options.databaseUrl) {
    // The fixtures' synchronous SQL (app.proofdesk.data.sqlite) on this PostgreSQL database; the
    // server itself never reads the handle on PostgreSQL (app.ts).
    const fixture = syncPostgres(merged.databaseUrl);
    fixtures.push(fixture);
    (app.proofdesk.data as { sqlite?: unknown }).sqlite = fixture;
  }
  beforeReady?.(app);
  await app.ready();
  return app;
}

/** A clock tests can move: `clock.set(...)`, `clock.advance(ms)`. */
export function testClock(start: string | Date) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (value: string | Date) => {
      current = new Date(value);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const basicAuth = (kind: ClientType, secret: string = CLIENTS[kind].secret) =>
  `Basic ${Buffer.from(`${CLIENTS[kind].id}:${secret}`).toString('base64')}`;

export function tokenRequest(
  kind: ClientType,
  fields: Record<string, string>,
  authorization = basicAuth(kind),
) {
  return {
    method: 'POST',
    url: `/api/${CLIENTS[kind].prefix}/token`,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  } satisfies InjectOptions;
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  kind: ClientType = DEMO_ACCOUNTS.find((account) => account.username === username)?.client ?? 'customer',
): Promise<TokenResponse> {
  const response = await app.inject(
    tokenRequest(kind, { grant_type: 'password', username, password: DEMO_PASSWORD }),
  );
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return response.json<TokenResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in and fetches an anti-forgery token for `scope` (e.g. 'admin:impersonate'). */
export async function csrfFor(app: FastifyInstance, accessToken: string, scope: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/g/csrf/${scope}`,
    headers: bearer(accessToken),
  });
  if (response.statusCode !== 200) throw new Error(`csrf ${scope} failed: ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}
