import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { basicAuth, bearer, signIn, testServer } from './helpers';

const HUGE = 'x'.repeat(100 * 1024);
const json = 'application/json';
const form = 'application/x-www-form-urlencoded';

// Each entry: a content type (or none) and a payload. Covers parse errors, wrong shapes and types,
// oversize strings, an oversize body, unsupported media types and bodies where none is expected.
const BODIES: { type?: string; payload?: string | Buffer }[] = [
  {},
  { type: json, payload: '{bad json' },
  { type: json, payload: '' },
  { type: json, payload: '[]' },
  { type: json, payload: 'null' },
  { type: json, payload: '"just a string"' },
  { type: json, payload: JSON.stringify({ email: 123, username: [], password: {}, grant_type: false }) },
  {
    type: json,
    payload: JSON.stringify({ email: `${HUGE}@demo.test`, username: HUGE, password: HUGE, data: HUGE }),
  },
  { type: json, payload: JSON.stringify({ nested: { deep: [HUGE] }, __proto__: { admin: true } }) },
  { type: json, payload: Buffer.alloc(2 * 1024 * 1024, 'a') },
  { type: form, payload: `grant_type=password&username=${HUGE}&password=x` },
  { type: form, payload: 'grant_type=password&username=a&username=b&password=x' },
  { type: form, payload: '%%%&&&===' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'multipart/form-data', payload: 'no boundary' },
];

const PARAMS = ['x', HUGE.slice(0, 4000), '%00', '..%2F..%2Fetc%2Fpasswd', `customer:${'a'.repeat(300)}`];

function isAcceptableBody(body: string): boolean {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const envelope = typeof parsed.success === 'boolean';
  const tokenError = typeof parsed.name === 'string' && typeof parsed.statusCode === 'number';
  return envelope || tokenError;
}

describe('malformed input to every /api route', () => {
  it('never answers 5xx and always answers a JSON envelope (or token error body)', async () => {
    const routes = new Map<string, { method: string; url: string }>();
    const app = await testServer({}, (instance) => {
      instance.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (route.url.startsWith('/api/') && method !== 'HEAD')
            routes.set(`${method} ${route.url}`, { method, url: route.url });
        }
      });
    });
    // Guard against the enumeration silently collecting nothing.
    expect([...routes.keys()]).toEqual(
      expect.arrayContaining([
        'POST /api/c/token',
        'POST /api/d/token',
        'GET /api/profile',
        'POST /api/d/impersonate/:userId',
      ]),
    );

    const customer = await signIn(app, 'owner@demo.test');
    const admin = await signIn(app, 'admin');
    const auths: Record<string, string>[] = [
      {},
      bearer(customer.accessToken),
      { ...bearer(admin.accessToken), 'x-csrf-token': 'forged' },
      bearer(HUGE.slice(0, 8000)),
      { authorization: basicAuth('customer') },
      { authorization: `Basic ${HUGE.slice(0, 8000)}` },
    ];

    const failures: string[] = [];
    let requests = 0;
    for (const { method, url } of routes.values()) {
      const urls = url.includes(':') ? PARAMS.map((value) => url.replace(/:[^/]+/g, value)) : [url];
      for (const target of urls) {
        for (const headers of auths) {
          for (const { type, payload } of BODIES) {
            const request: InjectOptions = {
              method: method as InjectOptions['method'],
              url: target,
              headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
              ...(payload === undefined ? {} : { payload }),
            };
            const response = await app.inject(request);
            requests += 1;
            let ok =
              response.statusCode < 500 &&
              String(response.headers['content-type']).startsWith('application/json');
            try {
              ok &&= isAcceptableBody(response.body);
            } catch {
              ok = false;
            }
            if (!ok)
              failures.push(
                `${method} ${target.slice(0, 60)} [${type}] → ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  }, 120_000);

  it('answers the 404 envelope for unknown API paths and methods', async () => {
    const app = await testServer();
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/profile'],
      ['PUT', '/api/c/token'],
      ['GET', '/api'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Not Found' });
    }
  });
});
