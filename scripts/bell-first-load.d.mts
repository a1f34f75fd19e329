import type { AppWeight } from './app-first-load.mjs';

/** The bell's first load as an npm app, gzip kB (1,024 bytes), React external. */
export const BELL_FIRST_LOAD_BUDGET_KB: number;

/** The bell app's first load, built with esbuild against the built package. */
export function measureBellFirstLoad(): Promise<AppWeight>;
