import type { ProofdeskInstance } from '../core/instance';
import { type AttributeSpec, parseAttribute } from './attributes';

/** A widget's props as its element collects them: from attributes, then from properties. */
export type ElementProps = Record<string, unknown>;

/**
 * A widget the chunk attached: the shape of the React layer's `MountedWidget`, named here so the
 * loader depends on no React layer module (not even for a type).
 */
export interface AttachedWidget {
  update(props: ElementProps): void;
  unmount(): void;
}

/** What a widget chunk (`widgets/<name>/element.ts`) exports. */
export interface WidgetChunk {
  attach(element: HTMLElement, instance: ProofdeskInstance, props: ElementProps): AttachedWidget;
  /** The widget's store on the instance (created on first use), for the page's own code. */
  store?(instance: ProofdeskInstance): unknown;
}

/** One element the loader defines (derived from the widget manifest at build time). */
export interface LazyWidgetDefinition {
  tag: string;
  attributes: readonly AttributeSpec[];
  /** Props settable only as properties (functions, objects): `onIntent`, `theme`. */
  properties: readonly string[];
  /**
   * The files the widget's chunk imports statically, relative to the loader (the build writes them
   * in): imported beside the chunk, so its whole first path downloads at once.
   */
  preload?: readonly string[];
  load(): Promise<WidgetChunk>;
}

/** Theme attributes every widget element reads (the chunk turns them into a theme). */
const THEME_ATTRIBUTES = [
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
 * instance and imports its widget's chunk. Its props come from observed attributes (parsed by the
 * manifest's kind) and from properties (`el.messages = {…}`), which win over attributes; either may
 * change at any time, before or after the chunk is there. Kept in the loader, so it must stay tiny.
 */
export function lazyWidgetElement(
  { tag, attributes, properties, load }: LazyWidgetDefinition,
  ready: (element: HTMLElement) => Promise<ProofdeskInstance>,
): CustomElementConstructor {
  const props = [...attributes.map((spec) => spec[1]), ...properties];
  class LazyWidgetElement extends HTMLElement {
    static observedAttributes = [...THEME_ATTRIBUTES, ...attributes.map((spec) => spec[0])];
    #attached: AttachedWidget | undefined;
    #pending = false;
    #fromAttributes: ElementProps = {};
    #fromProperties: ElementProps = {};

    constructor() {
      super();
      // A property set before the loader defined this element sits on the element itself and hides
      // the accessor: take it over (the custom elements "lazy properties" pattern).
      for (const prop of props) {
        if (!Object.hasOwn(this, prop)) continue;
        const value = (this as unknown as ElementProps)[prop];
        delete (this as unknown as ElementProps)[prop];
        this.#fromProperties[prop] = value;
      }
    }

    /** The props the widget renders with now. */
    props(): ElementProps {
      return { ...this.#fromAttributes, ...this.#fromProperties };
    }

    setProp(prop: string, value: unknown) {
      if (value === undefined) delete this.#fromProperties[prop];
      else this.#fromProperties[prop] = value;
      this.#attached?.update(this.props());
    }

    connectedCallback() {
      if (this.#attached || this.#pending) return;
      this.#pending = true;
      Promise.all([ready(this), load()])
        .then(([instance, chunk]) => {
          // Removed while loading: nothing to attach to.
          if (this.isConnected && !this.#attached)
            this.#attached = chunk.attach(this, instance, this.props());
        })
        .catch((error: unknown) => console.error('proofdesk: a widget failed to load', error))
        .finally(() => {
          this.#pending = false;
        });
    }

    disconnectedCallback() {
      // Moving an element (remove, then insert) disconnects and reconnects it in one task: only a
      // removal that lasts past the microtask unmounts, so a move keeps the widget's state.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#attached?.unmount();
        this.#attached = undefined;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const spec = attributes.find((candidate) => candidate[0] === name);
      if (spec) {
        const parsed = parseAttribute(tag, spec, value);
        if (parsed === undefined) delete this.#fromAttributes[spec[1]];
        else this.#fromAttributes[spec[1]] = parsed;
      }
      this.#attached?.update(this.props());
    }
  }
  // Every prop is an element property too, before and after the chunk is there.
  for (const prop of props) {
    Object.defineProperty(LazyWidgetElement.prototype, prop, {
      configurable: true,
      get(this: LazyWidgetElement) {
        return this.props()[prop];
      },
      set(this: LazyWidgetElement, value: unknown) {
        this.setProp(prop, value);
      },
    });
  }
  return LazyWidgetElement;
}
