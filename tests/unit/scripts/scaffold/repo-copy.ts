// A copy of the repository (its tracked and new files, as the working tree has them; node_modules
// linked, not copied) in a temporary folder, with a static file server over it: what the scaffold
// test adds a widget to, builds and opens in Chromium, leaving the repository itself untouched.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';

/** Copies the repository's files (git's list: tracked and untracked, not ignored) to a new temp folder. */
export function copyRepository(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'proofdesk-scaffold-'));
  try {
    copyFiles(root, copy);
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  return copy;
}

function copyFiles(root: string, copy: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Serves `dir`'s files; everything else (the API the instance calls) answers 404. */
export async function serveFolder(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}
