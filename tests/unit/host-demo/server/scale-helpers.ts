// What the scale-out tests share: a private redis-server, server child processes on one data
// folder, and plain HTTP calls that open a new connection each (so a cluster spreads them).
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CLIENTS, type ClientType } from 'proofdesk/contract';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../../../host-demo/server';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const started: ChildProcess[] = [];

/** Ends every process a test started (call in afterAll/afterEach). */
export async function stopAll() {
  await Promise.all(started.splice(0).map(stop));
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const match = pattern.exec(buffered);
      if (match) {
        child.stdout?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${what} ended (${code}) before it was ready: ${buffered}`)),
    );
  });
}

/** A redis-server of its own on a free port, without persistence. Fails clearly when not installed. */
export async function startRedis(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const missing = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not start (${error.message}): install it (Debian: apt-get install redis-server; .ci/run does)`,
        ),
      ),
    ),
  );
  started.push(child);
  await Promise.race([waitForLine(child, /Ready to accept connections/, 'redis-server'), missing]);
  return `redis://127.0.0.1:${port}`;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far. */
  output: () => string;
}

/** Starts `host-demo/server/cli/<entry>` (serve.ts or cluster.ts) and waits for its banner. */
export async function startServer(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', `host-demo/server/cli/${entry}`], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const [, base] = await waitForLine(child, /Proofdesk running at (http:\/\/[^/]+)\//, entry);
  return { child, base: base!, output: () => output };
}

const CALL_TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  body: string;
  /** The body as bytes (a stored file). */
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP call on a connection of its own (no keep-alive), so cluster workers share the calls. */
export function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          body: bytes.toString('utf8'),
          bytes,
          headers: response.headers,
        });
      });
      response.on('error', reject);
      response.on('aborted', () => reject(new Error('response aborted')));
    });
    req.on('error', reject);
    // A process killed mid-request must fail the call, never leave it hanging.
    req.setTimeout(CALL_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${CALL_TIMEOUT_MS} ms`)));
    req.end(body);
  });
}

export const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

export function signInRequest(username: string, password = DEMO_PASSWORD, kind: ClientType = 'customer') {
  const client = CLIENTS[kind];
  return {
    path: `/api/${client.prefix}/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  };
}

/** Signs in through one process; returns the bearer token. */
export async function signInAt(base: string, username: string, kind: ClientType = 'customer') {
  return (await signedInAt(base, username, kind)).accessToken;
}

export async function signedInAt(base: string, username: string, kind: ClientType = 'customer') {
  const { path, headers, body } = signInRequest(username, DEMO_PASSWORD, kind);
  const answer = await call(base, 'POST', path, headers, body);
  if (answer.status !== 200) throw new Error(`sign-in at ${base} answered ${answer.status}: ${answer.body}`);
  const { accessToken, user } = JSON.parse(answer.body) as { accessToken: string; user: { id: string } };
  return { accessToken, userId: user.id };
}

export async function csrfAt(base: string, token: string, scope: string) {
  const answer = await call(base, 'GET', `/api/g/csrf/${scope}`, { authorization: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`csrf ${scope} answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

export interface Received {
  socket: WebSocket;
  events: { event: string; data: unknown }[];
  closed: Promise<number>;
  next(event: string): Promise<unknown>;
}

/** An authenticated socket on one process that records the events it hears. */
export function socketAt(base: string, token: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`);
    const events: Received['events'] = [];
    const waiters: { event: string; resolve: (data: unknown) => void }[] = [];
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; event: string; data: unknown };
      if (message.type === 'ready') resolve({ socket, events, closed, next });
      if (message.type !== 'event') return;
      events.push(message);
      for (const waiter of waiters.filter((item) => item.event === message.event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message.data);
      }
    });
    function next(event: string) {
      const seen = events.find((item) => item.event === event);
      if (seen) return Promise.resolve(seen.data);
      return new Promise<unknown>((done) => waiters.push({ event, resolve: done }));
    }
  });
}
