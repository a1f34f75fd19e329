// The `<proofdesk-cart>` chunk of the script-tag build: the cart, mounted into its element with the
// props the element collected (attributes listed in widgets/manifest.json, then properties).
import { elementChunk } from '../../sdk/embed/react';
import { getCartStore, mountCart } from './index';

// `store` answers `await Proofdesk.store('<tag>')`: the widget's store for the page's own code.
export const { attach, store } = elementChunk(mountCart, getCartStore);
