import type { ReadableAtom } from 'nanostores';
import type { UploadProblem } from '../../../sdk/domain';
import type { UploadWidgetMessages } from '../messages';
import type { UploadedFile, UploadTarget } from '../props';

/** Where one file is: waiting for a slot, on its way, or ended (done, failed, cancelled). */
export type UploadPhase = 'queued' | 'sending' | 'registering' | 'done' | 'failed' | 'removing' | 'cancelled';

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
  messages?: Partial<UploadWidgetMessages> | undefined;
}

export type StartResult = { ok: true; ids: string[] } | { ok: false; problem: UploadProblem };

/**
 * The instance's uploads (`getUploadStore(instance)`, the "instance.uploads"): every file on
 * its way from every upload zone of the page, at most three at once, each cancellable.
 */
export interface UploadStore {
  /** Every upload of this page's life, oldest first (finished ones until `clearFinished`). */
  readonly $items: ReadableAtom<readonly UploadItem[]>;
  /** The §5 rules over a selection, with the quota of the signed-in user's profile. */
  check(files: readonly { name: string; size: number }[]): UploadProblem | null;
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
