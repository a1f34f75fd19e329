import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getDocument } from '../core/dom';
import type { ProofdeskInstance } from '../core/instance';
import type { ThemeInput } from '../core/theme';
import { ProofdeskProvider } from './provider';
import { ShadowWidget } from './shadow-widget';

export interface MountInShadowOptions {
  /** Theme overrides for this widget only, on top of the instance's theme. */
  theme?: ThemeInput | undefined;
}

/** What `mountInShadow` returns: a node, not props (`createWidgetMount` turns it into a `MountedWidget`). */
export interface ShadowMount {
  /** Re-renders the widget with a new node (e.g. new props) and, when given, new options. */
  update(node: ReactNode, options?: MountInShadowOptions): void;
  /** Removes the widget; the last one out tears the shared React root down. */
  unmount(): void;
}

interface MountEntry {
  id: number;
  element: HTMLElement;
  node: ReactNode;
  theme: ThemeInput | undefined;
}

export interface ShadowRenderer {
  readonly root: Root;
  /** Detached: React listens for events on each portal container, so it need not be in the page. */
  readonly container: HTMLElement;
  readonly $mounts: WritableAtom<readonly MountEntry[]>;
}

const renderers = new WeakMap<ProofdeskInstance, ShadowRenderer>();
let nextId = 1;

function Mounts({ $mounts }: { $mounts: ShadowRenderer['$mounts'] }) {
  const mounts = useStore($mounts);
  return mounts.map((m) => (
    <ShadowWidget key={m.id} host={m.element} {...(m.theme && { theme: m.theme })}>
      {m.node}
    </ShadowWidget>
  ));
}

function getOrCreateRenderer(instance: ProofdeskInstance, element: HTMLElement): ShadowRenderer {
  const existing = renderers.get(instance);
  if (existing) return existing;
  const container = getDocument(element).createElement('div');
  const root = createRoot(container);
  const $mounts = atom<readonly MountEntry[]>([]);
  root.render(
    <ProofdeskProvider instance={instance}>
      <Mounts $mounts={$mounts} />
    </ProofdeskProvider>,
  );
  const renderer = { root, container, $mounts };
  renderers.set(instance, renderer);
  return renderer;
}

/** The instance's shared renderer while any widget is mounted through mountInShadow. */
export function getShadowRenderer(instance: ProofdeskInstance): ShadowRenderer | undefined {
  return renderers.get(instance);
}

/**
 * Renders `node` into `element`'s shadow root for hosts without React. Every widget of an instance
 * shares one lazily created React root (one tree, one context); mounting into an element that
 * already holds a widget replaces it.
 */
export function mountInShadow(
  instance: ProofdeskInstance,
  element: HTMLElement,
  node: ReactNode,
  options: MountInShadowOptions = {},
): ShadowMount {
  const renderer = getOrCreateRenderer(instance, element);
  const { $mounts } = renderer;
  const id = nextId++;
  $mounts.set([
    ...$mounts.get().filter((m) => m.element !== element),
    { id, element, node, theme: options.theme },
  ]);

  return {
    update(next, nextOptions) {
      const theme = (m: MountEntry) => (nextOptions ? nextOptions.theme : m.theme);
      $mounts.set($mounts.get().map((m) => (m.id === id ? { ...m, node: next, theme: theme(m) } : m)));
    },
    unmount() {
      const rest = $mounts.get().filter((m) => m.id !== id);
      $mounts.set(rest);
      if (rest.length > 0) return;
      // Deferred: unmount() may be called from a host component's effect cleanup, and unmounting a
      // root synchronously while React renders warns. A mount in the meantime keeps the root alive.
      queueMicrotask(() => {
        if ($mounts.get().length > 0 || renderers.get(instance) !== renderer) return;
        renderers.delete(instance);
        renderer.root.unmount();
      });
    },
  };
}
