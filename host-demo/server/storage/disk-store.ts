import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from './object-store';
import { dropFile, stageToFile } from './staging';

/** `<dataDir>/uploads`; keys match STORAGE_KEY_PATTERN (no slashes, no leading dot), so paths stay inside. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
export const storedPath = (dataDir: string, key: string) => join(uploadsDir(dataDir), key);

const missing = () => undefined;

/**
 * Files under `<dataDir>/uploads` (the default store). An upload is staged in `uploads/.tmp` and
 * renamed into place, so a key never names half a file.
 */
export function diskStore(dataDir: string): ObjectStore {
  const dir = uploadsDir(dataDir);
  const tmpDir = join(dir, '.tmp');
  return {
    kind: 'disk',
    async receive(source, maxBytes) {
      const file = await stageToFile(tmpDir, source, maxBytes);
      if (!file.ok) return file;
      return {
        ok: true,
        staged: {
          size: file.size,
          commit: (key) => rename(file.path, storedPath(dataDir, key)),
          discard: () => dropFile(file.path),
        },
      };
    },
    async put(key, bytes) {
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, `${key}.put`);
      await writeFile(tmp, bytes);
      await rename(tmp, storedPath(dataDir, key));
    },
    head: (key) => stat(storedPath(dataDir, key)).then((info) => ({ size: info.size }), missing),
    async get(key, range) {
      const path = storedPath(dataDir, key);
      // Opened first, so a missing file is undefined here rather than an error mid-response.
      const handle = await open(path, 'r').catch(missing);
      if (!handle) return undefined;
      // autoClose (the default) closes the handle when the stream ends or is destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async readHead(key, bytes) {
      const handle = await open(storedPath(dataDir, key), 'r').catch(missing);
      if (!handle) return undefined;
      try {
        const head = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(head, 0, bytes, 0);
        return head.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(storedPath(dataDir, key), { force: true })));
    },
  };
}
