// Shared set-up: the real reference server on an in-memory database, listening on a free port.
import type { FastifyInstance } from 'fastify';
import {
  createMemoryStorage,
  createProofdesk,
  type ProofdeskInstance,
  type ProofdeskOptions,
} from 'proofdesk';
import { WebSocket as NodeWebSocket } from 'ws';
import { type BuildServerOptions, buildServer } from '../../../host-demo/server/app';

export const DEMO_PASSWORD = 'proofdesk-demo';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** 'METHOD /url' of every request the server received, in order. */
  log: string[];
  /** The same requests with the headers as the server received them. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export async function startServer(options: BuildServerOptions = {}): Promise<TestServer> {
  const app = buildServer({ databasePath: ':memory:', demo: true, logger: false, ...options });
  const { log, received } = recordRequests(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, log, received, baseUrl: `http://127.0.0.1:${port}/api`, close: () => app.close() };
}

/** The `ws` package's WebSocket in the DOM constructor's clothes (same API surface we use). */
export const WebSocketCtor = NodeWebSocket as unknown as typeof WebSocket;

export function createInstance(baseUrl: string, options: Partial<ProofdeskOptions> = {}): ProofdeskInstance {
  return createProofdesk({
    baseUrl,
    storage: createMemoryStorage(),
    WebSocket: WebSocketCtor,
    onReload: () => {},
    ...options,
  });
}

/** Resolves once `predicate` holds, polling (real timers only). */
export async function waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Server-side request log (observes the real server, replaces nothing); call before listen. */
function recordRequests(app: FastifyInstance) {
  const log: string[] = [];
  const received: ReceivedRequest[] = [];
  app.addHook('onRequest', async (request) => {
    log.push(`${request.method} ${request.url}`);
    received.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });
  return { log, received };
}

/** Timers and the clock only; the clear* functions must be faked too or they cannot cancel fake timers. */
export const FAKE_CLOCK = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
} as const satisfies Parameters<typeof import('vitest').vi.useFakeTimers>[0];

/** Like waitFor, but usable under fake timers: polls on setImmediate and measures performance.now. */
export async function waitForIo(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  while (!predicate()) {
    if (performance.now() - started > timeoutMs) throw new Error('waitForIo: condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Instead of a fixed sleep before checking that the code under test sent no request: a request of
 * the test's own to the same server, answered. What the code had sent before it went out first,
 * through the same connection pool, and the server logs each request as it arrives, so once this
 * one is answered the log holds the earlier ones.
 */
export async function afterEarlierRequests(server: Pick<TestServer, 'baseUrl' | 'log'>): Promise<void> {
  const marker = `/g/demo-accounts?marker=${server.log.length}`;
  const response = await fetch(`${server.baseUrl}${marker}`);
  await response.arrayBuffer();
}

/**
 * A response whose reading can be awaited: `read` resolves once the client has read its body and the
 * promise callbacks that follow have run (one macrotask later), so a test that let a held answer go
 * knows when the code under test has dealt with it.
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
          setImmediate(done);
        }
      },
    });
  }
  return { response, read };
}
