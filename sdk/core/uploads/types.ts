import type { ReadableAtom } from 'nanostores';
import type { AssetKind, AttachmentCategory } from '../../contract';
import type { UploadProblem } from '../domain';
import type { UploadToastMessages } from './messages';

/** Where one file is: waiting for a slot, on its way, or ended (done, failed, cancelled). */
export type UploadPhase = 'queued' | 'sending' | 'registering' | 'done' | 'failed' | 'removing' | 'cancelled';

/** Where an upload goes (proofing §3 asset kinds). */
export type UploadTarget =
  /** A new attachment of the order, in a category the user may upload to. */
  | { kind: 'attachment'; category: AttachmentCategory }
  /** A new version of an attachment. */
  | {
      kind: 'attachment-version';
      attachmentId: string;
      /** 'internal' adds an internal version; default: the attachment's own group decides. */
      category?: AttachmentCategory | undefined;
    }
  /** Account images (the account settings will use them); `orderId` is ignored for these. */
  | { kind: 'avatar' | 'avatar-customer' | 'logo' | 'favicon' | 'image-placeholder' };

/** What the server registered for one file (the register call's answer). */
export interface UploadedFile {
  /** The file's name as the user chose it. */
  name: string;
  /** The order the file went to. */
  orderId: string;
  /** The attachment created or given a version; absent for account images. */
  attachmentId?: string | undefined;
  /** The version created, when the server names it. */
  versionId?: string | undefined;
}

export interface UploadItem {
  /** The store's id of this upload (not a server id). */
  id: string;
  name: string;
  size: number;
  orderId: string;
  target: UploadTarget;
  phase: UploadPhase;
  /** Bytes of the form POST the browser has sent, and the body's total (file plus form fields). */
  sent: number;
  total: number;
  /** Whole percent of the file's transfer, 0 to 100. */
  percent: number;
  /** Whether a thumbnail goes with it (an image the browser decodes). */
  thumbnail: boolean;
  /** The server's message (or the generic one) once failed. */
  error?: string;
  /** What the server registered, once done. */
  uploaded?: UploadedFile;
}

export interface UploadRequest {
  orderId: string;
  target: UploadTarget;
  files: readonly File[];
  /** Called once per file the server registered. */
  onUploaded?: ((file: UploadedFile) => void) | undefined;
  /** The texts of the toasts (a widget passes its merged catalogue). */
  messages?: Partial<UploadToastMessages> | undefined;
}

export type StartResult = { ok: true; ids: string[] } | { ok: false; problem: UploadProblem };

/**
 * The instance's uploads (`getUploadStore(instance)`, the "instance.uploads"): every file on
 * its way from every upload zone of the page, at most three at once, each cancellable.
 */
export interface UploadStore {
  /** Every upload of this page's life, oldest first (finished ones until `clearFinished`). */
  readonly $items: ReadableAtom<readonly UploadItem[]>;
  /** The §5 rules over a selection for a kind (default attachment: its size limit), with the quota of
   * the signed-in user's profile. */
  check(files: readonly { name: string; size: number }[], kind?: AssetKind): UploadProblem | null;
  /** Checks the selection, then queues each file; nothing is sent when a rule refuses it. */
  start(request: UploadRequest): StartResult;
  /** Aborts one upload and deletes what reached the server; false when it had already ended. */
  cancel(id: string): Promise<boolean>;
  /** Resolves with the item once it has ended (done, failed or cancelled). */
  settled(id: string): Promise<UploadItem>;
  /** Forgets ended uploads (the list shows only what is still on its way). */
  clearFinished(): void;
  destroy(): void;
}
