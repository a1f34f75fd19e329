import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import type { Caller } from './proofing-helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A private data folder for one test (uploads land in `<dir>/uploads`). */
export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'proofdesk-upload-'));
  dirs.push(dir);
  return dir;
}

const SIGNATURES: Record<string, Buffer> = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  pdf: Buffer.from('%PDF-1.7\n'),
};

/**
 * `size` bytes that start as a file of the name's type (png, jpg, pdf) does, random after:
 * registration checks the stored bytes against the name's extension.
 */
export function fileBytes(name: string, size: number): Buffer {
  const signature = SIGNATURES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
  if (!signature) throw new Error(`no test signature for ${name}`);
  return Buffer.concat([signature, randomBytes(Math.max(0, size - signature.length))]).subarray(0, size);
}

/** Every file under `<dataDir>/uploads`, temporary ones included. */
export function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dataDir, 'uploads').length + 1));
  } catch {
    return [];
  }
}

/** A multipart/form-data body: the fields in order, then the file last (as S3 requires). */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const boundary = `----proofdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type FormEntry =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; bytes: Buffer };

/** A multipart body of the given fields followed by arbitrary parts (extra files, late fields). */
export function multipartWith(fields: Record<string, string>, parts: FormEntry[]) {
  const boundary = `----proofdesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const entries: FormEntry[] = [
    ...Object.entries(fields).map(([name, value]) => ({ kind: 'field' as const, name, value })),
    ...parts,
  ];
  for (const entry of entries) {
    if (entry.kind === 'field') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${entry.name}"\r\n\r\n${entry.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${entry.name}"; filename="${entry.filename}"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        entry.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface Token {
  url: string;
  fields: Record<string, string>;
}

export async function uploadToken(
  who: Caller,
  orderId: string,
  name: string,
  size: number,
  kind = 'attachment',
) {
  return who.call(
    'POST',
    `/upload/upload-token/${kind}/${orderId}`,
    { name, size, type: 'image/png' },
    'upload',
  );
}

export function postToStorage(
  app: FastifyInstance,
  fields: Record<string, string>,
  bytes?: Buffer,
  name = 'file.png',
) {
  const body = multipart(fields, bytes ? { name, bytes, type: 'image/png' } : undefined);
  return app.inject({ method: 'POST', url: '/api/storage/upload', ...body });
}

/** token → storage → (not yet registered) key. */
export async function storeFile(
  app: FastifyInstance,
  who: Caller,
  orderId: string,
  name: string,
  bytes: Buffer,
  kind = 'attachment',
) {
  const token = (await uploadToken(who, orderId, name, bytes.length, kind)).json<{ data: Token }>().data;
  const stored = await postToStorage(app, token.fields, bytes, name);
  if (stored.statusCode !== 200) throw new Error(`storage failed: ${stored.body}`);
  return token.fields.key as string;
}

interface FixtureDb {
  prepare(sql: string): { all(...args: unknown[]): unknown[]; run(...args: unknown[]): unknown };
}

/**
 * Sets `profile.storages.used` of every user of `clientId` through the fixtures' handle, reading and
 * writing the JSON text in JavaScript, so the same fixture runs on SQLite and PostgreSQL.
 */
export function setStorageUsed(app: FastifyInstance, bytes: number, clientId = 'client-northwind') {
  const db = app.proofdesk.data.sqlite as unknown as FixtureDb;
  const users = db.prepare('SELECT id, profile FROM users WHERE client_id = ?').all(clientId) as {
    id: string;
    profile: string;
  }[];
  for (const user of users) {
    const profile = JSON.parse(user.profile) as { storages?: Record<string, unknown> };
    profile.storages = { ...profile.storages, used: bytes };
    db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(profile), user.id);
  }
}
