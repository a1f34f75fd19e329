// What `startPdfViewer` (start/index.ts) began before the viewer's own code had loaded, kept for
// the viewer mounted next to take over instead of starting it again: the API reads it made (their
// raw answers, by URL and token) and the PDF it opened (pdf.js's loading task, by the version's
// URL and token). Each is taken once; what nobody takes within STARTED_TTL_MS is dropped (a
// document is destroyed, its reads stopped). Module state shared by the start entry and the viewer
// through the bundle's one copy of this module.
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/** A start older than this is not taken over: the viewer reads afresh. */
export const STARTED_TTL_MS = 10_000;

export interface StartedDocument {
  /** pdf.js's loading task of the version's file, opened through the viewer's range transport. */
  task: Promise<PDFDocumentLoadingTask>;
  /** Where a range read that fails later is reported (the document view's `fail`). */
  onReadFailure(report: (error: unknown) => void): void;
}

const answers = new Map<string, Promise<Response | null>>();
const documents = new Map<string, StartedDocument>();
const keyOf = (token: string, url: string) => `${token}\n${url}`;

/** Keeps `value` under `key` until taken or STARTED_TTL_MS has passed (then `drop` runs). */
function keep<T>(map: Map<string, T>, key: string, value: T, drop?: (value: T) => void) {
  map.set(key, value);
  setTimeout(() => {
    if (map.get(key) !== value) return;
    map.delete(key);
    drop?.(value);
  }, STARTED_TTL_MS);
}

/** A GET of `url` with the session's `token`, kept for the viewer; null answers a network failure. */
export function startRead(url: string, token: string): Promise<Response | null> {
  const key = keyOf(token, url);
  const current = answers.get(key);
  if (current) return current;
  const answer = fetch(url, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  }).catch(() => null);
  keep(answers, key, answer);
  return answer;
}

/** The started answer to `url` for `token`, taken once; null when nothing was started. */
export function takeStartedRead(url: string, token: string | null): Promise<Response | null> | null {
  if (!token) return null;
  const key = keyOf(token, url);
  const answer = answers.get(key) ?? null;
  answers.delete(key);
  return answer;
}

export function keepStartedDocument(url: string, token: string, started: StartedDocument): void {
  keep(documents, keyOf(token, url), started, ({ task }) => {
    void task.then((loading) => loading.destroy()).catch(() => {});
  });
}

export function hasStartedDocument(url: string, token: string): boolean {
  return documents.has(keyOf(token, url));
}

/** The document started for the version at `url` with `token`, taken once; null when none was. */
export function takeStartedDocument(url: string, token: string | null): StartedDocument | null {
  if (!token) return null;
  const key = keyOf(token, url);
  const started = documents.get(key) ?? null;
  documents.delete(key);
  return started;
}
