import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  IMMUTABLE,
  LATEST_MAX_AGE_SECONDS,
  readEmbedRelease,
} from '../../../../host-demo/server/embed-files';
import { sriHash } from '../../../../scripts/embed-integrity.mjs';
import { testServer } from './helpers';

// A script-tag build as scripts/embed-config.mjs writes it: the loader, hashed chunks, pdf.js's
// worker (no hash in its name) and integrity.json.
const root = mkdtempSync(join(tmpdir(), 'proofdesk-embed-'));
const embed = join(root, 'embed');
mkdirSync(join(embed, 'chunks'), { recursive: true });
const loader = 'import("./chunks/shared-AbC12_-z.js")';
writeFileSync(join(embed, 'proofdesk.js'), loader);
writeFileSync(join(embed, 'chunks', 'shared-AbC12_-z.js'), 'export const shared = 1;');
writeFileSync(join(embed, 'chunks', 'pdf.worker.mjs'), 'self.onmessage = () => {};');
const release = {
  version: '1.4.2',
  loader: 'proofdesk.js',
  integrity: sriHash(loader),
  path: '/embed/1.4.2/proofdesk.js',
};
writeFileSync(join(embed, 'integrity.json'), JSON.stringify(release));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const LATEST = `public, max-age=${LATEST_MAX_AGE_SECONDS}, must-revalidate`;

describe('the script-tag build, versioned and latest', () => {
  it('serves a release under /embed/<version>/, cached for good, with CORS for any site', async () => {
    const app = await testServer({ staticRoots: { embed } });
    const pinned = await app.inject({ method: 'GET', url: '/embed/1.4.2/proofdesk.js' });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body).toBe(loader);
    expect(pinned.headers['cache-control']).toBe(IMMUTABLE);
    expect(pinned.headers['access-control-allow-origin']).toBe('*');
    // Its chunks resolve below the same version (relative imports), cached for good too.
    const chunk = await app.inject({ method: 'GET', url: '/embed/1.4.2/chunks/shared-AbC12_-z.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const worker = await app.inject({ method: 'GET', url: '/embed/1.4.2/chunks/pdf.worker.mjs' });
    expect(worker.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps the unversioned path as "latest": the loader and the worker briefly, hashed chunks for good', async () => {
    const app = await testServer({ staticRoots: { embed } });
    const latest = await app.inject({ method: 'GET', url: '/embed/proofdesk.js' });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe(LATEST);
    const worker = await app.inject({ method: 'GET', url: '/embed/chunks/pdf.worker.mjs' });
    expect(worker.headers['cache-control']).toBe(LATEST);
    const chunk = await app.inject({ method: 'GET', url: '/embed/chunks/shared-AbC12_-z.js' });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for a version it does not hold, and the integrity it announces is the served file’s', async () => {
    const app = await testServer({ staticRoots: { embed } });
    const other = await app.inject({ method: 'GET', url: '/embed/1.4.1/proofdesk.js' });
    expect(other.statusCode).toBe(404);
    const served = await app.inject({ method: 'GET', url: release.path });
    expect(sriHash(served.rawPayload)).toBe(readEmbedRelease(embed)?.integrity);
  });

  it('reads no release from a build without integrity.json or with a version that is not a path segment', () => {
    const bare = join(root, 'bare');
    mkdirSync(bare);
    expect(readEmbedRelease(bare)).toBeUndefined();
    writeFileSync(join(bare, 'integrity.json'), JSON.stringify({ ...release, version: '../1' }));
    expect(readEmbedRelease(bare)).toBeUndefined();
  });
});

describe('sriHash', () => {
  it('is the sha384 the integrity attribute takes', () => {
    // `printf abc | openssl dgst -sha384 -binary | base64`
    expect(sriHash('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
    expect(sriHash(readFileSync(join(embed, 'proofdesk.js')))).toBe(release.integrity);
  });
});
