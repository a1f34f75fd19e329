import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'anti-forgery.secret';

/**
 * The anti-forgery HMAC key every process on this data folder shares: read from the folder, or made
 * once. Written to a private temporary file and hard-linked into place, so when two processes start
 * together one link wins and both read the winner's whole key (never a half-written file).
 */
export function sharedSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(path, 'utf8');
}
