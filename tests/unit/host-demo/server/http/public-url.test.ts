import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../../../host-demo/server/config';
import { parsePublicUrl } from '../../../../../host-demo/server/http';
import { testServer } from '../helpers';

// Issue 20 item 9: links are built on PUBLIC_URL (default the listening address), never on headers.

describe('PUBLIC_URL', () => {
  it('reads as an http(s) origin with its path, without a trailing slash', () => {
    expect(parsePublicUrl('https://proofs.example')).toBe('https://proofs.example');
    expect(parsePublicUrl('https://proofs.example/')).toBe('https://proofs.example');
    expect(parsePublicUrl('https://Proofs.Example:8443/portal/')).toBe('https://proofs.example:8443/portal');
    for (const bad of [
      'proofs.example',
      'ftp://proofs.example',
      'https://a@proofs.example',
      'https://p.example/?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('comes from the environment, and a wrong one stops the server from being built', async () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://proofs.example' }).server.publicUrl).toBe(
      'https://proofs.example',
    );
    expect(configFromEnv({}).server.publicUrl).toBeUndefined();
    await expect(testServer({ publicUrl: 'not a url' })).rejects.toThrow(/PUBLIC_URL/);
  });

  it('defaults to the address the server listens on', async () => {
    const app = await testServer();
    expect(app.proofdesk.publicUrl()).toBe('http://localhost');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    expect(app.proofdesk.publicUrl()).toBe(`http://127.0.0.1:${port}`);
  });
});
