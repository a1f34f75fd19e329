// Statistics of frame figures (the browser benches' work and interval lists), on the node side.

/** One refresh interval at 60 Hz. */
export const FRAME_MS = 1000 / 60;

export function frameStats(frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const share = (limit: number) => (100 * frames.filter((frame) => frame < limit).length) / frames.length;
  return {
    count: frames.length,
    under16: share(16.7),
    // A frame that took no longer than one refresh interval plus timer jitter did not drop a frame.
    noDrop: share(FRAME_MS * 1.5),
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
    max: sorted.at(-1)!,
  };
}
