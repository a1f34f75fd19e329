// The `<proofdesk-bell>` chunk of the script-tag build: the bell, mounted into its element with the
// props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed';
import { mountNotificationBell } from './index';

export const { attach } = elementChunk(mountNotificationBell);
