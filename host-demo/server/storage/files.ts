import { randomUUID } from 'node:crypto';
import { closeSync, createWriteStream, openSync, readSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** `<dataDir>/uploads`; keys match STORAGE_KEY_PATTERN (no slashes, no leading dot), so paths stay inside. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
export const storedPath = (dataDir: string, key: string) => join(uploadsDir(dataDir), key);

/** A received file, not yet in place: `commitTemp` moves it under its key, `discardTemp` drops it. */
export type TempOutcome =
  | { ok: true; tmp: string; size: number }
  | { ok: false; reason: 'too-large' | 'failed' };

/**
 * Streams to a temporary file within `maxBytes`: a failed or oversize upload leaves nothing behind.
 * Oversize input is drained, not written, so the client still gets an answer instead of a reset
 * connection.
 */
export async function receiveTemp(dataDir: string, source: Readable, maxBytes: number): Promise<TempOutcome> {
  const tmpDir = join(uploadsDir(dataDir), '.tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, randomUUID());
  let size = 0;
  let tooLarge = false;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      callback(null, tooLarge ? undefined : chunk);
    },
  });
  try {
    await pipeline(source, limit, createWriteStream(tmp));
    if (tooLarge) {
      await discardTemp(tmp);
      return { ok: false, reason: 'too-large' };
    }
    return { ok: true, tmp, size };
  } catch {
    await discardTemp(tmp);
    return { ok: false, reason: tooLarge ? 'too-large' : 'failed' };
  }
}

export const commitTemp = (dataDir: string, tmp: string, key: string) =>
  rename(tmp, storedPath(dataDir, key));

export const discardTemp = (tmp: string) => rm(tmp, { force: true });

/** Best effort: a missing file is already the wanted state. */
export async function removeStored(dataDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => rm(storedPath(dataDir, key), { force: true })));
}

/** A stored file's first `bytes` bytes (fewer for a shorter file), or undefined when it is missing. */
export function readStoredHead(dataDir: string, key: string, bytes: number): Uint8Array | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(storedPath(dataDir, key), 'r');
    const head = Buffer.alloc(bytes);
    return head.subarray(0, readSync(fd, head, 0, bytes, 0));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
