import { describe, expect, it } from 'vitest';
import { signedInInstance } from '../../support/sessions';
import { demoAttachment, fixtures, openViewer } from './support';

// The viewer's reload (ViewerState.reload, proofing §8 "a failed write reloads the version"): the
// order and the versions are read again while the file stays on screen, and the server's
// reload-order for the order does the same live.

/** Requests this page made whose URL ends with `suffix` (the browser's own resource log). */
const requestsEndingWith = (suffix: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.split('?')[0]?.endsWith(suffix))
    .length;

describe('Proofing viewer: reloading the order and its versions', () => {
  it('reads the versions again without downloading the shown file again, and opens an asked version', async () => {
    const { inReview } = fixtures();
    const attachmentId = demoAttachment.poster(inReview);
    const viewer = await openViewer('owner@demo.test', { orderId: inReview, attachmentId });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    const shown = viewer.state.$version.get();
    if (!shown) throw new Error('no version shown');
    expect(viewer.state.$versions.get().map((v) => v.id)).toContain(shown.id);
    expect(viewer.state.$orderProgress.get()).toBeTruthy();
    const fileLoads = requestsEndingWith(new URL(shown.url).pathname);
    const versionLoads = requestsEndingWith('/versions');

    viewer.state.reload();
    await expect.poll(() => requestsEndingWith('/versions')).toBeGreaterThan(versionLoads);
    // The same version, the same file: nothing downloaded again, the image still there.
    await expect.poll(() => viewer.state.$version.get()?.id).toBe(shown.id);
    expect(requestsEndingWith(new URL(shown.url).pathname)).toBe(fileLoads);
    expect(viewer.shadowRoot.querySelector('img')).not.toBeNull();

    // A version asked by id (a new one just registered) opens once it is listed.
    const other = viewer.state.$versions.get().find((v) => v.id !== shown.id);
    if (!other) throw new Error('the seeded poster has one version only');
    viewer.state.reload({ versionId: other.id });
    await expect.poll(() => viewer.state.$version.get()?.id).toBe(other.id);
  });

  it("reloads live when the server announces the order changed (another user's reload-order)", async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('owner@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' });
    const versionLoads = requestsEndingWith('/versions');
    // Unlocking an order that is not locked changes nothing but still tells everyone to reload.
    const operator = await signedInInstance('operator@demo.test', { baseUrl: fixtures().apiBaseUrl });
    const unlocked = await operator.http.request('PUT', `/order/${inReview}/unlock-order`, { csrf: 'card' });
    expect(unlocked.ok).toBe(true);
    await expect.poll(() => requestsEndingWith('/versions'), { timeout: 5000 }).toBeGreaterThan(versionLoads);
  });
});
