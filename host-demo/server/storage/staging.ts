import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A body received into a local temporary file, within its size limit. */
export type StagedFile =
  | { ok: true; path: string; size: number }
  | { ok: false; reason: 'too-large' | 'failed' };

/**
 * Streams to a new file in `dir` within `maxBytes`: a failed or oversize upload leaves nothing
 * behind. Oversize input is drained, not written, so the client still gets an answer instead of a
 * reset connection.
 */
export async function stageToFile(dir: string, source: Readable, maxBytes: number): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
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
    await pipeline(source, limit, createWriteStream(path));
    if (tooLarge) {
      await dropFile(path);
      return { ok: false, reason: 'too-large' };
    }
    return { ok: true, path, size };
  } catch {
    await dropFile(path);
    return { ok: false, reason: tooLarge ? 'too-large' : 'failed' };
  }
}

export const dropFile = (path: string) => rm(path, { force: true });
