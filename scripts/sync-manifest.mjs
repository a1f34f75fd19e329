// `npm run manifest`: writes what the widget manifest (widgets/manifest.json) implies into the files
// that cannot read it themselves: package.json `exports`, the attribute table of each
// docs/widgets/<name>.md (a new widget's page starts as a stub), README's table of widgets and the
// examples index's widget list. After adding a widget folder and its manifest entry, this is the one
// command to run; tests/unit/build/widget-manifest.test.ts fails while any of them is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docsPageStub, withAttributeTable, withReadmeWidgetTable } from './widget-docs.mjs';
import { packageExports, readWidgetManifest, repoRoot, withExamplesWidgetList } from './widget-manifest.mjs';

/** Brings every generated part up to date; returns the files it changed (relative to `root`). */
export function syncManifest(root = repoRoot, manifest = readWidgetManifest(root)) {
  const changed = [];
  const update = (path, next) => {
    const file = join(root, path);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const after = next(before);
    if (after === before) return;
    writeFileSync(file, after);
    changed.push(path);
  };
  update('package.json', (text) => {
    const pkg = JSON.parse(text);
    pkg.exports = packageExports(manifest);
    return `${JSON.stringify(pkg, null, 2)}\n`;
  });
  for (const widget of manifest.widgets) {
    update(`docs/widgets/${widget.name}.md`, (text) =>
      text === undefined ? docsPageStub(manifest, widget) : withAttributeTable(text, manifest, widget),
    );
  }
  update('README.md', (text) => withReadmeWidgetTable(text, manifest));
  update('examples/index.html', (text) => withExamplesWidgetList(text, manifest));
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = syncManifest();
  console.info(
    changed.length > 0 ? `updated ${changed.join(', ')}` : 'everything agrees with widgets/manifest.json',
  );
}
