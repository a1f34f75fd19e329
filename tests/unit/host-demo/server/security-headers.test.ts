import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../../host-demo/server';
import { NONCE_PLACEHOLDER } from '../../../../host-demo/server/examples';
import { testServer } from './helpers';
import { caller } from './proofing-helpers';
import { tempDataDir } from './upload-helpers';

// A portal build as Vite writes it with html.cspNonce: the placeholder on every tag and in the meta.
const root = mkdtempSync(join(tmpdir(), 'proofdesk-headers-'));
const portal = join(root, 'portal');
mkdirSync(portal);
const page = (title: string) =>
  `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><title>${title}</title>` +
  `<script type="module" src="/assets/portal.js" nonce="${NONCE_PLACEHOLDER}"></script>`;
writeFileSync(join(portal, 'index.html'), page('Portal'));
writeFileSync(join(portal, 'isolation.html'), page('Isolation'));
mkdirSync(join(portal, 'assets'));
writeFileSync(join(portal, 'assets', 'portal.js'), 'export {}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const html = { accept: 'text/html' };
const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];

describe('the portal pages', () => {
  it('carry a strict policy whose fresh nonce is the one in the page, and are never cached', async () => {
    const app = await testServer({ staticRoots: { portal } });
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/orders/detail/42', '/isolation.html']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      const nonce = nonceOf(policy);
      expect(nonce, url).toBeTruthy();
      nonces.add(nonce!);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("worker-src 'self' blob:");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.body).not.toContain(NONCE_PLACEHOLDER);
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(response.body).toContain(`src="/assets/portal.js" nonce="${nonce}"`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(nonces.size).toBe(4);
    const named = await app.inject({ method: 'GET', url: '/isolation.html' });
    expect(named.body).toContain('<title>Isolation</title>');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it("let images and reads come from PUBLIC_URL's origin, where every file URL starts", async () => {
    const app = await testServer({ staticRoots: { portal }, publicUrl: 'https://files.example/portal' });
    const policy = String(
      (await app.inject({ method: 'GET', url: '/', headers: html })).headers['content-security-policy'],
    );
    expect(policy).toContain("img-src 'self' https://files.example data: blob:");
    expect(policy).toContain("connect-src 'self' https://files.example");
  });

  it('may be framed by the configured origins only', async () => {
    const app = await testServer({
      staticRoots: { portal },
      frameAncestors: ["'self'", 'https://shop.example'],
    });
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://shop.example",
    );
    // X-Frame-Options cannot name another origin: frame-ancestors alone decides.
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('reads FRAME_ANCESTORS and refuses a value that would add directives', () => {
    expect(configFromEnv({}).server.frameAncestors).toEqual(["'self'"]);
    expect(configFromEnv({ FRAME_ANCESTORS: 'self, https://shop.example/' }).server.frameAncestors).toEqual([
      "'self'",
      'https://shop.example',
    ]);
    expect(configFromEnv({ FRAME_ANCESTORS: 'none' }).server.frameAncestors).toEqual(["'none'"]);
    expect(() => configFromEnv({ FRAME_ANCESTORS: "https://a.example; script-src 'unsafe-inline'" })).toThrow(
      /FRAME_ANCESTORS/,
    );
    expect(() => configFromEnv({ FRAME_ANCESTORS: 'javascript:alert(1)' })).toThrow(/FRAME_ANCESTORS/);
  });
});

describe('static assets', () => {
  it('are not sniffed and carry no page policy', async () => {
    const app = await testServer({ staticRoots: { portal } });
    const response = await app.inject({ method: 'GET', url: '/assets/portal.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {}');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('are never stored by a cache and never sniffed, errors included', async () => {
    const app = await testServer({ staticRoots: { portal } });
    const answers = [
      await app.inject({ method: 'GET', url: '/api/g/demo-accounts' }),
      await app.inject({ method: 'GET', url: '/api/profile' }),
      await app.inject({ method: 'GET', url: '/api/no-such-route', headers: html }),
      await app.inject({ method: 'GET', url: '/api/storage/file/missing-key' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404, 401]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('leave a stored file its own private caching (its key never changes content)', async () => {
    const dataDir = tempDataDir();
    const app = await testServer({ dataDir, databasePath: join(dataDir, 'demo.sqlite') });
    const { storage_key: key } = app.proofdesk.data
      .sqlite!.prepare(`SELECT storage_key FROM attachment_versions WHERE storage_key LIKE '%.pdf' LIMIT 1`)
      .get() as { storage_key: string };
    const file = await (await caller(app, 'owner@demo.test')).call('GET', `/storage/file/${key}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
