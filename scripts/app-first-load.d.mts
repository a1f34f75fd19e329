/** One output file of an app's build, gzipped on its own. */
export interface OutputFile {
  /** Path inside the build folder. */
  name: string;
  bytes: number;
  gzip: number;
  /** Bytes in this file by where they came from (an npm package, a dist chunk, a source folder). */
  origins: Map<string, number>;
}

export interface LazyGroup {
  /** The chunk named by the dynamic import(). */
  root: string;
  /** That chunk and what it imports statically beyond the first load. */
  files: OutputFile[];
  gzip: number;
}

export interface AppWeight {
  firstLoad: OutputFile[];
  firstLoadGzip: number;
  lazy: LazyGroup[];
}

export const REACT_EXTERNAL: string[];

/** `node_modules/@scope/name/…` → `@scope/name`, `…/dist/chunk-X.js` → `dist/chunk-X.js`, else the first two folders. */
export function originOf(input: string): string;

export function measureApp(options: {
  entry: string;
  /** Working folder of the build (imports without a plugin resolve from here). */
  absWorkingDir: string;
  /** Folders bare imports fall back to (the repository's node_modules for the packages' deps). */
  nodePaths?: string[];
}): Promise<AppWeight>;

/**
 * Runs `measure` in a throw-away host folder where `proofdesk` is installed as a customer gets it
 * (package.json and the built `dist`), with `apps` (file paths) copied beside it.
 */
export function withInstalledPackage<T>(
  repoRoot: string,
  apps: string[],
  measure: (host: string) => Promise<T>,
): Promise<T>;
