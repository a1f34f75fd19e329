// The `<proofdesk-filters>` chunk of the script-tag build: the sidebar, mounted into its element with
// the props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed/react';
import { mountFilterSidebar } from './index';

export const { attach } = elementChunk(mountFilterSidebar);
