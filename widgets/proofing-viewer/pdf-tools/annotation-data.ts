import type { AttachmentVersion } from '../../../sdk/contract';
import { type AccessUser, annotationLists } from '../../../sdk/core/access';
import type { ShapeRecord } from '../state/viewer-state';

// PDF tools data (proofing §4.8): "Annotation data is stored as JSON with the page number and a
// base64 annotation string", in the version's `pdfAnnotationModule`, one entry per list:
//   { "public": { "page": 2, "annotation": "<base64>" }, "internal": { … } }
// The server sends a reader only the entries of the lists it may read, and takes from a writer only
// entries of lists it may write, keeping the others (issue 20): so the mode sends its own entry
// alone, never a copy of the other one.
// The annotation string, decoded, is our annotation document: the marks drawn in PDF tools mode,
// each a shape in the drawing layer's 0.2 format, written as JSON with two-space indentation.
//
// "Saved … only if the annotation data has more than 18 lines": the lines of that decoded document
// as written (one value per line). An empty document is 4 lines and any one mark is more than 18
// (a shape record alone spans at least 15 lines plus its points): nothing is written until the user
// has drawn something, so opening the mode never overwrites saved data with an empty document.

export const ANNOTATION_FORMAT = 'proofdesk-pdf-tools-1';
export const SAVE_MIN_LINES_EXCLUSIVE = 18;

export interface AnnotationDocument {
  format: typeof ANNOTATION_FORMAT;
  shapes: ShapeRecord[];
}

export interface ModuleEntry {
  page: number;
  annotation: string;
}

export type ListKey = 'public' | 'internal';

export const emptyDocument = (): AnnotationDocument => ({ format: ANNOTATION_FORMAT, shapes: [] });

/**
 * Proofing §4.8: "the internal annotation if the version is internal, otherwise the public one";
 * internally approved counts as internal, for those who may read the internal list. Anyone else (a
 * customer or a guest on an internally approved version) works in the public one.
 */
export const listKeyOf = (
  version: Pick<AttachmentVersion, 'isInternal' | 'isInternalApproved'>,
  user: AccessUser | null | undefined,
): ListKey =>
  (version.isInternal || version.isInternalApproved) && annotationLists(user, 'read').includes('internal')
    ? 'internal'
    : 'public';

/**
 * Whether `user` may write the entry the mode opens (its list's write right, sdk/core/access): only then
 * does the bar offer the pen and Save Changes (issue 21). A CSO reads both lists and writes neither.
 */
export const mayWriteEntry = (
  version: Pick<AttachmentVersion, 'isInternal' | 'isInternalApproved'>,
  user: AccessUser | null | undefined,
): boolean => annotationLists(user, 'write').includes(listKeyOf(version, user));

export const serialize = (document: AnnotationDocument): string => JSON.stringify(document, null, 2);

export const lineCount = (text: string): number => text.split('\n').length;

/** The 18-line rule (proofing §4.8, §9). */
export const mayBeSaved = (text: string): boolean => lineCount(text) > SAVE_MIN_LINES_EXCLUSIVE;

export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(value: string): string {
  const binary = atob(value);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function parseObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What the mode opens on: the list's saved document and page, else an empty one on page 1. */
export function readModule(
  module: string | null,
  key: ListKey,
): { page: number; document: AnnotationDocument } {
  const entry = parseObject(module)[key] as Partial<ModuleEntry> | undefined;
  const page = typeof entry?.page === 'number' && entry.page >= 1 ? Math.trunc(entry.page) : 1;
  try {
    const decoded = parseObject(fromBase64(String(entry?.annotation ?? '')));
    const shapes = Array.isArray(decoded.shapes) ? (decoded.shapes as ShapeRecord[]) : [];
    return { page, document: { format: ANNOTATION_FORMAT, shapes } };
  } catch {
    return { page, document: emptyDocument() };
  }
}

/** What the mode saves: this list's entry alone (the server keeps the other list's). */
export const entryModule = (key: ListKey, entry: ModuleEntry): string => JSON.stringify({ [key]: entry });

/** The module with this list's entry replaced (the other list's entry kept as it was). */
export function writeModule(module: string | null, key: ListKey, entry: ModuleEntry): string {
  return JSON.stringify({ ...parseObject(module), [key]: entry });
}
