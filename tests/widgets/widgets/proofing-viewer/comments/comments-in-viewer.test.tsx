import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { demoAttachment, fixtures, openViewer } from '../support';

// The comment panel in the whole viewer (the frame's SidePanel slot), on the viewer tests' server
// with the demo files on disk: the deep link waits for the real file, and the tab toggle changes the
// threads. Nothing here writes.

const threads = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.pd-comment-thread')];

describe('ProofingViewer comment panel', () => {
  it('locates a deep-linked comment once the image is laid out, in the frame’s panel', async () => {
    const { approved } = fixtures();
    const attachmentId = demoAttachment.poster(approved);
    const versionId = `${attachmentId}-v2`;
    const viewer = await openViewer('owner@demo.test', { orderId: approved, attachmentId, versionId });
    const panel = await viewer.view.findByShadowRole('region', { name: 'Comments' });
    expect(panel.closest('.pd-viewer-panel')).not.toBeNull();
    await expect.poll(() => threads(panel).length, { timeout: 10_000 }).toBe(3);
    const topic = viewer.state.$topics.get()[2];
    viewer.rerender({ versionId, commentId: topic?.id });
    await expect.poll(() => viewer.state.$selectedTopicId.get(), { timeout: 5000 }).toBe(topic?.id);
    expect(viewer.state.$pages.get().length).toBe(1);
    expect(threads(panel)[2]?.classList.contains('pd-comment-thread--flagged')).toBe(true);
    // Approved order: read-only, comments readable, no reply fields.
    expect(viewer.state.$readOnly.get()).toBe(true);
    expect(within(panel).queryAllByShadowRole('textbox')).toEqual([]);
  });

  it('shows the other tab’s threads when the Internal/Public toggle switches', async () => {
    const { inReview } = fixtures();
    const viewer = await openViewer('operator@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.brochure(inReview),
    });
    const panel = await viewer.view.findByShadowRole('region', { name: 'Comments' });
    const toggle = await viewer.view.findByShadowRole(
      'group',
      { name: 'Comments and versions' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(toggle).getByShadowRole('button', { name: 'Public' }));
    await expect
      .poll(() => threads(panel).map((t) => t.textContent), { timeout: 10_000 })
      .toEqual([expect.stringContaining('Can the headline be larger?')]);
    expect(viewer.state.$topics.get().every((topic) => topic.isPublic)).toBe(true);
    await userEvent.click(within(toggle).getByShadowRole('button', { name: 'Internal' }));
    expect(
      await within(panel).findByShadowText("You don't have any comment yet.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(viewer.state.$topics.get()).toEqual([]);
  });
});
