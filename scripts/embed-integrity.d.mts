// Types of embed-integrity.mjs for the server's tests.
export const INTEGRITY_FILE: string;
export const LOADER_FILE: string;
export function sriHash(bytes: Uint8Array | string): string;
export function packageVersion(root?: string): string;
export function embedIntegrityPlugin(options?: { root?: string }): {
  name: string;
  writeBundle(options: { dir?: string }): void;
};
