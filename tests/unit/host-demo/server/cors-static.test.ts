import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testServer } from './helpers';

describe('CORS', () => {
  const allowed = 'https://reseller.example';

  it('answers an allowed origin with Access-Control-Allow-Origin, without credentials', async () => {
    const app = await testServer({ allowedOrigins: [allowed] });
    const response = await app.inject({
      method: 'GET',
      url: '/api/g/demo-accounts',
      headers: { origin: allowed },
    });
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: {
        origin: allowed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-csrf-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-CSRF-Token');
  });

  it('gives other origins no CORS headers', async () => {
    const app = await testServer({ allowedOrigins: [allowed] });
    const response = await app.inject({
      method: 'GET',
      url: '/api/g/demo-accounts',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const none = await testServer();
    const closed = await none.inject({
      method: 'GET',
      url: '/api/g/demo-accounts',
      headers: { origin: allowed },
    });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('static files and the SPA fallback', () => {
  const root = mkdtempSync(join(tmpdir(), 'proofdesk-static-'));
  const portal = join(root, 'portal');
  const embed = join(root, 'embed');
  mkdirSync(portal);
  mkdirSync(embed);
  writeFileSync(join(portal, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(portal, 'app.js'), 'console.log(1)');
  writeFileSync(join(embed, 'loader.js'), 'export {}');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets any site load the script-tag build (public code, no credentials), but not the API', async () => {
    const app = await testServer({ staticRoots: { embed }, allowedOrigins: ['https://reseller.example'] });
    const loader = await app.inject({
      method: 'GET',
      url: '/embed/loader.js',
      headers: { origin: 'https://unlisted.example' },
    });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const api = await app.inject({
      method: 'GET',
      url: '/api/g/demo-accounts',
      headers: { origin: 'https://unlisted.example' },
    });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves files, falls back to index.html for page navigations, and keeps API 404s as JSON', async () => {
    const app = await testServer({ staticRoots: { portal, embed, examples: join(root, 'missing') } });
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/embed/loader.js' })).body).toBe('export {}');

    const page = await app.inject({
      method: 'GET',
      url: '/orders/detail/42',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');

    const api = await app.inject({ method: 'GET', url: '/api/orders/42', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not Found' });

    const asset = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });
});
