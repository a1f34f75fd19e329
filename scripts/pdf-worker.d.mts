// Types of pdf-worker.mjs for tsup.config.ts and the tests.
export const PDF_WORKER_FILE: string;
export function pdfWorkerPath(): string;
export function pdfWorkerPlugin(): { name: string; generateBundle(): void };
export function copyPdfWorker(outDir: string): void;
export function pdfWorkerDir(): string;
