import type { Readable } from 'node:stream';

// The one way the server reads and writes stored bytes (issue 24): uploads, Range reads, the
// signature check at registration, deletes, sweeps and the demo seed go through an ObjectStore,
// so the local disk (default) and an S3-compatible bucket are interchangeable.

/** An inclusive byte range of a stored object, already clamped to its size (byte-range.ts). */
export interface ObjectRange {
  start: number;
  end: number;
}

/**
 * A received upload that is not yet visible under any key: `commit` makes it the object `key`,
 * `discard` drops it. Exactly one of them is called.
 */
export interface StagedUpload {
  readonly size: number;
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
}

export type ReceiveOutcome =
  | { ok: true; staged: StagedUpload }
  | { ok: false; reason: 'too-large' | 'failed' };

export interface ObjectStore {
  /** 'disk' or 's3', for logs and docs. */
  readonly kind: 'disk' | 's3';
  /**
   * Reads `source` to its end within `maxBytes` into a staging place; an oversize or failed body
   * leaves nothing behind, and oversize input is drained so the client still gets an answer.
   */
  receive(source: Readable, maxBytes: number): Promise<ReceiveOutcome>;
  /** Stores `bytes` under `key` whole (the demo seed). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's size, or undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** The object's bytes, or only `range` of them; undefined when there is none. */
  get(key: string, range?: ObjectRange): Promise<Readable | undefined>;
  /** The first `bytes` bytes (fewer for a shorter object), or undefined when there is none. */
  readHead(key: string, bytes: number): Promise<Uint8Array | undefined>;
  /** Best effort: a missing object is already the wanted state. */
  remove(keys: readonly string[]): Promise<void>;
}
