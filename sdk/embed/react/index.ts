// The script-tag build's kit for widget chunks (`widgets/<name>/element.ts`). The loader's own
// modules (`loader.ts`, `lazy-element.ts`, `attributes.ts`, `config.ts`) are left out on purpose:
// anything the widget chunks import lands in the shared chunk, and the loader must not wait for it.

export type { AttributeKind, AttributeSpec } from '../attributes';
export type { ElementProps, LazyWidgetDefinition, WidgetChunk } from '../lazy-element';
export { elementChunk } from './attach';
