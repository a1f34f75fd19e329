#!/usr/bin/env node
// A throw-away PostgreSQL cluster from the Debian binaries (initdb, pg_ctl on PATH), for tests, CI
// and trying the server on PostgreSQL without a system service:
//
//   node scripts/postgres.mjs start [--port 5432] [--dir <data dir>]   prints DATABASE_URL=…
//   node scripts/postgres.mjs stop  [--dir <data dir>]
//
// initdb refuses to run as root, so as root the cluster belongs to the `postgres` user (created by
// the Debian package) and every binary runs through `runuser -u postgres --`. Missing binaries are
// installed with apt-get (the Debian package `postgresql`). The cluster trusts local connections:
// it listens on 127.0.0.1 only and is meant to be thrown away.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const USER = 'postgres';
const asRoot = process.getuid?.() === 0;

function binDir() {
  if (spawnSync('initdb', ['--version']).status === 0) return '';
  // Debian keeps the binaries off PATH, under /usr/lib/postgresql/<major>/bin.
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const major = readdirSync(root).sort().at(-1);
    if (major && existsSync(join(root, major, 'bin', 'initdb'))) return join(root, major, 'bin');
  }
  return undefined;
}

function ensureBinaries() {
  let dir = binDir();
  if (dir !== undefined) return dir;
  process.stderr.write('PostgreSQL binaries missing: apt-get install -y postgresql\n');
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit' });
  dir = binDir();
  if (dir === undefined) throw new Error('initdb still not found after installing postgresql');
  return dir;
}

function run(bin, args, options = {}) {
  const command = bin.dir ? join(bin.dir, bin.name) : bin.name;
  const [file, argv] = asRoot ? ['runuser', ['-u', USER, '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
}

function uidOf(user) {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

/** Starts a cluster on `port`; resolves its data dir and URL (database `postgres`, user `postgres`). */
export function startPostgres({ port = 5432, dir } = {}) {
  const binaries = ensureBinaries();
  const dataDir = dir ?? mkdtempSync(join(tmpdir(), 'proofdesk-pg-'));
  if (asRoot) chownSync(dataDir, uidOf(USER), uidOf(USER));
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    run({ dir: binaries, name: 'initdb' }, [
      '-D',
      dataDir,
      '-U',
      USER,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  // Sockets go to the data dir: /run/postgresql may not exist or belong to a system cluster.
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run({ dir: binaries, name: 'pg_ctl' }, [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(dataDir, 'log'),
    '-w',
    'start',
  ]);
  return { dataDir, url: `postgres://${USER}@127.0.0.1:${port}/postgres` };
}

/** Stops the cluster in `dataDir` and deletes the folder. */
export function stopPostgres(dataDir) {
  const binaries = ensureBinaries();
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    run({ dir: binaries, name: 'pg_ctl' }, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function option(args, name) {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  const dir = option(args, '--dir');
  if (command === 'start') {
    const { dataDir, url } = startPostgres({ port: Number(option(args, '--port') ?? 5432), dir });
    process.stdout.write(`PGDATA=${dataDir}\n`);
    process.stdout.write(`DATABASE_URL=${url}\n`);
  } else if (command === 'stop' && dir) {
    stopPostgres(dir);
  } else {
    process.stderr.write('usage: postgres.mjs start [--port N] [--dir D] | stop --dir D\n');
    process.exit(2);
  }
}
