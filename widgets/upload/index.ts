// The upload widget (issue 12; proofing §4.11, §5, §7 "Upload"): a drop zone with a file picker
// that sends files through the instance's upload store, `getUploadStore(instance)` (the issue's
// `instance.uploads`), which the viewer's "Add version" and a host's own buttons share.
import { createWidgetComponent, createWidgetMount } from '../../sdk/react';
import { UploadView } from './upload-view';

// Its store slot: the page's uploads. `getUploadStore(instance)`, no factory: a second store beside
// the instance's slot would hold uploads the widget and the viewer never see.
export {
  getUploadStore,
  type StartResult,
  type UploadItem,
  type UploadPhase,
  type UploadRequest,
  type UploadStore,
  uploadStoreSlot,
} from '../../sdk/core/uploads';
// The view, its props and its words.
export { defaultUploadWidgetMessages, type UploadWidgetMessages } from './messages';
export type { UploadedFile, UploadProps, UploadTarget } from './props';
export { UploadView, type UploadViewProps } from './upload-view';

/** `<Upload orderId target />` inside a ProofdeskProvider: the zone in its own shadow root. */
export const Upload = createWidgetComponent(UploadView, 'Upload');

/** `mountUpload(element, { instance, orderId, target })` → `{ update, unmount }`, without React. */
export const mountUpload = createWidgetMount(UploadView, 'mountUpload');
