import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { demoAttachment, fixtures, type OpenedViewer, openViewer, until } from '../support';

// Issue 21: the versions panel's tiles showed 'PNG' where the order page's cards showed the picture.
// Both now show the same one (versions/thumbnail-source.ts): the stored thumbnail, else a small image
// itself, else a PDF's first page; the file's type only when there is no picture. The demo's files
// have no stored thumbnails, as older uploads.

async function tiles(viewer: OpenedViewer) {
  await userEvent.click(await viewer.view.findByShadowRole('button', { name: /^Versions/ }));
  const group = await viewer.view.findByShadowRole('radiogroup', { name: /versions$/ });
  return () => [...group.querySelectorAll<HTMLElement>('.pd-version-thumb')];
}

/** Every tile shows a decoded picture of `kind`. */
async function picturesShown(all: () => HTMLElement[], kind: string) {
  await until(() => {
    expect(all().length).toBeGreaterThan(0);
    for (const tile of all()) {
      expect(tile.dataset.thumbnail).toBe(kind);
      const img = tile.querySelector('img');
      expect(img?.complete && img.naturalWidth > 0).toBe(true);
    }
  }, 15_000);
}

describe('versions panel thumbnails', { timeout: 30_000 }, () => {
  it('shows an image stored without a thumbnail as itself, not its type', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    const all = await tiles(viewer);
    await picturesShown(all, 'image');
    expect(all().map((tile) => tile.textContent)).not.toContain('PNG');
  });

  it("shows a PDF's first page drawn small", async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    await picturesShown(await tiles(viewer), 'pdf-page');
  });

  it('shows the file type when the file has no picture', async () => {
    const { inReview, unsupported } = fixtures();
    const viewer = await openViewer('operator@demo.test', { orderId: inReview, attachmentId: unsupported });
    const all = await tiles(viewer);
    await until(() =>
      expect(all().map((tile) => tile.querySelector<HTMLElement>('.pd-version-kind')?.dataset.kind)).toEqual([
        'ZIP',
      ]),
    );
    expect(all()[0]!.dataset.thumbnail).toBe('tile');
    // Drawn from the attribute, so it shows without being part of the label's text.
    const kind = all()[0]!.querySelector('.pd-version-kind')!;
    expect(getComputedStyle(kind, '::before').content).toBe('"ZIP"');
  });
});
