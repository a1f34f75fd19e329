import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

// End to end against `npm start` on a throw-away database; a second port serves the examples as a
// foreign origin so cross-origin embedding is exercised for real.
const port = Number(process.env.E2E_PORT ?? 4410);
const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? 4420);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'proofdesk-e2e-'));
// Workers load this file again; through the environment they inherit they see the same folder
// (tests that check what the server wrote read its database there).
process.env.E2E_DATA_DIR = dataDir;

// Pages are opened at http://localhost:<examplesPort> (another site than the API at 127.0.0.1).
const exampleOrigins = [`http://localhost:${examplesPort}`, `http://127.0.0.1:${examplesPort}`];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/g/demo-accounts`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        ALLOWED_ORIGINS: [`http://127.0.0.1:${port}`, `http://localhost:${port}`, ...exampleOrigins].join(
          ',',
        ),
      },
    },
    {
      // The examples on an origin of their own (scripts/serve-examples.mjs), pointing at the API.
      command: `node scripts/serve-examples.mjs --port ${examplesPort} --api http://127.0.0.1:${port}`,
      url: `http://127.0.0.1:${examplesPort}/index.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
