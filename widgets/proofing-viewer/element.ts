// The `<proofdesk-viewer>` chunk of the script-tag build: the viewer, mounted into its element with
// the props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed/react';
import { mountProofingViewer } from './index';

export const { attach } = elementChunk(mountProofingViewer);
