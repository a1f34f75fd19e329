// Starts the reference server: migrate, seed (demo mode), serve portal + examples + embed + API.
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed';

const config = configFromEnv();
const app = buildServer(config.server);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(error);
  process.exit(1);
}

const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const { port } = app.server.address() as { port: number };
console.info(
  `Proofdesk running at http://${shownHost}:${port}/ (API at /api, data in ${config.server.dataDir})`,
);
if (config.server.demo) {
  console.info(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) {
    const screen = account.client === 'admin' ? '/admin/signin' : '/signin';
    console.info(`  ${account.username.padEnd(22)} ${account.role.padEnd(19)} ${screen}`);
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
