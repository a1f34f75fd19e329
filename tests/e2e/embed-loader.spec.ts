import { expect, test } from '@playwright/test';

// The script-tag loader: one <script>, configuration from its attributes, the core loaded lazily.
test('the loader creates the page default instance and signs in against the API beside it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/isolation.html?widget=0');
  const result = await page.evaluate(async (origin) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = `${origin}/embed/proofdesk.js`;
    script.dataset.storagePrefix = 'embed-test:';
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    document.head.append(script);
    await loaded;
    type Instance = {
      options: { baseUrl: string; storagePrefix: string };
      session: { signIn(input: { username: string; password: string }): Promise<{ ok: boolean }> };
    };
    const instance = await (globalThis as unknown as { Proofdesk: { ready: Promise<Instance> } }).Proofdesk
      .ready;
    const signedIn = await instance.session.signIn({
      username: 'owner@demo.test',
      password: 'proofdesk-demo',
    });
    return {
      baseUrl: instance.options.baseUrl,
      prefix: instance.options.storagePrefix,
      signedIn: signedIn.ok,
      token: localStorage.getItem('embed-test:token') !== null,
    };
  }, baseURL);
  expect(result).toEqual({ baseUrl: `${baseURL}/api`, prefix: 'embed-test:', signedIn: true, token: true });
});
