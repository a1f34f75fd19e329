// Pages render one at a time, in the order they were asked for, as pdf.js's own viewer does (its
// rendering queue): on opening, page 1 (asked first, it is at the top of the view) gets the worker
// and the main thread to itself instead of sharing them with the pages below it. After each page
// the queue waits for the next frame, so the page just drawn reaches the screen before the next
// page's drawing (pdf.js draws a page in one run of the main thread) holds the frame back.

export interface RenderQueue {
  /**
   * Runs `render` once the renders asked before it have settled. Rejects without running it when
   * `signal` is aborted first (the page left the canvas window, or the zoom changed).
   */
  run<T>(render: () => Promise<T>, signal: AbortSignal): Promise<T>;
}

/** A hidden page gets no animation frames: it does not wait longer than this for one. */
const FRAME_WAIT_LIMIT_MS = 100;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function createRenderQueue(yieldFrame: () => Promise<void> = nextFrame): RenderQueue {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(render, signal) {
      const turn = last.then(() => {
        if (signal.aborted) throw new DOMException('The page left the view', 'AbortError');
        return render();
      });
      // A failed or cancelled render lets the next one go too; a skipped one does not wait a frame.
      last = turn.then(yieldFrame, () => (signal.aborted ? undefined : yieldFrame()));
      return turn;
    },
  };
}
