import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button, Popover } from '../../sdk/react';
import { type BoardMessages, fill } from './messages';
import type { MoveOption } from './move-options';

export interface MoveMenuProps {
  name: string;
  options: readonly MoveOption[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(option: MoveOption): void;
  messages: BoardMessages;
}

/**
 * The keyboard path for every move (dnd-kit's keyboard sensor only reaches mounted droppables, and
 * columns are virtualized): 'Move {name} to…' opens a menu of exactly the targets the role allows.
 */
export function MoveMenu({ name, options, open, onOpenChange, onChoose, messages: m }: MoveMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(event.target as HTMLElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = (at + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const label = fill(m.moveMenu, { name });
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      label={label}
      placement="bottom-end"
      className="pd-board-move-popover"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="pd-board-move-button"
          aria-haspopup="menu"
          aria-expanded={open}
          // Not the card's Enter: the card opens the order, this opens the menu.
          onKeyDown={(event) => event.stopPropagation()}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <span aria-hidden="true">⋯</span>
          <span className="pd-visually-hidden">{fill(m.moveButton, { name })}</span>
        </Button>
      }
    >
      {(close) => (
        <div
          ref={menuRef}
          role="menu"
          aria-label={label}
          className="pd-board-move-menu"
          onKeyDown={onKeyDown}
        >
          {options.length === 0 && <p className="pd-board-move-none">{m.noMoves}</p>}
          {options.map((option) => (
            <button
              key={option.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="pd-board-move-item"
              onClick={() => {
                close();
                onChoose(option);
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </Popover>
  );
}
