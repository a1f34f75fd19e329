import { describe, expect, it } from 'vitest';
import type { ProofdeskInstance } from '../../../../../sdk/core/instance';
import { readModule } from '../../../../../widgets/proofing-viewer/pdf-tools/annotation-data';
import { signedInInstance } from '../../../support/sessions';
import { drag, nextFrame } from '../drawing/drawing-support';
import { openWithInstance, ready, toasts } from '../proof-support';
import { fixtures, until } from '../support';

// Issue 13 "PDF tools mode"; proofing §2.7 "PDF proof viewer top bar", §4.8 "PDF viewer save".
// The tests' versions (viewer-server.ts) are 3-page PDFs on the in-progress order.

const versionOf = (attachmentId: string) => `${attachmentId}-v1`;

/** The version's PDF-tools data as the server holds it now. */
async function storedModule(instance: ProofdeskInstance, attachmentId: string) {
  const { inProgress } = fixtures();
  const result = await instance.http.get<{ pdfAnnotationModule: string | null }>(
    `/order/${inProgress}/attachment/${attachmentId}/version/${versionOf(attachmentId)}`,
  );
  if (!result.ok) throw result.error;
  return result.data.pdfAnnotationModule;
}

async function open(attachmentId: string, username = 'operator@demo.test') {
  const { inProgress } = fixtures();
  const viewer = await openWithInstance(username, {
    orderId: inProgress,
    attachmentId,
    versionId: versionOf(attachmentId),
  });
  await ready(viewer.state);
  await viewer.view.findByShadowRole('button', { name: 'Save Changes' });
  return viewer;
}

/** Draws a free line on the page in view with the bar's pen. */
async function drawMark(viewer: Awaited<ReturnType<typeof openWithInstance>>, row: number) {
  const pen = await viewer.view.findByShadowRole('button', { name: 'Pen' });
  if (pen.getAttribute('aria-pressed') !== 'true') pen.click();
  await until(() => expect(viewer.state.$tool.get()).toBe('line'));
  const page = viewer.state.$currentPage.get();
  let overlay: HTMLElement | null = null;
  await until(() => {
    overlay = viewer.shadowRoot.querySelector<HTMLElement>(`[data-page="${page}"] .pd-drawing-layer`);
    expect(overlay?.querySelector('canvas')).toBeTruthy();
  });
  const zoom = viewer.state.$zoom.get();
  const y = 100 + row * 40;
  drag(
    overlay!,
    [
      [100, y],
      [150, y + 10],
      [200, y],
      [260, y + 15],
      [320, y],
    ],
    zoom,
  );
  await nextFrame();
}

