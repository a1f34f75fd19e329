import { getDocument } from './document';

export interface ShadowHost {
  root: ShadowRoot;
  /** Where the widget renders. */
  container: HTMLDivElement;
  /** Where the widget's popovers, modals and toasts render: same root, same styles. */
  layer: HTMLDivElement;
}

export interface CreateShadowHostOptions {
  mode?: 'open';
}

// `:scope > x` does not work from a ShadowRoot (it is not an element, so :scope matches nothing).
function childWith(root: ShadowRoot, attribute: string): HTMLDivElement | null {
  for (const child of root.children) if (child.hasAttribute(attribute)) return child as HTMLDivElement;
  return null;
}

/**
 * Attaches an open shadow root to `host` (or reuses the one it has) and makes sure it holds one
 * container and one popover layer. Open, because composedPath() and testing tools need to see in.
 */
export function createShadowHost(host: HTMLElement, options: CreateShadowHostOptions = {}): ShadowHost {
  const root = host.shadowRoot ?? host.attachShadow({ mode: options.mode ?? 'open' });
  const doc = getDocument(host);
  let container = childWith(root, 'data-pd-container');
  if (!container) {
    container = doc.createElement('div');
    container.className = 'pd-root';
    container.dataset.pdContainer = '';
    root.append(container);
  }
  let layer = childWith(root, 'data-pd-layer');
  if (!layer) {
    layer = doc.createElement('div');
    layer.className = 'pd-root pd-layer';
    layer.dataset.pdLayer = '';
    root.append(layer);
  }
  return { root, container, layer };
}
