// Each frame's main-thread work, as the browser benches read it (board-page.tsx, shapes-page.tsx):
// from the frame's first input event (pointer move or wheel: Chromium dispatches
// them aligned to the frame, just before rAF) or its rAF callback, whichever came first, to the end
// of the frame, seen by a message posted from rAF (a task that runs once the frame's rAF callbacks,
// style, layout and paint are done). The rAF intervals are kept too: they show dropped frames.

export interface FrameRecorder {
  start(): void;
  stop(): { intervals: number[]; work: number[] };
}

export function frameRecorder(target: Window = window): FrameRecorder {
  let intervals: number[] = [];
  let work: number[] = [];
  let recording = false;
  let inputAt: number | null = null;
  let pendingStart: number | null = null;
  const frameEnd = new MessageChannel();
  frameEnd.port1.onmessage = () => {
    if (pendingStart === null) return;
    work.push(performance.now() - pendingStart);
    pendingStart = null;
  };
  const onInput = () => {
    if (recording && inputAt === null) inputAt = performance.now();
  };
  for (const type of ['pointermove', 'wheel']) target.addEventListener(type, onInput, { capture: true });
  const frame = (last: number) => {
    requestAnimationFrame((now) => {
      if (!recording) return;
      intervals.push(now - last);
      const callbackAt = performance.now();
      pendingStart = Math.min(inputAt ?? callbackAt, callbackAt);
      inputAt = null;
      frameEnd.port2.postMessage(null);
      frame(now);
    });
  };
  return {
    start() {
      intervals = [];
      work = [];
      recording = true;
      requestAnimationFrame(frame);
    },
    stop() {
      recording = false;
      return { intervals, work };
    },
  };
}
