import type { UploadedFile, UploadTarget } from '../../sdk/core/uploads';
import type { WidgetViewProps } from '../../sdk/react';

// The targets and the registered file are the upload store's (sdk/core/uploads), named here too.
export type { UploadedFile, UploadTarget };

// The upload widget's public props: the contract the order detail page and the viewer's
// "Add version" build against (issue 12). The widget's messages type lives in ./messages.

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
