// Types of check-package.mjs for its test.
export function entrySpecifiers(exportsMap: Record<string, unknown>): string[];
export function strayFiles(paths: readonly string[]): string[];
