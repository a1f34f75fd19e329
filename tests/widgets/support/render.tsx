import { createMemoryStorage, createProofdesk, type ProofdeskInstance, type ThemeInput } from 'proofdesk';
import { ProofdeskProvider, ShadowWidget } from 'proofdesk/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, inject } from 'vitest';

const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** Registers a teardown that runs after the current test. */
export function onCleanup(fn: () => void): void {
  cleanups.push(fn);
}

/** A real instance. Nothing reaches the network: there is no stored token, so no profile load. */
export function createTestInstance(theme?: ThemeInput): ProofdeskInstance {
  const instance = createProofdesk({
    baseUrl: 'http://127.0.0.1:9/api',
    storage: createMemoryStorage(),
    ...(theme && { theme }),
  });
  onCleanup(() => instance.destroy());
  return instance;
}

/** A real instance talking to the real API server the global setup started. */
export function createServerInstance(): ProofdeskInstance {
  const instance = createProofdesk({ baseUrl: inject('apiBaseUrl'), storage: createMemoryStorage() });
  onCleanup(() => instance.destroy());
  return instance;
}

export interface Rendered {
  container: HTMLElement;
  root: Root;
  rerender(ui: ReactNode): void;
}

/** Renders `ui` under a provider, synchronously, into a container appended to the page. */
export function render(ui: ReactNode, instance: ProofdeskInstance = createTestInstance()): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const rerender = (next: ReactNode) =>
    flushSync(() => root.render(<ProofdeskProvider instance={instance}>{next}</ProofdeskProvider>));
  rerender(ui);
  onCleanup(() => {
    root.unmount();
    container.remove();
  });
  return { container, root, rerender };
}

/** Renders `ui` inside a ShadowWidget; returns the host element and its shadow root too. */
export function renderInShadow(ui: ReactNode, instance?: ProofdeskInstance) {
  const rendered = render(<ShadowWidget className="test-host">{ui}</ShadowWidget>, instance);
  const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('ShadowWidget did not attach a shadow root');
  return { ...rendered, host, shadowRoot: host.shadowRoot };
}
