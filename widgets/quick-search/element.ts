// The `<proofdesk-quick-search>` chunk of the script-tag build: quick search, mounted into its
// element with the props the element collected (attributes listed in widgets/manifest.json).
import { elementChunk } from '../../sdk/embed/react';
import { mountQuickSearch } from './index';

export const { attach } = elementChunk(mountQuickSearch);
