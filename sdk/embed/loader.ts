// The script-tag entry (`/embed/proofdesk.js`). It stays tiny: it reads its configuration from its
// own <script> element and imports the core lazily, so a page pays for the SDK only when used.
import { readEmbedConfig } from './config';

const config = readEmbedConfig(document.currentScript);

const ready = import('./boot').then(({ boot }) => boot(config));

// A plain page reaches the instance through `window.Proofdesk.ready`.
Object.assign(globalThis, { Proofdesk: { ready } });
