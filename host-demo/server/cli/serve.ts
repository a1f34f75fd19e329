// Starts the reference server: migrate, seed (demo mode), serve portal + examples + embed + API.
// Also each worker of cli/cluster.ts (the primary has migrated and seeded: both are no-ops here).
import cluster from 'node:cluster';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { invitationIsLive } from '../data/seed/seed-rows';
import { invitationLink } from '../guests';
import { DEMO_ACCOUNTS, DEMO_GUEST, DEMO_GUEST_LINK_TOKEN, DEMO_PASSWORD } from '../seed';

let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv();
} catch (error) {
  console.error(`proofdesk: ${(error as Error).message}`);
  process.exit(1);
}
if (config.workers > 1 && cluster.isPrimary) {
  console.error(
    'proofdesk: WORKERS > 1 runs through host-demo/server/cli/cluster.ts (npm run serve:cluster)',
  );
  process.exit(1);
}
const app = buildServer(config.server);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(error);
  process.exit(1);
}

// In a cluster the first worker speaks for all of them.
if (!cluster.worker || cluster.worker.id === 1) await printBanner();

async function printBanner() {
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const { port } = app.server.address() as { port: number };
  const storage = config.server.storage;
  const files = storage?.kind === 's3' ? `, files in bucket ${storage.bucket}` : '';
  // The database's address without its credentials.
  const database = config.server.databaseUrl ? new URL(config.server.databaseUrl) : undefined;
  const where = database
    ? `database ${database.pathname.slice(1)} on PostgreSQL at ${database.host}, data folder ${config.server.dataDir}`
    : `data in ${config.server.dataDir}`;
  console.info(`Proofdesk running at http://${shownHost}:${port}/ (API at /api, ${where}${files})`);
  if (config.server.demo) {
    console.info(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS) {
      const screen = account.client === 'admin' ? '/admin/signin' : '/signin';
      console.info(`  ${account.username.padEnd(22)} ${account.role.padEnd(19)} ${screen}`);
    }
    if (await invitationIsLive(app.proofdesk.data.db, DEMO_GUEST.invitationId)) {
      console.info(
        `Guest reviewer link: ${invitationLink(app.proofdesk.publicUrl(), DEMO_GUEST_LINK_TOKEN)}`,
      );
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
