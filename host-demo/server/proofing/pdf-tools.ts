import { ANNOTATION_LISTS, type AnnotationList } from 'proofdesk/rules';
import { type Data, type Trx, transaction } from '../data';
import { selectPdfToolsEntries, upsertPdfTools } from '../data/proofing/proofing-rows';
import type { VersionRow } from './rows';
import { listsOf, type Viewer } from './viewer';

// PDF tools data (proofing §4.8 "stored as JSON with the page number and a base64 annotation
// string"), one entry per annotation list: `pdfAnnotationModule` on the wire is the JSON object
// `{ "internal": { page, annotation }, "public": { page, annotation } }`. Each entry is stored apart
// (table pdf_tools_entries) and goes by the list's rights (issue 20): a reader gets only the entries
// of the lists it may read, a writer replaces only the entries it sends, and may send only those of
// the lists it may write. `is_pdf_tools` says the version opens in that mode (once any module was
// written), entries or not.

/** Entries by list, each the JSON text of `{ page, annotation }`. */
export type PdfToolsEntries = Partial<Record<AnnotationList, string>>;

const MODULE_SHAPE = "pdfAnnotationModule must be a JSON object of 'internal' and 'public' entries";
const ENTRY_SHAPE =
  'each pdfAnnotationModule entry must be { page (a whole number from 1), annotation (text) }';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isList = (key: string): key is AnnotationList => (ANNOTATION_LISTS as readonly string[]).includes(key);

function entryText(value: unknown): string | null {
  if (!isObject(value) || Object.keys(value).some((key) => key !== 'page' && key !== 'annotation')) {
    return null;
  }
  const { page, annotation } = value;
  if (!Number.isSafeInteger(page) || (page as number) < 1 || typeof annotation !== 'string') return null;
  return JSON.stringify({ page, annotation });
}

/** The form field read as entries, or what is wrong with it (a 400). */
export function parsePdfToolsModule(text: string): PdfToolsEntries | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return MODULE_SHAPE;
  }
  if (!isObject(value)) return MODULE_SHAPE;
  const entries: PdfToolsEntries = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isList(key)) return MODULE_SHAPE;
    const stored = entryText(entry);
    if (stored === null) return ENTRY_SHAPE;
    entries[key] = stored;
  }
  return entries;
}

/** Whether this viewer may write every entry it sent (one it may not write refuses the whole call). */
export function mayWritePdfTools(viewer: Viewer, entries: PdfToolsEntries): boolean {
  const writable = listsOf(viewer, 'write');
  return (Object.keys(entries) as AnnotationList[]).every((list) => writable.includes(list));
}

/** savePdfTools inside a data-layer transaction (createTopic). */
export function storePdfTools(trx: Trx, versionId: string, entries: PdfToolsEntries): Promise<void> {
  return upsertPdfTools(
    trx,
    versionId,
    Object.entries(entries).map(([list, entry]) => ({ list, entry })),
  );
}

/**
 * Puts the version in PDF tools mode and replaces the entries given; the other list's entry stays.
 * No rights checked here: callers check them (createTopic) or are the server's own (tests).
 */
export function savePdfTools(data: Data, versionId: string, entries: PdfToolsEntries): Promise<void> {
  return transaction(data, (trx) => storePdfTools(trx, versionId, entries));
}

/**
 * `pdfAnnotationModule` of each of an attachment's versions as this viewer may read it: null when
 * the version is not in PDF tools mode, else the JSON text of the readable lists' entries.
 */
export async function readablePdfTools(
  data: Data,
  viewer: Viewer,
  attachmentId: string,
): Promise<(row: Pick<VersionRow, 'id' | 'is_pdf_tools'>) => string | null> {
  return pdfToolsOf(viewer, await selectPdfToolsEntries(data.db, attachmentId));
}

interface PdfToolsEntryRow {
  version_id: string;
  list: string;
  entry: string;
}

function pdfToolsOf(viewer: Viewer, rows: readonly PdfToolsEntryRow[]) {
  const readable: readonly string[] = listsOf(viewer, 'read');
  const byVersion = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    if (!readable.includes(row.list)) continue;
    const module = byVersion.get(row.version_id) ?? {};
    module[row.list] = JSON.parse(row.entry);
    byVersion.set(row.version_id, module);
  }
  return (row: Pick<VersionRow, 'id' | 'is_pdf_tools'>) =>
    row.is_pdf_tools === 1 ? JSON.stringify(byVersion.get(row.id) ?? {}) : null;
}
