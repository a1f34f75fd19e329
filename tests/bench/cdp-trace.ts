// A Chrome trace of one page through CDP, shared by the trace tools (viewer-trace.ts,
// shapes-trace.ts): the events reported while it runs, returned once Chrome says it is complete.
import type { CDPSession } from 'playwright';

/** One trace event as Chrome reports it (the fields the tools read). */
export interface TraceEvent {
  ph: string;
  name: string;
  cat?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread-clock duration: CPU time, which the machine's load does not inflate. */
  tdur?: number;
  args?: Record<string, unknown>;
}

/** Starts tracing `categories` on `cdp`; `stop()` ends it and resolves with every event. */
export async function startTrace(cdp: CDPSession, categories: string[]) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: [...categories, '__metadata'], enableSampling: false },
    transferMode: 'ReportEvents',
  });
  return {
    async stop(): Promise<TraceEvent[]> {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      return events;
    },
  };
}
