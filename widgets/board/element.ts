// The `<proofdesk-board>` chunk of the script-tag build: the board, mounted into its element with
// the props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed/react';
import { getBoardStore, mountBoard } from './index';

// `store` answers `await Proofdesk.store('<tag>')`: the board's store for the page's own code.
export const { attach, store } = elementChunk(mountBoard, getBoardStore);
