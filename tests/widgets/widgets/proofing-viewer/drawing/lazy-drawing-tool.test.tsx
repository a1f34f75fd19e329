import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fixtures, openViewer, until } from '../support';
import {
  dragOn,
  konvaLoaded,
  LIVE_LAYER,
  shownWithPanel,
  stagesIn,
  watchRequests,
} from './lazy-drawing-support';

// Issue 22: on a PDF without shapes, picking a marker tool is what loads the drawing layer's working
// part (Konva's stage), and drawing then works (a file of its own: a module loads once per page).

describe('the drawing layer loads with the first tool', () => {
  it('picking a tool on a PDF without shapes loads Konva, and a drag draws a shape', async () => {
    const requests = watchRequests();
    const { inReview, longPdf } = fixtures();
    const viewer = await openViewer('staff@demo.test', { orderId: inReview, attachmentId: longPdf });
    await shownWithPanel(viewer.shadowRoot, /You don't have any comment yet/);
    await requests.settle();
    expect(requests.count(LIVE_LAYER)).toBe(0);
    expect(konvaLoaded()).toBe(false);

    await userEvent.click(await viewer.view.findByShadowRole('button', { name: 'Rectangle' }));
    await until(() => expect(stagesIn(viewer.shadowRoot)).toBeGreaterThan(0), 15_000);
    expect(requests.count(LIVE_LAYER)).toBe(1);
    expect(konvaLoaded()).toBe(true);

    const layer = viewer.shadowRoot.querySelector<HTMLElement>(
      '.pd-viewer-page-box[data-page="1"] .pd-drawing-layer',
    )!;
    const [page] = viewer.state.$pages.get();
    const zoom = viewer.state.$zoom.get();
    dragOn(
      layer,
      [
        [page!.width * 0.2, page!.height * 0.2],
        [page!.width * 0.4, page!.height * 0.3],
      ],
      zoom,
    );
    expect(viewer.state.$draft.get()?.shape).toMatchObject({ className: 'Rect', page: 1, isUnsaved: true });
    requests.stop();
  });
});
