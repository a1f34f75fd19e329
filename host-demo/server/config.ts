import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildServerOptions, LogLevel } from './app';
import { passwordHashParams } from './auth/password';
import { sharedSecret } from './auth/shared-secret';
import { parseFrameAncestors, parseLiveChatUrl } from './portal-page';
import type { StorageConfig } from './storage';

/** The repository root, two folders above this file (host-demo/server). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const DEFAULT_PORT = 4400;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface ServeConfig {
  port: number;
  host: string;
  /** WORKERS: how many server processes share the port (node:cluster); 1 = this process serves. */
  workers: number;
  server: BuildServerOptions;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** Default 'warn': failures are logged, routine requests are not; LOG_LEVEL=silent turns it off. */
function logLevel(value: string | undefined): LogLevel | false {
  if (value === 'silent') return false;
  return LEVELS.find((level) => level === value) ?? 'warn';
}

/**
 * S3_BUCKET chooses an S3-compatible bucket (S3_ENDPOINT, S3_FORCE_PATH_STYLE=1 for most
 * non-AWS servers); credentials and region come from the SDK's usual AWS_* variables. Without
 * S3_BUCKET files stay in `<dataDir>/uploads`.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT) throw new Error('S3_ENDPOINT is set but S3_BUCKET is not');
    return { kind: 'disk' };
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.toLowerCase();
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined,
  };
}

/** Environment → options. Relative DATA_DIR resolves against the repository root, not the cwd. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must be a postgres:// URL, got "${databaseUrl.split('@').at(-1)}"`);
  }
  // Checked at start: a wrong PASSWORD_HASH_COST must not wait for the first sign-up to fail.
  passwordHashParams(env);
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || '.data');
  const workers = Math.max(1, positiveInt(env.WORKERS, 1, 'WORKERS'));
  const redisUrl = env.REDIS_URL || undefined;
  if (workers > 1 && !redisUrl) {
    throw new Error(
      `WORKERS=${workers} needs REDIS_URL: realtime events and rate limits must be shared by the processes (see docs/deploy.md)`,
    );
  }
  return {
    port: positiveInt(env.PORT, DEFAULT_PORT, 'PORT'),
    host: env.HOST || DEFAULT_HOST,
    workers,
    server: {
      dataDir,
      // PostgreSQL when set (docs/deploy.md); otherwise the SQLite file in the data folder.
      databaseUrl,
      databasePoolMax: env.DATABASE_POOL_MAX
        ? Math.max(1, positiveInt(env.DATABASE_POOL_MAX, 10, 'DATABASE_POOL_MAX'))
        : undefined,
      demo: env.DEMO !== '0' && env.DEMO?.toLowerCase() !== 'false',
      allowedOrigins: list(env.ALLOWED_ORIGINS),
      // Checked by buildServer (parsePublicUrl); unset = the address it listens on.
      publicUrl: env.PUBLIC_URL || undefined,
      frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
      liveChat: parseLiveChatUrl(env.LIVE_CHAT_URL),
      // Processes sharing a Redis share anti-forgery tokens too: one key, kept in the data folder
      // unless PROOFDESK_SECRET gives it (processes on several machines must set it).
      secret: env.PROOFDESK_SECRET || (redisUrl ? sharedSecret(dataDir) : undefined),
      redisUrl,
      tokenTtlSeconds: positiveInt(
        env.ACCESS_TOKEN_TTL_SECONDS,
        DEFAULT_TOKEN_TTL_SECONDS,
        'ACCESS_TOKEN_TTL_SECONDS',
      ),
      logger: logLevel(env.LOG_LEVEL),
      storage: storageFromEnv(env),
      // My Images searches Pexels with this key (docs/deploy.md); unset = the bundled demo library.
      pexelsApiKey: env.PEXELS_API_KEY || undefined,
      staticRoots: {
        portal: resolve(REPO_ROOT, 'host-demo/app/dist'),
        examples: resolve(REPO_ROOT, 'examples'),
        embed: resolve(REPO_ROOT, 'dist/embed'),
      },
    },
  };
}
