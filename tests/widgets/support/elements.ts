// Defines a manifest widget's element the way the script-tag loader does (its attributes, kinds and
// properties from widgets/manifest.json, its chunk from widgets/<name>/element.ts), under a tag of
// the test's own: a custom element name can be defined only once per page.
import type { ProofdeskInstance } from 'proofdesk';
import { lazyWidgetElement } from '../../../sdk/embed/lazy-element';
import type { WidgetChunk } from '../../../sdk/embed/react';
import { widgetManifest } from '../../../widgets/manifest';

// Every widget's chunk, found by its folder: a new widget needs no line here.
const chunks = import.meta.glob<WidgetChunk>('../../../widgets/*/element.ts');

let next = 1;

/** A fresh tag for `widget`; call `define()` to upgrade the elements (before or after they exist). */
export function widgetElement(widget: string, instance: ProofdeskInstance) {
  const entry = widgetManifest.widgets.find((candidate) => candidate.name === widget);
  const load = chunks[`../../../widgets/${widget}/element.ts`];
  if (!entry || !load) throw new Error(`no widget ${widget} in the manifest`);
  const tag = `${entry.tag}-test-${next++}`;
  const attributes = [...widgetManifest.shared.attributes, ...entry.attributes].map(
    (a) => [a.name, a.prop, a.kind] as const,
  );
  const definition = { tag, attributes, properties: widgetManifest.shared.properties, load };
  return {
    tag,
    define: () =>
      customElements.define(
        tag,
        lazyWidgetElement(definition, async () => instance),
      ),
  };
}
