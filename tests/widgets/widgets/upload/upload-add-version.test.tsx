import { createViewerState, ProofingViewer } from 'proofdesk/proofing-viewer';
import { describe, expect, it } from 'vitest';
import { render } from '../../support/render';
import { choose, fixtures, imageFile, uploadInstance, versionRow } from './support';

// The viewer's "Add version" (issue 12): offered to users who may upload to the attachment's
// category, it sends the file through the page's upload store and opens the new version.

async function openViewer(username: string, attachmentId: string) {
  const { orderId } = fixtures();
  const instance = await uploadInstance(username);
  const state = createViewerState(orderId, attachmentId);
  const { container } = render(
    <div style={{ height: '600px', width: '900px', display: 'grid' }}>
      <ProofingViewer orderId={orderId} attachmentId={attachmentId} viewerState={state} />
    </div>,
    instance,
  );
  const root = container.querySelector<HTMLElement>('[data-pd-host]')?.shadowRoot as ShadowRoot;
  await expect.poll(() => state.$version.get()?.version ?? null, { timeout: 15_000 }).not.toBeNull();
  // The header's actions render once the file is shown (the document first): Download Proof is
  // always among them.
  await expect
    .poll(() => [...root.querySelectorAll('header button')].some((b) => b.textContent === 'Download Proof'), {
      timeout: 15_000,
    })
    .toBe(true);
  return { root, state };
}

const addVersionButton = (root: ShadowRoot) =>
  [...root.querySelectorAll('header button')].find((button) => button.textContent === 'Add version');

describe('Viewer: Add version', () => {
  it('adds a version to a supplied file for the owner and opens it', async () => {
    const { root, state } = await openViewer('owner@demo.test', fixtures().suppliedAttachmentId);
    const first = state.$version.get();
    expect(first?.fileName).toBe('Brief.png');
    expect(addVersionButton(root)).toBeDefined();
    const input = root.querySelector<HTMLInputElement>('header input[type="file"]') as HTMLInputElement;
    choose(input, [await imageFile('Brief v2.png', 800, 600)]);
    await expect.poll(() => state.$version.get()?.fileName, { timeout: 15_000 }).toBe('Brief v2.png');
    const added = state.$version.get();
    expect(added?.version).toBeGreaterThan(first?.version ?? 0);
    expect(root.querySelector('.pd-viewer-title')?.textContent).toBe(`Brief v2.png (v${added?.version})`);
    // The new version is the supplied file's, with its thumbnail.
    const row = await versionRow(added?.id ?? '');
    expect(row.group).toBe('suppliedFiles');
    expect(row.is_internal).toBe(0);
    expect(row.thumbnail_key).not.toBeNull();
  });

  it('is not offered to the owner on a customer-review file (operators and managers add those)', async () => {
    const { root } = await openViewer('owner@demo.test', fixtures().reviewAttachmentId);
    expect(root.querySelector('.pd-viewer-title')?.textContent).toContain('Proof.png');
    expect(addVersionButton(root)).toBeUndefined();
  });

  it('is offered to the operator on a customer-review file', async () => {
    const { root } = await openViewer('operator@demo.test', fixtures().reviewAttachmentId);
    await expect.poll(() => addVersionButton(root)).toBeDefined();
  });
});
