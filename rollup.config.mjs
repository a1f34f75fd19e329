// `npm run build:embed`: the script-tag build (`dist/embed`), derived from the widget manifest.
// The configuration itself lives in scripts/embed-config.mjs, so tests and the size budgets can
// build it with another manifest.
import { embedConfig } from './scripts/embed-config.mjs';

export default embedConfig();