describe('PDF tools mode', { timeout: 90_000 }, () => {
  it('replaces the annotation UI with the PDF proof top bar and opens the public entry at its page', async () => {
    const { pdfToolsPublic } = fixtures();
    const viewer = await open(pdfToolsPublic);
    await viewer.view.findByShadowRole('heading', { name: 'Tools public.pdf (v1)' });
    expect(viewer.view.getByShadowRole('button', { name: 'Download Proof' })).toBeTruthy();
    expect(viewer.view.getByShadowRole('button', { name: 'Close' })).toBeTruthy();
    // No marker toolbox, no comment panel, no Internal/Public toggle.
    expect(viewer.view.queryByShadowRole('toolbar', { name: 'Markers' })).toBeNull();
    expect(viewer.view.queryByShadowRole('region', { name: 'Comments' })).toBeNull();
    expect(viewer.view.queryByShadowRole('group', { name: 'Comments and versions' })).toBeNull();
    // §4.8: the public entry (the version is public), at its saved page 2, with its one mark.
    await until(() => expect(viewer.state.$scrollRequest.get()?.page).toBe(2));
    expect(viewer.state.$topics.get()).toHaveLength(1);
    expect(viewer.state.$topics.get()[0]!.annotation).toContain('"public-mark-1"');
  });

  // Issue 21: no Save Changes could be found, since no demo file opened in the mode.
  it("the demo's brand brief opens in the mode, with Save Changes beside Download Proof for its operator", async () => {
    const { inProgress } = fixtures();
    const viewer = await open(`${inProgress}-suppliedFiles-brand-brief-pdf`);
    const bar = viewer.shadowRoot.querySelector('[data-pdf-tools]')!;
    const save = await viewer.view.findByShadowRole('button', { name: 'Save Changes' });
    expect(bar.contains(save)).toBe(true);
    expect(bar.contains(viewer.view.getByShadowRole('button', { name: 'Download Proof' }))).toBe(true);
    // In view, not cut off by the bar.
    const box = save.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    expect(box.width > 0 && box.right <= barBox.right + 0.5 && box.bottom <= barBox.bottom + 0.5).toBe(true);
  });

  it('offers the pen and Save Changes only to who may write the entry: a CSO reads it only', async () => {
    const { pdfToolsPublic, inProgress } = fixtures();
    const viewer = await openWithInstance('cso@demo.test', {
      orderId: inProgress,
      attachmentId: pdfToolsPublic,
      versionId: versionOf(pdfToolsPublic),
    });
    await viewer.view.findByShadowRole('heading', { name: 'Tools public.pdf (v1)' });
    await viewer.view.findByShadowRole('button', { name: 'Download Proof' });
    await until(() => expect(viewer.state.$scrollRequest.get()?.page).toBe(2));
    expect(viewer.view.queryByShadowRole('button', { name: 'Save Changes' })).toBeNull();
    expect(viewer.view.queryByShadowRole('button', { name: 'Pen' })).toBeNull();
  });

  it('opens the internal entry for an internal version', async () => {
    const { pdfToolsInternal } = fixtures();
    const viewer = await open(pdfToolsInternal);
    await until(() => expect(viewer.state.$scrollRequest.get()?.page).toBe(3));
    const ids = viewer.state.$topics.get().map((topic) => JSON.parse(topic.annotation!).attrs.id);
    expect(ids).toEqual(['internal-mark-1', 'internal-mark-2']);
    // Not the 'Checked' badge: the version is internal, not internally approved.
    expect(viewer.view.queryByShadowText('Checked')).toBeNull();
  });

  it('saves on every second change and on Save Changes, never an empty document', async () => {
    const { pdfToolsEmpty, pdfToolsInternal } = fixtures();
    const viewer = await open(pdfToolsEmpty);
    // Opens on page 1 (no entry yet).
    await until(() => expect(viewer.state.$scrollRequest.get()?.page).toBe(1));
    const save = viewer.view.getByShadowRole('button', { name: 'Save Changes' });
    // The empty document is 4 lines: Save Changes writes nothing.
    save.click();
    await nextFrame();
    expect(await storedModule(viewer.instance, pdfToolsEmpty)).toBe('{}');
    // First change: not saved yet.
    await drawMark(viewer, 0);
    await until(() => expect(viewer.state.$topics.get()).toHaveLength(1));
    expect(viewer.state.$draft.get()).toBeNull();
    expect(await storedModule(viewer.instance, pdfToolsEmpty)).toBe('{}');
    // Second change: saved, both marks, in the public entry with the page in view.
    await drawMark(viewer, 1);
    await expect.poll(() => storedModule(viewer.instance, pdfToolsEmpty), { timeout: 10_000 }).not.toBe('{}');
    let stored = readModule(await storedModule(viewer.instance, pdfToolsEmpty), 'public');
    expect(stored.document.shapes).toHaveLength(2);
    expect(stored.page).toBe(1);
    expect(JSON.parse((await storedModule(viewer.instance, pdfToolsEmpty))!)).not.toHaveProperty('internal');
    // Third change: not saved until Save Changes.
    await drawMark(viewer, 2);
    await nextFrame();
    expect(
      readModule(await storedModule(viewer.instance, pdfToolsEmpty), 'public').document.shapes,
    ).toHaveLength(2);
    save.click();
    await until(() => expect(toasts(viewer.instance).map((t) => t.message)).toContain('Changes saved'));
    stored = readModule(await storedModule(viewer.instance, pdfToolsEmpty), 'public');
    expect(stored.document.shapes).toHaveLength(3);
    // The seeded internal version still has its own two marks (another version, untouched).
    expect(
      readModule(await storedModule(viewer.instance, pdfToolsInternal), 'internal').document.shapes,
    ).toHaveLength(2);
  });

  // Issue 20: the server gives a customer the public entry only, and the mode saves that entry
  // alone; the operator's internal entry on the same version stays as it was. (Last: it changes the
  // public version's saved entry, which the first test reads.)
  it('a customer opens and saves only the public entry; the internal entry stays', async () => {
    const { pdfToolsPublic, apiBaseUrl } = fixtures();
    const viewer = await open(pdfToolsPublic, 'owner@demo.test');
    await until(() => expect(viewer.state.$scrollRequest.get()?.page).toBe(2));
    expect(viewer.state.$topics.get()).toHaveLength(1);
    expect(JSON.parse((await storedModule(viewer.instance, pdfToolsPublic))!)).not.toHaveProperty('internal');
    await drawMark(viewer, 0);
    await drawMark(viewer, 1);
    await expect
      .poll(
        async () => readModule(await storedModule(viewer.instance, pdfToolsPublic), 'public').document.shapes,
        {
          timeout: 10_000,
        },
      )
      .toHaveLength(3);
    const operator = await signedInInstance('operator@demo.test', { baseUrl: apiBaseUrl });
    const stored = await storedModule(operator, pdfToolsPublic);
    const ids = readModule(stored, 'internal').document.shapes.map((shape) => shape.attrs.id);
    expect(ids).toEqual(['internal-mark-1', 'internal-mark-2']);
  });
});
