import { useFocusAfterRemoval } from 'proofdesk/react';
import { useRef, useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { onCleanup, renderInShadow } from '../../support/render';

// The one rule of every removable list, in a shadow root: focus goes to the next item, else the
// previous, else the empty state, and only when the removal really took focus with it.

/** A list whose removals land `delay` ms after the click, as a server-backed store's may. */
function Fruits({ initial, delay = 0 }: { initial: string[]; delay?: number }) {
  const [items, setItems] = useState(initial);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const { listRef, willRemove } = useFocusAfterRemoval<HTMLUListElement>({
    itemSelector: '.remove',
    fallback: () => emptyRef.current,
  });
  const remove = (name: string, index: number) => {
    willRemove(index);
    const apply = () => setItems((current) => current.filter((item) => item !== name));
    if (delay) setTimeout(apply, delay);
    else apply();
  };
  if (items.length === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1}>
        Nothing left
      </p>
    );
  }
  return (
    <>
      <ul ref={listRef}>
        {items.map((name, index) => (
          <li key={name}>
            <button type="button" className="remove" onClick={() => remove(name, index)}>
              Remove {name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </>
  );
}

const active = () => getActiveElement(document);
const button = (name: string) => screen.getByShadowRole('button', { name: `Remove ${name}` });

describe('useFocusAfterRemoval', () => {
  it('next, else previous, else the empty state; never <body>', async () => {
    renderInShadow(<Fruits initial={['apple', 'pear', 'plum']} />);
    button('pear').focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(active).toBe(button('plum'));
    await userEvent.keyboard('{Enter}');
    await expect.poll(active).toBe(button('apple'));
    await userEvent.keyboard('{Enter}');
    await expect.poll(active).toBe(screen.getByShadowText('Nothing left'));
  });

  it('waits for a removal that lands later', async () => {
    renderInShadow(<Fruits initial={['apple', 'pear']} delay={150} />);
    button('apple').focus();
    await userEvent.keyboard('{Enter}');
    // Not gone yet: focus stays where it is.
    expect(active()).toBe(button('apple'));
    await expect.poll(() => screen.queryByShadowRole('button', { name: 'Remove apple' })).toBeNull();
    await expect.poll(active).toBe(button('pear'));
  });

  it('leaves the focus of a user who moved on meanwhile', async () => {
    renderInShadow(<Fruits initial={['apple', 'pear']} delay={150} />);
    const pageInput = document.createElement('input');
    document.body.append(pageInput);
    onCleanup(() => pageInput.remove());
    button('apple').focus();
    await userEvent.keyboard('{Enter}');
    pageInput.focus();
    // The hook moves focus in a layout effect, in the commit that removes the row: once the row is
    // gone, it has decided.
    await expect.poll(() => screen.queryByShadowRole('button', { name: 'Remove apple' })).toBeNull();
    expect(active()).toBe(pageInput);
  });
});
