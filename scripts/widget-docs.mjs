// The parts of the docs the widget manifest (widgets/manifest.json) generates: each widget page's
// attribute table (docs/widgets/<name>.md) and README's table of widgets and budgets, each between
// markers. `npm run manifest` writes them (scripts/sync-manifest.mjs);
// tests/unit/build/widget-manifest.test.ts fails while a committed copy differs.
const marker = (what) => ({
  start: `<!-- ${what} (generated from widgets/manifest.json by npm run manifest) -->`,
  end: `<!-- /${what} -->`,
});
export const ATTRIBUTES_MARKERS = marker('attributes');
export const README_WIDGETS_MARKERS = marker('widgets');

/** `text` with what lies between `markers` (the marker lines included) replaced by `block`. */
export function replaceBetweenMarkers(text, markers, block, where = 'the text') {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`${where} has no ${markers.start} … ${markers.end} markers`);
  return text.slice(0, start) + block + text.slice(end + markers.end.length);
}

/** A widget's attribute table: the shared attributes (with the widget's own words for them), then its own. */
export function attributeTable(manifest, widget) {
  const notes = widget.sharedAttributeDocs ?? {};
  const rows = [
    ...manifest.shared.attributes.map((a) => ({ ...a, description: notes[a.name] ?? a.description })),
    ...widget.attributes,
  ].map((a) => `| \`${a.name}\` | \`${a.prop}\` | ${a.kind} | ${a.description} |`);
  return [
    ATTRIBUTES_MARKERS.start,
    '| attribute | prop | kind | |',
    '|---|---|---|---|',
    ...rows,
    ATTRIBUTES_MARKERS.end,
  ].join('\n');
}

export function withAttributeTable(markdown, manifest, widget) {
  const where = `docs/widgets/${widget.name}.md`;
  return replaceBetweenMarkers(markdown, ATTRIBUTES_MARKERS, attributeTable(manifest, widget), where);
}

/** The page a new widget starts with: what the manifest knows, for its author to go on from. */
export function docsPageStub(manifest, widget) {
  return [
    `# ${widget.title}`,
    '',
    `\`<${widget.tag}>\` · \`${widget.entry}\` (\`${widget.component}\`, \`${widget.mount}(element, props)\`).`,
    '',
    '## Attributes',
    '',
    attributeTable(manifest, widget),
    '',
  ].join('\n');
}

const kb = (value) => `${value} kB`;

/** README's table of widgets: folder, element, npm entry, gzip budgets, the chunks it loads on demand. */
export function readmeWidgetTable(manifest) {
  const rows = manifest.widgets.map((widget) => {
    const budget = widget.firstLoad
      ? `${kb(widget.gzipBudgetKb)} (first load ${kb(widget.firstLoad.budgetKb)})`
      : kb(widget.gzipBudgetKb);
    const chunks = (widget.chunks ?? [])
      .map(
        (chunk) => `\`${chunk.name}\`${chunk.gzipBudgetKb === undefined ? '' : ` ${kb(chunk.gzipBudgetKb)}`}`,
      )
      .join(', ');
    return (
      `| [\`widgets/${widget.name}\`](docs/widgets/${widget.name}.md) | \`<${widget.tag}>\` | ` +
      `\`${widget.entry}\` | ${budget} | ${chunks || '—'} |`
    );
  });
  return [
    README_WIDGETS_MARKERS.start,
    '| widget | element | npm entry | gzip budget | its chunks on demand (gzip budget) |',
    '|---|---|---|---|---|',
    ...rows,
    README_WIDGETS_MARKERS.end,
  ].join('\n');
}

export function withReadmeWidgetTable(readme, manifest) {
  return replaceBetweenMarkers(readme, README_WIDGETS_MARKERS, readmeWidgetTable(manifest), 'README.md');
}
