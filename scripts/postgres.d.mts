export function startPostgres(options?: { port?: number; dir?: string }): { dataDir: string; url: string };
export function stopPostgres(dataDir: string): void;
