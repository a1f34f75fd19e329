// `npm start`: build whatever is missing, then serve portal + API + examples + script-tag build on
// one port (PORT, default 4400). The server migrates and seeds the embedded database itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { npx, repoRoot, run, startServer } from './run.mjs';

const missing = (path) => !existsSync(join(repoRoot, path));

if (missing('host-demo/app/dist/index.html')) {
  console.info('proofdesk: building the portal (first start only)…');
  if (
    (await npx('vite', ['build', '--config', 'host-demo/app/vite.config.ts', '--logLevel', 'warn'])) !== 0
  ) {
    process.exit(1);
  }
}
if (missing('dist/embed/proofdesk.js')) {
  console.info('proofdesk: building the script-tag bundle…');
  if ((await npx('rollup', ['-c', 'rollup.config.mjs', '--silent'])) !== 0) process.exit(1);
}

if (missing('examples/react-host/dist/main.js')) {
  // The React host example imports the npm build, as a customer's app would.
  console.info('proofdesk: building the npm package and the React host example…');
  if (missing('dist/index.js') && (await npx('tsup', ['--silent'])) !== 0) process.exit(1);
  if ((await run(process.execPath, ['scripts/build-examples.mjs'])) !== 0) process.exit(1);
}

startServer();
