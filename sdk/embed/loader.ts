// The script-tag entry (`/embed/proofdesk.js`) calls `startLoader` with one definition per widget of
// the manifest (the build generates that call: scripts/widget-manifest.mjs). It stays tiny: it reads
// its configuration from its own <script> element, defines the widget elements, and imports the
// shared core and each widget's chunk only when the page first needs them.
import type { ProofdeskInstance } from '../core/instance';
import { findLoaderScript, readElementConfig, readScriptConfig, resolveEmbedConfig } from './config';
import { defineCustomElement } from './define-element';
import { type LazyWidgetDefinition, lazyWidgetElement } from './lazy-element';

export function startLoader(loaderUrl: string, widgets: readonly LazyWidgetDefinition[]): void {
  // A module script has no `document.currentScript`; it finds its element by its own URL instead.
  const scriptConfig = readScriptConfig(findLoaderScript(document, loaderUrl));

  let booting: Promise<ProofdeskInstance> | undefined;
  /** The page's one instance, created by whoever asks first (a widget element or the page's code). */
  const ready = (element?: Element): Promise<ProofdeskInstance> => {
    const elementConfig = element ? readElementConfig(element) : {};
    booting ??= import('./boot')
      .then(({ boot }) => boot(resolveEmbedConfig(scriptConfig, elementConfig, loaderUrl)))
      .catch((error: unknown) => {
        // A chunk that failed to download (offline, a deploy in between) may load on the next try.
        booting = undefined;
        throw error;
      });
    return booting;
  };

  // A second copy of the loader on the page must not throw "this name has already been used".
  for (const widget of widgets)
    defineCustomElement(widget.tag, lazyWidgetElement(withPreload(widget), ready));

  /**
   * The widget's chunk and, beside it, every file it imports statically (`preload`): the browser
   * would otherwise find those only once the chunk is in, one round trip later. Importing a file
   * early only runs it earlier: the build's modules are side-effect free.
   */
  function withPreload(widget: LazyWidgetDefinition): LazyWidgetDefinition {
    const { preload = [], load } = widget;
    // A build that did not write the list in leaves its placeholder (a string): nothing to preload.
    const files = Array.isArray(preload) ? preload.map((file) => new URL(file, loaderUrl).href) : [];
    return {
      ...widget,
      load: () => {
        for (const file of files) import(/* @vite-ignore */ file).catch(() => {});
        return load();
      },
    };
  }

  /** A widget's store (`store('proofdesk-cart')`), loading that widget's chunk if needed. */
  async function store(tag: string): Promise<unknown> {
    const widget = widgets.find((candidate) => candidate.tag === tag);
    if (!widget) throw new TypeError(`Proofdesk.store: no widget element '${tag}'.`);
    const [instance, chunk] = await Promise.all([ready(), widget.load()]);
    return chunk.store?.(instance);
  }

  // A plain page reaches the instance through `window.Proofdesk.ready`, a widget's store through
  // `window.Proofdesk.store(tag)` (widgets' stores attach to the instance lazily, in their chunks).
  Object.defineProperty(globalThis, 'Proofdesk', {
    configurable: true,
    value: Object.defineProperty({ store }, 'ready', { enumerable: true, get: () => ready() }),
  });
}
