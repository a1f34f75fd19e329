// `npm start`: build whatever is missing or older than its sources, then serve portal + API +
// examples + script-tag build on one port (PORT, default 4400). The server migrates and seeds the
// embedded database itself.
import { join } from 'node:path';
import { npx, repoRoot, run, startServer } from './run.mjs';
import { isStale } from './stale.mjs';

const at = (...paths) => paths.map((path) => join(repoRoot, path));
const LIBRARY = ['sdk', 'widgets', 'themes', 'package.json'];
const stale = (output, sources) => isStale(join(repoRoot, output), at(...sources));

if (stale('host-demo/app/dist/index.html', [...LIBRARY, 'host-demo/app'])) {
  console.info('proofdesk: building the portal…');
  if (
    (await npx('vite', ['build', '--config', 'host-demo/app/vite.config.ts', '--logLevel', 'warn'], {
      // Vite's advice about a config loader it does not use yet is not the user's business.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    })) !== 0
  ) {
    process.exit(1);
  }
}
if (stale('dist/embed/proofdesk.js', [...LIBRARY, 'rollup.config.mjs', 'scripts/embed-config.mjs'])) {
  console.info('proofdesk: building the script-tag bundle…');
  if ((await npx('rollup', ['-c', 'rollup.config.mjs', '--silent'])) !== 0) process.exit(1);
}

if (stale('examples/react-host/dist/main.js', [...LIBRARY, 'examples/react-host'])) {
  // The React host example imports the npm build, as a customer's app would.
  console.info('proofdesk: building the npm package and the React host example…');
  // Judged by a declaration file: tsup writes them last, so a build cut short (its JavaScript
  // written, its declarations not) counts as stale instead of breaking the example's type check.
  if (stale('dist/index.d.ts', [...LIBRARY, 'tsup.config.ts']) && (await npx('tsup', ['--silent'])) !== 0)
    process.exit(1);
  if ((await run(process.execPath, ['scripts/build-examples.mjs'])) !== 0) process.exit(1);
}

startServer();
