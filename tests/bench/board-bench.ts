// What the board's browser tools share (board.bench.ts, board-trace.ts, board-profile.ts,
// board-scroll-profile.ts): the bench page (board-page.tsx) bundled into a temporary folder, one
// board-server.ts process per account it serves (orders spread over every column, or all in one
// status), a headless Chromium, the bench account signed in once per server (every measured context
// starts from that storage, cold otherwise), and the teardown of all of it in reverse order.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from 'playwright';
import type { OrderStatus } from 'proofdesk/rules';
import { chromiumPath } from '../chromium';
import { type BenchPage, bundleBenchPage } from './bench-page';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The viewport every measured context opens with. */
export const BOARD_VIEWPORT = { width: 1920, height: 1080 };

export interface BoardBenchOptions {
  /** The page's <title>. */
  title: string;
  /** False keeps names and whitespace, for a profile or trace that names functions. Default true. */
  minify?: boolean;
  /**
   * One server process each, in this order: `{}` spreads its 5,000 orders over every status,
   * `{ status }` puts them all in that one (a single column to scroll through). Default one spread.
   */
  accounts?: ReadonlyArray<{ status?: OrderStatus }>;
  /** Chromium flags besides --no-sandbox. */
  chromiumArgs?: readonly string[];
}

export interface BoardAccount {
  /** The server's base URL; the page is at `${url}/?mode=board` (or naive, signin). */
  url: string;
  /** Open orders on the bench account. */
  open: number;
  /** The signed-in bench account's storage. */
  session: StorageState;
}

export interface BoardBench {
  browser: Browser;
  /** One per `accounts` entry, in its order. */
  accounts: BoardAccount[];
  /** A fresh context at the bench viewport, signed in on `account` (default the first). */
  newContext(account?: BoardAccount): Promise<BrowserContext>;
  /** Closes the browser, stops the servers and removes the page's folder. */
  close(): Promise<void>;
}

export async function openBoardBench(options: BoardBenchOptions): Promise<BoardBench> {
  const page = await bundleBenchPage({
    entry: new URL('./board-page.tsx', import.meta.url),
    title: options.title,
    head: '<style>body{margin:0}#board{display:block;height:100vh;--pd-board-height:100vh}</style>',
    body: '<div id="board"></div>',
    minify: options.minify,
  });
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    for (const server of servers) server.stdin!.end();
    await Promise.all(
      servers.map((server) =>
        server.exitCode === null && server.signalCode === null ? once(server, 'exit') : undefined,
      ),
    );
    page.remove();
  };
  try {
    // Each account's server in its own process (on 2 cores the browser and a server each get one),
    // started while the browser launches.
    servers.push(...(options.accounts ?? [{}]).map(({ status }) => spawnServer(page, status)));
    const started = Promise.all(servers.map(announced));
    started.catch(() => {}); // awaited below; a failure must not go unhandled while Chromium starts
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', ...(options.chromiumArgs ?? [])],
    });
    const accounts: BoardAccount[] = [];
    for (const { url, open } of await started)
      accounts.push({ url, open, session: await signIn(browser, url) });
    const launched = browser;
    return {
      browser: launched,
      accounts,
      newContext: (account = accounts[0]!) =>
        launched.newContext({ viewport: BOARD_VIEWPORT, storageState: account.session }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function spawnServer(page: BenchPage, status: OrderStatus | undefined): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./board-server.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_PAGE_DIR: page.dir, BENCH_STATUS: status ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
}

/** The server's first line, `{ url, open }`; a server that exits before it fails the bench. */
async function announced(server: ChildProcess): Promise<{ url: string; open: number }> {
  const line = await Promise.race([
    once(createInterface({ input: server.stdout! }), 'line').then(([first]) => first as string),
    once(server, 'exit').then(([code]) => {
      throw new Error(`board-server.ts exited (${code}) before it was ready`);
    }),
  ]);
  return JSON.parse(line) as { url: string; open: number };
}

/** Signs the bench account in once through the page's sign-in mode. */
async function signIn(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const signing = await context.newPage();
    await signing.goto(`${url}/?mode=signin`);
    await signing.evaluate(() => window.bench.painted);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
