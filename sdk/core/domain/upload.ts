import { formatBytes } from './bytes';
import { exceedsStorage, type StorageFigures, storageMeter } from './meters';
import { defaultUploadMessages, type UploadMessages } from './upload-messages';

// Upload rules (proofing §5, §9). The widget runs them before asking for a token; the server runs
// the same functions again, because a client can be bypassed.

export const UPLOAD_BATCH_LIMIT = 2_147_483_648;

const MB = 1024 * 1024;

/**
 * Each asset kind's own size limit (issue 20; the spec states only the 2 GB of order files). An
 * avatar, a logo or an image placeholder is a picture shown small, a favicon tinier still: a few MB
 * covers any sane one, and nobody parks gigabytes outside the order files' quota through them.
 * The widget checks it before asking for a token; the server refuses a token past it.
 */
export const UPLOAD_SIZE_LIMITS = {
  attachment: UPLOAD_BATCH_LIMIT,
  'attachment-version': UPLOAD_BATCH_LIMIT,
  avatar: 5 * MB,
  'avatar-customer': 5 * MB,
  logo: 5 * MB,
  'image-placeholder': 5 * MB,
  favicon: 1 * MB,
} as const;

/** The contract's asset kinds (sdk/contract/upload.ts ASSET_KINDS), spelled by their limits. */
export type UploadKind = keyof typeof UPLOAD_SIZE_LIMITS;

/** The 2 GB rule in the spec's words, or for a kind with a smaller limit the same sentence with it. */
export function uploadSizeProblem(
  kind: UploadKind,
  bytes: number,
  messages: UploadMessages = defaultUploadMessages,
): UploadProblem | null {
  const limit = UPLOAD_SIZE_LIMITS[kind];
  if (bytes <= limit) return null;
  const message =
    limit === UPLOAD_BATCH_LIMIT
      ? messages.tooLarge
      : fill(messages.tooLargeFor, 'limit', formatBytes(limit, 0));
  return { code: 'too-large', title: message, message };
}

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

/**
 * 'Not supported file' for `name`: an extension outside the list, an empty file, or (on the server)
 * content that is not what the extension says.
 */
export function unsupportedFile(
  name: string,
  messages: UploadMessages = defaultUploadMessages,
): UploadProblem {
  return {
    code: 'unsupported',
    title: messages.unsupportedTitle,
    message: fill(messages.unsupported, 'name', name),
  };
}

/**
 * The first problem of one file, or null: name characters first, then the extension, then an empty
 * file (issue 20: nothing to proof, and a 0-byte file has no byte a viewer can ask for).
 */
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
  if (!isAllowedExtension(file.name) || file.size === 0) return unsupportedFile(file.name, messages);
  return null;
}

/**
 * A whole selection: 'No files' when empty, each file's own problem, the kind's size limit (2 GB a
 * batch for order files), and the storage quota ("an upload past the quota (plan plus additional)")
 * when figures are given.
 */
export function checkUploadBatch(
  files: readonly UploadFile[],
  storage?: StorageFigures | null,
  messages: UploadMessages = defaultUploadMessages,
  kind: UploadKind = 'attachment',
): UploadProblem | null {
  if (files.length === 0) return { code: 'no-files', title: messages.noFiles, message: messages.noFiles };
  for (const file of files) {
    const problem = checkUploadFile(file, messages);
    if (problem) return problem;
  }
  const total = files.reduce((sum, file) => sum + Math.max(0, file.size), 0);
  const tooLarge = uploadSizeProblem(kind, total, messages);
  if (tooLarge) return tooLarge;
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

/** "At most three at once" (issue 12): uploads beyond it wait in the queue. */
export const MAX_PARALLEL_UPLOADS = 3;

/** "Image files of the supported types get a 316x240 JPEG thumbnail" (§5), "JPEG quality 100" (§9). */
export const UPLOAD_THUMBNAIL = { width: 316, height: 240, type: 'image/jpeg', quality: 1 } as const;

/**
 * The allowed image types a browser decodes: only these get a thumbnail. tif/tiff, psd, ai, eps and
 * indd are images to a designer but no browser decodes them, so they are sent without one.
 */
export const THUMBNAIL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;

export function getsThumbnail(name: string): boolean {
  return (THUMBNAIL_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * The thumbnail's own name, asked for with its own token: the file's token name plus
 * '-thumbnail.jpg', cut so the whole stays within the contract's 200 characters.
 */
export function thumbnailName(name: string): string {
  const base = uploadTokenName(name).replace(/\.[^.]*$/, '');
  return `${base.slice(0, 180)}-thumbnail.jpg`;
}

/**
 * Where a cover-fitted thumbnail takes its pixels from: the centred part of the source with the
 * thumbnail's aspect ratio (nothing is stretched, the excess is cropped evenly on both sides).
 */
export function thumbnailCrop(
  width: number,
  height: number,
  target: { width: number; height: number } = UPLOAD_THUMBNAIL,
): { sx: number; sy: number; sw: number; sh: number } {
  const scale = Math.min(width / target.width, height / target.height);
  const sw = Math.round(target.width * scale);
  const sh = Math.round(target.height * scale);
  return { sx: Math.floor((width - sw) / 2), sy: Math.floor((height - sh) / 2), sw, sh };
}

/** Whole percent of an upload, 0 to 100; a 0-byte file is 100% once its transfer ended. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}
