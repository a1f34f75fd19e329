// Types of source-dependencies.mjs for the TypeScript configs and tests.
export const SOURCE_FOLDERS: readonly string[];
export function packageOf(specifier: string): string;
export function sourceDependencies(root?: string, folders?: readonly string[]): string[];
