import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exampleResponse,
  normaliseApiOrigin,
  renderExamplePage,
  strictPolicy,
} from '../../../../host-demo/server/examples';
import { testServer } from './helpers';

// The examples folder as the servers see it: pages with the API-origin and nonce placeholders.
const root = mkdtempSync(join(tmpdir(), 'proofdesk-examples-'));
const examples = join(root, 'examples');
mkdirSync(join(examples, 'react-host'), { recursive: true });
const page = (name: string) =>
  `<script src="%PROOFDESK_ORIGIN%/embed/proofdesk.js" nonce="%CSP_NONCE%"></script><p>${name}</p>`;
writeFileSync(join(examples, 'index.html'), page('index'));
writeFileSync(join(examples, 'strict-csp.html'), page('strict'));
writeFileSync(join(examples, 'reseller.js'), 'export {};');
writeFileSync(join(examples, '100%.css'), 'p {}');
writeFileSync(join(examples, '.secret'), 'no');
writeFileSync(join(examples, 'react-host', 'index.html'), page('react'));
writeFileSync(join(root, 'outside.html'), 'outside');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('example pages on the reference server (same origin)', () => {
  it('fills the API origin with nothing, so the loader is loaded from this server', async () => {
    const app = await testServer({ staticRoots: { examples } });
    const response = await app.inject({ method: 'GET', url: '/examples/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script src="/embed/proofdesk.js"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/examples' })).headers.location).toBe('/examples/');
  });

  it('serves the strict-CSP page with a fresh nonce per response, the same in header and page', async () => {
    const app = await testServer({ staticRoots: { examples } });
    const first = await app.inject({ method: 'GET', url: '/examples/strict-csp.html' });
    const second = await app.inject({ method: 'GET', url: '/examples/strict-csp.html' });
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain(`style-src 'nonce-${nonce}'`);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe');
  });

  it('serves assets with their type, folders through a redirect, and nothing outside or hidden', async () => {
    const app = await testServer({ staticRoots: { examples } });
    const script = await app.inject({ method: 'GET', url: '/examples/reseller.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const folder = await app.inject({ method: 'GET', url: '/examples/react-host' });
    expect([folder.statusCode, folder.headers.location]).toEqual([308, 'react-host/']);
    expect((await app.inject({ method: 'GET', url: '/examples/react-host/' })).body).toContain('react');
    for (const url of ['/examples/.secret', '/examples/%2e%2e/outside.html', '/examples/nope.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('example pages for another origin (scripts/serve-examples.mjs)', () => {
  it('names the API origin in the page and in the policy, with the WebSocket scheme for connections', async () => {
    const origin = normaliseApiOrigin('http://127.0.0.1:4400/api');
    expect(origin).toBe('http://127.0.0.1:4400');
    const answer = await exampleResponse(examples, 'strict-csp.html', origin);
    expect(String(answer?.body)).toContain('src="http://127.0.0.1:4400/embed/proofdesk.js"');
    expect(answer?.headers['content-security-policy']).toContain(
      'connect-src http://127.0.0.1:4400 ws://127.0.0.1:4400',
    );
    expect(strictPolicy('https://portal.example', 'n')).toContain('wss://portal.example');
    // The proofing viewer's pdf.js worker: same origin, or a blob: of the API's copy (issue 11).
    expect(strictPolicy('https://portal.example', 'n')).toContain("worker-src 'self' blob:");
    expect(strictPolicy('https://portal.example', 'n')).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(() => normaliseApiOrigin('javascript:alert(1)')).toThrow();
  });

  it('names the versioned loader and its integrity hash where the page asks for them', () => {
    const html =
      '<script type="module" src="%PROOFDESK_ORIGIN%%PROOFDESK_EMBED_LOADER%" integrity="%PROOFDESK_EMBED_INTEGRITY%"></script>';
    const pinned = renderExamplePage('strict-csp.html', html, 'https://api.example', {
      path: '/embed/1.4.2/proofdesk.js',
      integrity: 'sha384-abc',
    });
    expect(String(pinned.body)).toBe(
      '<script type="module" src="https://api.example/embed/1.4.2/proofdesk.js" integrity="sha384-abc"></script>',
    );
    // A build without release facts: "latest", and an empty integrity (which checks nothing).
    const latest = renderExamplePage('strict-csp.html', html, '');
    expect(String(latest.body)).toBe(
      '<script type="module" src="/embed/proofdesk.js" integrity=""></script>',
    );
  });

  it('decodes a request path exactly once (a file whose URL holds %25)', async () => {
    const app = await testServer({ staticRoots: { examples } });
    const response = await app.inject({ method: 'GET', url: '/examples/100%25.css' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('p {}');
  });

  it('refuses a path that decodes to a place outside the folder', async () => {
    expect(await exampleResponse(examples, '..%2Foutside.html', '')).toBeUndefined();
    expect(await exampleResponse(examples, '%E0%A4%A', '')).toBeUndefined();
  });
});
