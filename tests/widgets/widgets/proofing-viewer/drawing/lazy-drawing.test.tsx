import { describe, expect, it } from 'vitest';
import { demoAttachment, fixtures, openViewer, until } from '../support';
import {
  konvaLoaded,
  LIVE_LAYER,
  PROFILE,
  shownWithPanel,
  stagesIn,
  watchRequests,
} from './lazy-drawing-support';

// Issue 22, the viewer's weight: a PDF without shapes viewed as it opens never loads the drawing
// layer's working part (Konva's stage, drawing/live-layer.tsx); a version with shapes loads it and
// shows them; the session's profile is read once, by the sign-in, not again by the viewer. The
// order of the tests matters: a module loads once per page (the tool's case is its own file,
// lazy-drawing-tool.test.tsx).

describe('the drawing layer loads with the first shape', () => {
  it('a PDF without shapes: no Konva, and the profile read once for the instance', async () => {
    const requests = watchRequests();
    const { inReview, longPdf } = fixtures();
    const viewer = await openViewer('staff@demo.test', { orderId: inReview, attachmentId: longPdf });
    await shownWithPanel(viewer.shadowRoot, /You don't have any comment yet/);
    expect(viewer.state.$topics.get()).toHaveLength(0);
    await requests.settle();
    expect(requests.count(LIVE_LAYER)).toBe(0);
    expect(konvaLoaded()).toBe(false);
    expect(stagesIn(viewer.shadowRoot)).toBe(0);
    // signInWithToken's read proves the token and is the session's profile; mounting reads none.
    expect(requests.count(PROFILE)).toBe(1);
    requests.stop();
  });

  it('a version with shapes loads it and shows them', async () => {
    const requests = watchRequests();
    const { inReview } = fixtures();
    const viewer = await openViewer('staff@demo.test', {
      orderId: inReview,
      attachmentId: demoAttachment.poster(inReview),
    });
    await viewer.view.findByShadowRole('img', { name: 'Poster.png' }, { timeout: 15_000 });
    await until(() => expect(viewer.state.$topics.get().length).toBeGreaterThan(0), 15_000);
    await until(() => expect(stagesIn(viewer.shadowRoot)).toBe(1), 15_000);
    await requests.settle();
    expect(requests.count(LIVE_LAYER)).toBe(1);
    expect(konvaLoaded()).toBe(true);
    requests.stop();
  });
});
