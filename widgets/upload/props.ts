import type { AttachmentCategory } from '../../sdk/contract';
import type { WidgetViewProps } from '../../sdk/react';

// The upload widget's public props: the contract the order detail page and the viewer's
// "Add version" build against (issue 12). The widget's messages type lives in ./messages.

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

/** What `<Upload>`, `mountUpload` and `<proofdesk-upload>` take. */
export interface UploadProps<Messages extends object = Record<string, string>>
  extends WidgetViewProps<Messages> {
  /** The order the files belong to. */
  orderId: string;
  /** What the files become. */
  target: UploadTarget;
  /** Allow choosing several files at once (default true; false for a version or an account image). */
  multiple?: boolean | undefined;
  /** Called once per file the server registered. */
  onUploaded?: ((file: UploadedFile) => void) | undefined;
  /** A compact zone (a button and a drop target) for tight places such as a group header. */
  compact?: boolean | undefined;
  /** Disables the zone (e.g. while the order cannot take files). */
  disabled?: boolean | undefined;
}
