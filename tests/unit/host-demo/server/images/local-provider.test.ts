import { describe, expect, it } from 'vitest';
import { DEMO_IMAGES } from '../../../../../host-demo/server/images';
import { createLocalProvider, matches } from '../../../../../host-demo/server/images/local-provider';

// The local provider: the demo library searched by words (title and tags), paged, its pictures
// painted on demand as PNG.

const local = createLocalProvider(() => 'http://127.0.0.1:9/api');

describe('local image provider', () => {
  it('has a demo library of 20 to 40 images with unique ids, titles and tags', () => {
    expect(DEMO_IMAGES.length).toBeGreaterThanOrEqual(20);
    expect(DEMO_IMAGES.length).toBeLessThanOrEqual(40);
    expect(new Set(DEMO_IMAGES.map((image) => image.id)).size).toBe(DEMO_IMAGES.length);
    for (const image of DEMO_IMAGES) expect(image.tags.length).toBeGreaterThan(2);
  });

  it('finds by a tag or title word, its beginning, any case; every word must match', async () => {
    const ids = async (query: string) => (await local.search(query, 1, 40)).images.map((image) => image.id);
    expect(await ids('Sunset')).toEqual(['sunset-hills']);
    expect(await ids('sun')).toEqual(
      expect.arrayContaining(['sunset-hills', 'tropical-sunrise', 'sea-sunrise']),
    );
    expect(await ids('lake water')).toEqual(['lake-dusk', 'forest-lake']);
    expect(await ids('lake desert')).toEqual([]);
    expect(await ids('zebra')).toEqual([]);
    expect(matches(DEMO_IMAGES[0]!, '  ')).toBe(true);
  });

  it('pages the results and counts them all; an empty query lists the library', async () => {
    const first = await local.search('', 1, 16);
    const second = await local.search('', 2, 16);
    expect(first.total).toBe(DEMO_IMAGES.length);
    expect(first.images).toHaveLength(16);
    expect(second.images).toHaveLength(DEMO_IMAGES.length - 16);
    expect(second.images[0]?.id).toBe(DEMO_IMAGES[16]?.id);
    expect((await local.search('', 9, 16)).images).toEqual([]);
  });

  it('answers each image with served preview and full URLs, its size, credit and licence', async () => {
    const image = await local.find('ocean-horizon');
    expect(image).toEqual({
      provider: 'local',
      id: 'ocean-horizon',
      title: 'Ocean horizon',
      previewUrl: 'http://127.0.0.1:9/api/images/local/ocean-horizon/preview.png',
      fullUrl: 'http://127.0.0.1:9/api/images/local/ocean-horizon/full.png',
      width: 720,
      height: 480,
      photographer: 'Proofdesk demo library',
      photographerUrl: null,
      sourceUrl: null,
      credit: 'Proofdesk demo library',
      licence: expect.stringContaining('free to use'),
    });
    expect(await local.find('nope')).toBeUndefined();
  });

  it('paints PNG pictures (the same bytes each time), small enough to keep the library light', async () => {
    const image = (await local.find('confetti'))!;
    const file = await local.download(image, 5_000_000);
    expect(file.fileName).toBe('confetti.png');
    expect(file.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(file.bytes.readUInt32BE(16)).toBe(720);
    expect(file.bytes.readUInt32BE(20)).toBe(480);
    expect(local.picture('confetti', 'full')?.equals(file.bytes)).toBe(true);
    const preview = local.picture('confetti', 'preview')!;
    expect(preview.readUInt32BE(16)).toBe(360);
    expect(preview.length).toBeLessThan(file.bytes.length);
    expect(file.bytes.length).toBeLessThan(200_000);
    await expect(local.download(image, 10)).rejects.toMatchObject({ reason: 'too-large' });
  });
});
