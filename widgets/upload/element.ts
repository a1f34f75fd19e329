// The `<proofdesk-upload>` chunk of the script-tag build: the zone, mounted into its element with the
// props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed/react';
import { getUploadStore, mountUpload } from './index';

// `store` answers `await Proofdesk.store('proofdesk-upload')`: the page's upload store.
export const { attach, store } = elementChunk(mountUpload, getUploadStore);
