// The JS heaps of a page's dedicated workers (pdf.js's, any other), which CDP's page metrics
// (Performance.getMetrics JSHeapUsedSize) leave out: each worker is an isolate of its own. The page's
// CDP session attaches to its workers (auto-attach, not flattened: Playwright's session has no child
// sessions) and talks to each through Target.sendMessageToTarget.
import type { CDPSession } from 'playwright';

export interface WorkerHeaps {
  /** Collects each worker's garbage, then returns its used heap in MB, by the worker's file name. */
  afterGc(): Promise<Map<string, number>>;
}

export async function watchWorkerHeaps(cdp: CDPSession): Promise<WorkerHeaps> {
  const workers = new Map<string, string>();
  const waiting = new Map<number, (result: unknown) => void>();
  let lastId = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker')
      workers.set(sessionId, targetInfo.url.split('/').pop() ?? targetInfo.url);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    if (sessionId) workers.delete(sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id: number; result?: unknown; error?: unknown };
    waiting.get(answer.id)?.(answer.result ?? answer.error);
    waiting.delete(answer.id);
  });
  const send = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++lastId;
      waiting.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return {
    async afterGc() {
      const heaps = new Map<string, number>();
      for (const [sessionId, name] of workers) {
        await send(sessionId, 'HeapProfiler.collectGarbage');
        const usage = (await send(sessionId, 'Runtime.getHeapUsage')) as { usedSize?: number };
        if (usage.usedSize !== undefined) heaps.set(name, usage.usedSize / 1024 / 1024);
      }
      return heaps;
    },
  };
}

export const totalMb = (heaps: Map<string, number>) => [...heaps.values()].reduce((sum, mb) => sum + mb, 0);
