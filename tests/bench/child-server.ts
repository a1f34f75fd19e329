// What the benches' server processes share: a temporary data folder, and the protocol with the
// parent bench (print the base URL and any facts as one JSON line, serve until the parent closes
// stdin, then remove the folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../host-demo/server';

/** A fresh temporary folder for a bench server's database and files. */
export function benchDataDir(prefix: string): { dir: string; databasePath: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, databasePath: join(dir, 'bench.sqlite') };
}

/** Listens on a free loopback port, tells the parent `{ url, ...facts }`, serves until stdin ends. */
export async function serveForParent(app: FastifyInstance, dir: string, facts: Record<string, unknown>) {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  console.info(JSON.stringify({ url, ...facts }));
  const stop = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
}

/**
 * A demo server on a fresh temporary folder, ready, serving the bench's page (BENCH_PAGE_DIR, built by
 * the parent bench) at /: what the browser benches' server processes start from.
 */
export async function benchPageServer(prefix: string): Promise<{ app: FastifyInstance; dir: string }> {
  const { dir, databasePath } = benchDataDir(prefix);
  const app = buildServer({
    databasePath,
    dataDir: dir,
    demo: true,
    logger: false,
    staticRoots: { portal: process.env.BENCH_PAGE_DIR! },
  });
  await app.ready();
  return { app, dir };
}
