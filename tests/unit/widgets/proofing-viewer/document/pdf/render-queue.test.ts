import { describe, expect, it } from 'vitest';
import { createRenderQueue } from '../../../../../../widgets/proofing-viewer/document/pdf/render-queue';

// Pages render one at a time in the order asked, with a frame between them (render-queue.ts).

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A frame the test lets pass by hand. */
function frames() {
  const waiting: (() => void)[] = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    pass: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    waiting: () => waiting.length,
  };
}

// Not a wait for time: one macrotask, by which every promise callback queued before it has run.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRenderQueue', () => {
  it('starts a render only after the one before has finished and a frame has passed', async () => {
    const frame = frames();
    const queue = createRenderQueue(frame.next);
    const log: string[] = [];
    const one = deferred();
    const two = deferred();
    const signal = new AbortController().signal;
    const first = queue.run(async () => {
      log.push('page 1');
      await one.promise;
    }, signal);
    const second = queue.run(async () => {
      log.push('page 2');
      await two.promise;
    }, signal);
    await flush();
    expect(log).toEqual(['page 1']);
    one.resolve();
    await first;
    await flush();
    // Page 1 is drawn; page 2 waits for the frame that shows it.
    expect(log).toEqual(['page 1']);
    expect(frame.waiting()).toBe(1);
    frame.pass();
    await flush();
    expect(log).toEqual(['page 1', 'page 2']);
    two.resolve();
    await second;
  });

  it('skips a render whose page left before its turn, and lets the next go after a failure', async () => {
    const frame = frames();
    const queue = createRenderQueue(frame.next);
    const log: string[] = [];
    const gone = new AbortController();
    const failing = queue.run(async () => {
      log.push('failing');
      throw new Error('cancelled');
    }, new AbortController().signal);
    const skipped = queue.run(async () => log.push('skipped'), gone.signal);
    const last = queue.run(async () => log.push('last'), new AbortController().signal);
    gone.abort();
    await expect(failing).rejects.toThrow('cancelled');
    await flush();
    frame.pass();
    await expect(skipped).rejects.toMatchObject({ name: 'AbortError' });
    await last;
    // The skipped page drew nothing: the last ran without waiting another frame for it.
    expect(log).toEqual(['failing', 'last']);
  });
});
