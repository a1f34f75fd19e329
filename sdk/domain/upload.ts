import { exceedsStorage, type StorageFigures, storageMeter } from './meters';
import { defaultUploadMessages, type UploadMessages } from './upload-messages';

// Upload rules (proofing §5, §9). The widget runs them before asking for a token; the server runs
// the same functions again, because a client can be bypassed.

export const UPLOAD_BATCH_LIMIT = 2_147_483_648;

export const UPLOAD_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'tif',
  'tiff',
  'bmp',
  'pdf',
  'doc',
  'docx',
  'rtf',
  'csv',
  'xls',
  'xlsx',
  'txt',
  'ai',
  'psd',
  'indd',
  'zip',
  'eps',
] as const;

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export type UploadProblemCode = 'invalid-name' | 'unsupported' | 'too-large' | 'no-files' | 'storage-full';

export interface UploadProblem {
  code: UploadProblemCode;
  title: string;
  message: string;
}

export interface UploadFile {
  name: string;
  size: number;
}

const fill = (template: string, key: string, value: string) => template.replaceAll(`{${key}}`, value);

// "only letters, digits, space, dash, underscore, dot, parentheses and plus are allowed"
const NAME_CHARACTERS = /^[A-Za-z0-9 \-_.()+]+$/;

export function isValidUploadName(name: string): boolean {
  return NAME_CHARACTERS.test(name);
}

/** The lower-cased text after the last dot; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(name: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** "When requesting an upload token, spaces, parentheses and plus in the name are replaced by dashes." */
export function uploadTokenName(name: string): string {
  return name.replace(/[ ()+]/g, '-');
}

/** The first problem of one file, or null: name characters first, then the extension. */
export function checkUploadFile(
  file: UploadFile,
  messages: UploadMessages = defaultUploadMessages,
): UploadProblem | null {
  if (!isValidUploadName(file.name)) {
    return {
      code: 'invalid-name',
      title: messages.invalidNameTitle,
      message: fill(messages.invalidName, 'file', file.name),
    };
  }
  if (!isAllowedExtension(file.name)) {
    return {
      code: 'unsupported',
      title: messages.unsupportedTitle,
      message: fill(messages.unsupported, 'name', file.name),
    };
  }
  return null;
}

/**
 * A whole selection: 'No files' when empty, each file's own problem, the 2 GB batch limit, and
 * the storage quota ("an upload past the quota (plan plus additional)") when figures are given.
 */
export function checkUploadBatch(
  files: readonly UploadFile[],
  storage?: StorageFigures | null,
  messages: UploadMessages = defaultUploadMessages,
): UploadProblem | null {
  if (files.length === 0) return { code: 'no-files', title: messages.noFiles, message: messages.noFiles };
  for (const file of files) {
    const problem = checkUploadFile(file, messages);
    if (problem) return problem;
  }
  const total = files.reduce((sum, file) => sum + Math.max(0, file.size), 0);
  if (total > UPLOAD_BATCH_LIMIT)
    return { code: 'too-large', title: messages.tooLarge, message: messages.tooLarge };
  if (storage && isStorageBlocked(storage, total)) {
    return { code: 'storage-full', title: messages.storageFullTitle, message: messages.storageFull };
  }
  return null;
}

/**
 * "Storage is full when used plus additional used is at least quota plus additional quota", and
 * an upload that would go past the quota is refused too.
 */
export function isStorageBlocked(storage: StorageFigures, bytes: number): boolean {
  return storageMeter(storage).full || exceedsStorage(storage, bytes);
}
