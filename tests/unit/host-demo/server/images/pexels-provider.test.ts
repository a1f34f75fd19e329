import { describe, expect, it } from 'vitest';
import { ImageProviderError } from '../../../../../host-demo/server/images';
import { createPexelsProvider, type FetchLike } from '../../../../../host-demo/server/images/pexels-provider';
import recorded from './pexels-search.json';

// The Pexels provider against answers recorded from Pexels' published API documentation (the
// fixture), through an injected fetch: no network.

interface Call {
  url: string;
  headers: Record<string, string>;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError('Unexpected token');
      return body;
    },
    arrayBuffer: async () => {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      return new Uint8Array(bytes).buffer as ArrayBuffer;
    },
  };
}

function provider(respond: (url: string) => ReturnType<typeof answer> | Promise<never>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init?.headers ?? {} });
    return respond(url);
  };
  return { calls, pexels: createPexelsProvider({ apiKey: 'test-key-123', fetch }) };
}

const photo = recorded.photos[0] as (typeof recorded.photos)[0] & { src: Record<string, string> };

describe('Pexels provider', () => {
  it('searches /v1/search with the key in Authorization, the page and per_page, and maps each photo', async () => {
    const { calls, pexels } = provider(() => answer(200, recorded));
    const page = await pexels.search('  nature ', 1, 2);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.pexels.com/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'nature', page: '1', per_page: '2' });
    expect(calls[0]!.headers).toEqual({ Authorization: 'test-key-123' });
    expect(page.total).toBe(8000);
    // The malformed third photo is left out.
    expect(page.images).toHaveLength(2);
    expect(page.images[0]).toEqual({
      provider: 'pexels',
      id: '2014422',
      title: 'Brown Rocks During Golden Hour',
      previewUrl: photo.src.medium,
      fullUrl: photo.src.large2x,
      width: 3024,
      height: 3024,
      photographer: 'Joey Farina',
      photographerUrl: 'https://www.pexels.com/@joey',
      sourceUrl: photo.url,
      credit: 'Photo by Joey Farina on Pexels',
      licence: expect.stringContaining('Pexels licence'),
    });
    // No alt text: the title (and alt) credits the photographer.
    expect(page.images[1]?.title).toBe('Photo by Deden Dicky Ramdhani');
  });

  it('pages with page=N and caps per_page at Pexels’ 80; an empty query lists /v1/curated', async () => {
    const { calls, pexels } = provider(() => answer(200, { ...recorded, page: 3 }));
    await pexels.search('mountains', 3, 200);
    expect(new URL(calls[0]!.url).searchParams.get('page')).toBe('3');
    expect(new URL(calls[0]!.url).searchParams.get('per_page')).toBe('80');
    await pexels.search('', 1, 16);
    expect(new URL(calls[1]!.url).pathname).toBe('/v1/curated');
    expect(new URL(calls[1]!.url).searchParams.has('query')).toBe(false);
  });

  it('finds one photo by /v1/photos/{id}; an unknown id (404) or a non-numeric one is none', async () => {
    const { calls, pexels } = provider((url) =>
      url.endsWith('/photos/2014422') ? answer(200, photo) : answer(404, { error: 'Not found' }),
    );
    expect((await pexels.find('2014422'))?.credit).toBe('Photo by Joey Farina on Pexels');
    expect(await pexels.find('99')).toBeUndefined();
    expect(await pexels.find('../search')).toBeUndefined();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v1/photos/2014422', '/v1/photos/99']);
  });

  it('downloads the large2x size from images.pexels.com, without the API key, as a .jpg', async () => {
    const { calls, pexels } = provider((url) =>
      url.startsWith('https://api.pexels.com/')
        ? answer(200, photo)
        : answer(200, JPEG, { 'content-length': String(JPEG.length) }),
    );
    const image = (await pexels.find('2014422'))!;
    const file = await pexels.download(image, 1000);
    expect(file).toMatchObject({ fileName: 'pexels-2014422.jpg', contentType: 'image/jpeg' });
    expect(file.bytes.equals(JPEG)).toBe(true);
    expect(calls.at(-1)).toEqual({ url: photo.src.large2x, headers: {} });
  }, 10_000);

  it('refuses a download that is too large or not an image, and an address off Pexels', async () => {
    const big = provider(() => answer(200, JPEG, { 'content-length': '5000' })).pexels;
    const stock = (await provider(() => answer(200, photo)).pexels.find('2014422'))!;
    await expect(big.download(stock, 1000)).rejects.toMatchObject({ reason: 'too-large' });
    const html = provider(() => answer(200, Buffer.from('<html>'))).pexels;
    await expect(html.download(stock, 1000)).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(
      html.download({ ...stock, fullUrl: 'http://169.254.169.254/latest' }, 1000),
    ).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it.each([
    [401, 'refused'],
    [403, 'refused'],
    [429, 'rate-limited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ] as const)('an answer %i is an ImageProviderError (%s)', async (status, reason) => {
    const { pexels } = provider(() => answer(status, { error: 'x' }));
    const error = await pexels.search('cats', 1, 16).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ reason });
  });

  it('a network failure, a body that is not JSON or has no photos is unavailable', async () => {
    for (const respond of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => answer(200, 'not json'),
      () => answer(200, { page: 1 }),
    ]) {
      const { pexels } = provider(respond as never);
      await expect(pexels.search('cats', 1, 16)).rejects.toMatchObject({ reason: 'unavailable' });
    }
  });

  it('leaves out photos whose pictures are not on images.pexels.com', async () => {
    const moved = { ...photo, src: { ...photo.src, medium: 'https://evil.example/p.jpg' } };
    const { pexels } = provider(() => answer(200, { ...recorded, photos: [moved] }));
    expect((await pexels.search('x', 1, 16)).images).toEqual([]);
  });
});
