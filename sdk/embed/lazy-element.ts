import type { ProofdeskInstance } from '../core/types';

/** What a widget chunk's `attach` returns for its element. */
export interface AttachedWidget {
  update(): void;
  unmount(): void;
}

export interface WidgetChunk {
  attach(element: HTMLElement, instance: ProofdeskInstance): AttachedWidget;
  /** The widget's store on the instance (created on first use), for the page's own code. */
  store?(instance: ProofdeskInstance): unknown;
}

/** Attributes every widget element reads (theme overrides); a change re-renders the widget. */
export const OBSERVED_ATTRIBUTES = [
  'primary-color',
  'info-color',
  'success-color',
  'warning-color',
  'danger-color',
  'theme-mode',
  'font-family',
  'radius',
  'trigger-color',
];

/**
 * A custom element class that costs nothing until the element connects: then it boots the page's
 * instance and imports its widget's chunk. Kept in the loader, so it must stay tiny.
 */
export function lazyWidgetElement(
  load: () => Promise<WidgetChunk>,
  ready: (element: HTMLElement) => Promise<ProofdeskInstance>,
): CustomElementConstructor {
  return class extends HTMLElement {
    static observedAttributes = OBSERVED_ATTRIBUTES;
    private attached: AttachedWidget | undefined;
    private pending = false;

    connectedCallback() {
      if (this.attached || this.pending) return;
      this.pending = true;
      Promise.all([ready(this), load()])
        .then(([instance, chunk]) => {
          // Removed while loading: nothing to attach to.
          if (this.isConnected && !this.attached) this.attached = chunk.attach(this, instance);
        })
        .catch((error: unknown) => console.error('proofdesk: a widget failed to load', error))
        .finally(() => {
          this.pending = false;
        });
    }

    disconnectedCallback() {
      // Moving an element (remove, then insert) disconnects and reconnects it in one task: only a
      // removal that lasts past the microtask unmounts, so a move keeps the widget's state.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.attached?.unmount();
        this.attached = undefined;
      });
    }

    attributeChangedCallback() {
      this.attached?.update();
    }
  };
}
