// The `<proofdesk-bell>` chunk of the script-tag build: the bell, mounted into its element with the
// props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed/react';
import { getNotificationCenter, mountNotificationBell } from './index';

// `store` answers `await Proofdesk.store('<tag>')`: the widget's store for the page's own code.
export const { attach, store } = elementChunk(mountNotificationBell, getNotificationCenter);
