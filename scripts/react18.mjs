// Installs React 18 apart, in tests/react18 (its own package.json and lockfile), for the widget
// tests' second run (vitest project `widgets-react18`). Skipped when the pinned version is there.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const folder = fileURLToPath(new URL('../tests/react18/', import.meta.url));
const wanted = JSON.parse(readFileSync(`${folder}package.json`, 'utf8')).dependencies.react;
const installed = `${folder}node_modules/react/package.json`;

export async function ensureReact18() {
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === wanted) return 0;
  return run('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await ensureReact18());
