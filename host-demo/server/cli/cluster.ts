// `npm run serve:cluster` / `WORKERS=N npm start`: N server processes behind one port (node:cluster).
// The primary serves nothing: it prepares the database once (migrations and seeds never run in two
// processes at once), then forks the workers and starts a new one whenever one dies.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { buildServer } from '../app';
import { configFromEnv } from '../config';

/** How long to wait before replacing a worker that died, so a crash loop does not spin a core. */
const RESTART_DELAY_MS = 500;

if (cluster.isPrimary) {
  let config: ReturnType<typeof configFromEnv>;
  try {
    config = configFromEnv({ WORKERS: '2', ...process.env });
  } catch (error) {
    console.error(`proofdesk: ${(error as Error).message}`);
    process.exit(1);
  }
  // Migrations and the demo seed, here and only here; the workers then find them done.
  const prepare = buildServer({ ...config.server, redisUrl: undefined, logger: false });
  await prepare.ready();
  await prepare.close();

  // Every worker signs anti-forgery tokens with the same key (a restarted one included).
  const secret = config.server.secret ?? randomBytes(32).toString('base64url');
  const env = { WORKERS: String(config.workers), PROOFDESK_SECRET: secret };
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork(env);
    // Said once it listens, not when its process is up: until then it takes no connection, and
    // while no worker listens the port refuses them (node:cluster closes a port no worker holds).
    worker.once('listening', () => console.info(`proofdesk: worker ${worker.process.pid} started`));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`proofdesk: worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  for (let index = 0; index < config.workers; index += 1) fork();
  console.info(`proofdesk: ${config.workers} server processes on port ${config.port}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      cluster.disconnect(() => process.exit(0));
    });
  }
} else {
  await import('./serve');
}
