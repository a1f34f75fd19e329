import { Button, getShadowRenderer, mountInShadow, useProofdesk } from 'proofdesk/react';
import { createContext, useContext, useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createTestInstance, onCleanup } from '../../support/render';

function makeElement(): HTMLElement {
  const el = document.createElement('section');
  document.body.append(el);
  onCleanup(() => el.remove());
  return el;
}

// Identity of the context value each widget sees: with one tree, both see the very same object.
const seenInstances: unknown[] = [];
function WhoAmI({ label }: { label: string }) {
  seenInstances.push(useProofdesk());
  const [count, setCount] = useState(0);
  return <Button onClick={() => setCount((c) => c + 1)}>{`${label} ${count}`}</Button>;
}

const Label = createContext('none');
function Counter() {
  const [count, setCount] = useState(0);
  return <Button onClick={() => setCount((c) => c + 1)}>{`${useContext(Label)} ${count}`}</Button>;
}

describe('mountInShadow', () => {
  it('renders two widgets from one React root and one context, each in its own shadow root', async () => {
    const instance = createTestInstance();
    const a = makeElement();
    const b = makeElement();
    seenInstances.length = 0;
    const first = mountInShadow(instance, a, <WhoAmI label="first" />);
    const rendererAfterFirst = getShadowRenderer(instance);
    const second = mountInShadow(instance, b, <WhoAmI label="second" />);

    const one = await screen.findByShadowRole('button', { name: 'first 0' });
    const two = await screen.findByShadowRole('button', { name: 'second 0' });
    expect(one.getRootNode()).toBe(a.shadowRoot);
    expect(two.getRootNode()).toBe(b.shadowRoot);

    const renderer = getShadowRenderer(instance);
    expect(renderer).toBeDefined();
    expect(renderer).toBe(rendererAfterFirst);
    expect(renderer?.$mounts.get()).toHaveLength(2);
    // The shared root's container is detached: nothing is added to the host document.
    expect(renderer?.container.isConnected).toBe(false);
    expect(new Set(seenInstances)).toEqual(new Set([instance]));

    // Events reach handlers through portals of a detached root.
    await userEvent.click(two);
    await screen.findByShadowRole('button', { name: 'second 1' });

    first.unmount();
    await expect.poll(() => a.shadowRoot?.textContent).toBe('');
    await Promise.resolve();
    expect(getShadowRenderer(instance)).toBe(renderer);
    second.unmount();
    await expect.poll(() => getShadowRenderer(instance)).toBeUndefined();
    expect(b.shadowRoot?.textContent).toBe('');
  });

  it('update() re-renders in place, keeping component state', async () => {
    const instance = createTestInstance();
    const el = makeElement();
    const handle = mountInShadow(
      instance,
      el,
      <Label.Provider value="before">
        <Counter />
      </Label.Provider>,
    );
    await userEvent.click(await screen.findByShadowRole('button', { name: 'before 0' }));
    await screen.findByShadowRole('button', { name: 'before 1' });
    handle.update(
      <Label.Provider value="after">
        <Counter />
      </Label.Provider>,
    );
    // Same shadow root, same component instance (count kept), new props.
    const button = await screen.findByShadowRole('button', { name: 'after 1' });
    expect(button.getRootNode()).toBe(el.shadowRoot);
    handle.unmount();
    await expect.poll(() => getShadowRenderer(instance)).toBeUndefined();
  });

  it('keeps one renderer per instance', async () => {
    const one = createTestInstance();
    const two = createTestInstance();
    const h1 = mountInShadow(one, makeElement(), <span>one</span>);
    const h2 = mountInShadow(two, makeElement(), <span>two</span>);
    await screen.findByShadowText('one');
    await screen.findByShadowText('two');
    expect(getShadowRenderer(one)).not.toBe(getShadowRenderer(two));
    h1.unmount();
    h2.unmount();
    await expect.poll(() => getShadowRenderer(one) ?? getShadowRenderer(two)).toBeUndefined();
  });

  it('replaces the widget when the same element is mounted again', async () => {
    const instance = createTestInstance();
    const el = makeElement();
    mountInShadow(instance, el, <span>old</span>);
    const handle = mountInShadow(instance, el, <span>new</span>);
    await screen.findByShadowText('new');
    expect(el.shadowRoot?.textContent).toBe('new');
    expect(getShadowRenderer(instance)?.$mounts.get()).toHaveLength(1);
    handle.unmount();
    await expect.poll(() => getShadowRenderer(instance)).toBeUndefined();
  });
});
