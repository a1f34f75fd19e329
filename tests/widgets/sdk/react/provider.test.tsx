import { setDefaultProofdesk } from 'proofdesk';
import { useProofdesk } from 'proofdesk/react';
import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestInstance, onCleanup, render } from '../../support/render';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}

let seen: unknown;
function Probe() {
  seen = useProofdesk();
  return null;
}

afterEach(() => setDefaultProofdesk(undefined));

describe('useProofdesk', () => {
  it('returns the provider instance', () => {
    const instance = createTestInstance();
    render(<Probe />, instance);
    expect(seen).toBe(instance);
  });

  it('falls back to the page default instance', () => {
    const instance = createTestInstance();
    setDefaultProofdesk(instance);
    const container = document.createElement('div');
    const root = createRoot(container);
    onCleanup(() => root.unmount());
    flushSync(() => root.render(<Probe />));
    expect(seen).toBe(instance);
  });

  it('throws the Radix-style error without a provider or default', () => {
    const container = document.createElement('div');
    const root = createRoot(container, { onCaughtError: () => {} });
    onCleanup(() => root.unmount());
    flushSync(() =>
      root.render(
        <Catch>
          <Probe />
        </Catch>,
      ),
    );
    expect(container.textContent).toContain('`useProofdesk` must be used within `ProofdeskProvider`');
  });
});
