// The script-tag entry (`/embed/proofdesk.js`). It stays tiny: it reads its configuration from its
// own <script> element and imports the core lazily, so a page pays for the SDK only when used.
import { findLoaderScript, readEmbedConfig } from './config';

// A module script has no `document.currentScript`; it finds its element by its own URL instead.
const config = readEmbedConfig(findLoaderScript(document, import.meta.url), import.meta.url);

const ready = import('./boot').then(({ boot }) => boot(config));

// A plain page reaches the instance through `window.Proofdesk.ready`.
Object.assign(globalThis, { Proofdesk: { ready } });
