import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** `<dataDir>/uploads`; keys match STORAGE_KEY_PATTERN (no slashes, no leading dot), so paths stay inside. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
export const storedPath = (dataDir: string, key: string) => join(uploadsDir(dataDir), key);

export type WriteOutcome = { ok: true; size: number } | { ok: false; reason: 'too-large' | 'failed' };

/**
 * Streams to a temporary file and renames it into place only when complete and within `maxBytes`:
 * a failed or oversize upload leaves nothing behind. Oversize input is drained, not written, so
 * the client still gets an answer instead of a reset connection.
 */
export async function writeStored(
  dataDir: string,
  key: string,
  source: Readable,
  maxBytes: number,
): Promise<WriteOutcome> {
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
      await rm(tmp, { force: true });
      return { ok: false, reason: 'too-large' };
    }
    await rename(tmp, storedPath(dataDir, key));
    return { ok: true, size };
  } catch {
    await rm(tmp, { force: true });
    return { ok: false, reason: tooLarge ? 'too-large' : 'failed' };
  }
}

/** Best effort: a missing file is already the wanted state. */
export async function removeStored(dataDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => rm(storedPath(dataDir, key), { force: true })));
}
