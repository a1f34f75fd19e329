// The `<proofdesk-cart>` chunk of the script-tag build: the cart, mounted into its element with the
// props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed';
import { mountCart } from './index';

export const { attach } = elementChunk(mountCart);
