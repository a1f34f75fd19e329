import { describe, expect, it } from 'vitest';
import { expectWithin, LONG_WORD } from '../../support/overflow';
import { fixtures, openViewer } from './support';

// Issue 20 "A comment with one 300-character word widens the comment panel over the document for
// everyone": the thread (a topic whose text and mention are such words, and a reply) wraps in a
// panel of its usual width, and the document keeps its room.

describe('ProofingViewer: long words in comments', () => {
  it('wrap inside the comment panel, which does not widen over the document', async () => {
    const { inProgress, longWords } = fixtures();
    const viewer = await openViewer('operator@demo.test', { orderId: inProgress, attachmentId: longWords });
    const panel = await viewer.view.findByShadowRole('region', { name: 'Comments' });
    await expect
      .poll(() => panel.querySelector('.pd-comment-thread')?.textContent, { timeout: 10_000 })
      .toContain(LONG_WORD);
    const frame = viewer.shadowRoot.querySelector('.pd-viewer') as HTMLElement;
    const thread = panel.querySelector('.pd-comment-thread') as HTMLElement;
    const mention = thread.querySelector('.pd-comment-mention') as HTMLElement;
    expectWithin(panel, frame, 'comment panel');
    expectWithin(thread, panel, 'thread');
    expectWithin(mention, thread, 'mention');
    for (const text of thread.querySelectorAll('.pd-comment-text'))
      expectWithin(text, thread, 'comment text');
    // The document keeps most of the 1000 px viewer; the panel stays a side panel.
    const documentWidth = (viewer.shadowRoot.querySelector('.pd-viewer-document') as HTMLElement).clientWidth;
    expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    expect(documentWidth).toBeGreaterThanOrEqual(400);
  });
});
