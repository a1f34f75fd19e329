/**
 * Waits on events, not on time, where a test checks that something did NOT happen after an action.
 */

/** Resolves after `count` animation frames: React has committed what the events before it set off. */
export async function nextFrames(count = 2): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * A response whose reading can be awaited: `read` resolves once the client has read its body (or
 * given up on it) and two frames have passed, so a test that let a held answer go knows the widget
 * has dealt with it.
 */
export function watchedRead(response: Response): { response: Response; read: Promise<void> } {
  let done: () => void = () => {};
  const read = new Promise<void>((resolve) => {
    done = resolve;
  });
  for (const method of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
    const original = response[method].bind(response) as () => Promise<unknown>;
    Object.defineProperty(response, method, {
      value: async () => {
        try {
          return await original();
        } finally {
          void nextFrames().then(done);
        }
      },
    });
  }
  return { response, read };
}
