import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as RollupPlugin } from 'rollup';

export function minifyCss(css: string): string;
export function minifyCssInSource(code: string): string | null;
export function minifyCssLiterals(): RollupPlugin;
export function minifyCssLiteralsEsbuild(): EsbuildPlugin;
