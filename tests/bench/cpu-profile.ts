// What the board's profile scripts (board-profile.ts, board-scroll-profile.ts) share: the CDP
// profile's shape, its samples' times, the self and total time per function, and the printed top.

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self and total milliseconds per function ('name file:line'), summed over the samples taken. */
export interface Tally {
  self: Map<string, number>;
  total: Map<string, number>;
}

export const emptyTally = (): Tally => ({ self: new Map(), total: new Map() });

/** Each sample's time on the profiler's clock (µs), in the order of `profile.samples`. */
export function sampleTimes(profile: Profile): number[] {
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    times.push(at);
  }
  return times;
}

/**
 * Adds each sample `keep` accepts (by its index) to its function's self time and, once each, to
 * its callers' totals.
 */
export function tallyProfile(profile: Profile, into: Tally, keep: (index: number) => boolean = () => true) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || '';
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
  };
  profile.samples.forEach((id, index) => {
    if (!keep(index)) return;
    const weight = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const own = name(byId.get(id)!);
    into.self.set(own, (into.self.get(own) ?? 0) + weight);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const key = name(byId.get(current)!);
      if (seen.has(key)) continue;
      seen.add(key);
      into.total.set(key, (into.total.get(key) ?? 0) + weight);
    }
  });
}

/** The functions with the most time (PROFILE_TOP of them, 30 by default), each divided by `per`. */
export function topFunctions(map: Map<string, number>, per = 1): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.PROFILE_TOP ?? 30))
    .map(([name, ms]) => `${(ms / per).toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}
