/** True when `output` does not exist or a file under one of `sources` changed after it was built. */
export function isStale(output: string, sources: string[]): boolean;
