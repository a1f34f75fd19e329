import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';

export interface ThreadMenuItem {
  key: string;
  label: string;
  run(): void;
}

export interface ThreadMenuProps {
  label: string;
  /** Where it opens: the pointer of a right-click, or the thread's corner from the keyboard. */
  at: { x: number; y: number };
  items: readonly ThreadMenuItem[];
  /** Closes it; `restoreFocus` after Escape or a choice (the thread gets focus back). */
  onClose(restoreFocus: boolean): void;
}

/**
 * The right-click menu of a thread (issue 11 "a right-click context menu"; also Shift+F10 or the
 * Menu key on a focused thread): what the thread offers, as a menu the arrows walk. Escape, a
 * choice, or a press outside it closes it (the outside test reads the event's composed path: the
 * menu lives in a shadow root).
 */
export function ThreadMenu({ label, at, items, onClose }: ThreadMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    // Kept inside the window: a right-click near an edge opens it towards the middle.
    const { innerWidth, innerHeight } = element.ownerDocument.defaultView ?? window;
    const box = element.getBoundingClientRect();
    element.style.left = `${Math.max(0, Math.min(at.x, innerWidth - box.width))}px`;
    element.style.top = `${Math.max(0, Math.min(at.y, innerHeight - box.height))}px`;
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [at]);
  useEffect(() => {
    const element = menu.current;
    const doc = element?.ownerDocument;
    if (!element || !doc) return;
    const outside = (event: PointerEvent) => {
      if (!event.composedPath().includes(element)) onClose(false);
    };
    doc.addEventListener('pointerdown', outside, true);
    return () => doc.removeEventListener('pointerdown', outside, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(event.target as HTMLElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = (index + 1) % entries.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + entries.length) % entries.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = entries.length - 1;
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (next < 0) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  return (
    <div ref={menu} role="menu" aria-label={label} className="pd-comment-menu" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="pd-comment-menu-item"
          onClick={() => {
            onClose(true);
            item.run();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
