import { controlStyles } from './styles/controls';
import { displayStyles } from './styles/display';
import { overlayStyles } from './styles/overlays';
import { resetStyles } from './styles/reset';

// The sheets' comments are JS comments between concatenated template literals, not CSS comments: the
// minifier folds the literals into one string and drops them, where CSS comments would ship.

/**
 * The stylesheet every Proofdesk shadow root adopts (one shared `CSSStyleSheet` per document).
 * Tokens come from `--pd-*` custom properties set on the host element by the theme. Core, not a
 * theme: the primitives mean nothing without it (`themes/` re-exports it).
 */
export const baseStyles: string = [resetStyles, controlStyles, overlayStyles, displayStyles].join('\n');
