import type { ThemeInput } from './types';

/**
 * Merges themes left to right; later inputs win, key by key for colours and tokens. Callers pass
 * the server's white-label theme first and the embedder's override last.
 */
export function mergeThemes(...inputs: Array<ThemeInput | null | undefined>): ThemeInput {
  const out: ThemeInput = {};
  for (const input of inputs) {
    if (!input) continue;
    if (input.colors) out.colors = { ...out.colors, ...input.colors };
    if (input.tokens) out.tokens = { ...out.tokens, ...input.tokens };
    if (input.mode) out.mode = input.mode;
    if (input.fontFamily) out.fontFamily = input.fontFamily;
    if (input.fontFace) out.fontFace = input.fontFace;
    if (input.radius) out.radius = input.radius;
  }
  return out;
}
