import type { Placement } from '@floating-ui/dom';
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '../use-controllable-state';
import { useLayer } from '../use-layer';
import { cx } from './class-names';
import { containsFocus, elementRef, focusFirst, mergeRefs } from './focus';
import { PopoverSpaceContext } from './popover-space';
import { loadFloatingUi, type PopoverSpace, useAnchoredPosition } from './use-anchored-position';
import { useDismiss } from './use-dismiss';

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

const preload = () => void loadFloatingUi();

export interface PopoverProps {
  /** The element that opens the popover: a Button or any element taking ref and onClick. */
  trigger: ReactElement<TriggerProps>;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the popover panel. */
  label: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  className?: string;
}

/**
 * A non-modal dialog anchored to its trigger, rendered on the shadow root's layer and positioned by
 * Floating UI. Opens on click; closes on Escape, an outside press (composed path) or focus leaving.
 * It never leaves the window: flipped, shifted and capped to the room it has (content reads that room
 * with `usePopoverSpace`), and a full-width sheet in windows narrower than 480 px.
 */
export function Popover({
  trigger,
  children,
  label,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
  className,
}: PopoverProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const layer = useLayer();
  const contentId = `pd-popover-${useId()}`;
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  // State, not refs: positioning starts when both elements exist.
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const [space, setSpace] = useState<PopoverSpace | null>(null);
  // Whole pixels, and a new object only on a change: scrolling the page must not re-render content.
  const onSpace = useCallback((next: PopoverSpace) => {
    const rounded = { availableHeight: Math.floor(next.availableHeight), sheet: next.sheet };
    setSpace((prev) =>
      prev?.availableHeight === rounded.availableHeight && prev.sheet === rounded.sheet ? prev : rounded,
    );
  }, []);
  useAnchoredPosition(open ? reference : null, floating, placement, onSpace);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus({ preventScroll: true });
    },
    [setOpen],
  );

  useDismiss({
    enabled: open,
    anchor: () => triggerRef.current,
    inside: () => [triggerRef.current, contentRef.current],
    // Focus goes back to the trigger only if it was in the popover; an outside press may be
    // putting it somewhere else on purpose.
    onDismiss: (reason) =>
      close(reason === 'escape' || (!!contentRef.current && containsFocus(contentRef.current))),
  });

  useEffect(() => {
    if (open && contentRef.current) focusFirst(contentRef.current);
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !contentRef.current?.contains(next) && !triggerRef.current?.contains(next)) close(false);
  };

  const triggerElement = cloneElement(trigger, {
    ref: mergeRefs(elementRef(trigger), triggerRef, setReference),
    // Pointing at or tabbing to the trigger starts loading the positioning code before the click.
    onPointerEnter: () => {
      trigger.props.onPointerEnter?.();
      preload();
    },
    onFocus: () => {
      trigger.props.onFocus?.();
      preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!open);
    },
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'aria-haspopup': 'dialog',
  } as TriggerProps);

  const content = open ? (
    <div
      ref={mergeRefs(contentRef, setFloating)}
      id={contentId}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      className={cx('pd-popover', className)}
      onBlur={onBlur}
    >
      <PopoverSpaceContext.Provider value={space}>
        {typeof children === 'function' ? children(() => close(true)) : children}
      </PopoverSpaceContext.Provider>
    </div>
  ) : null;

  return (
    <>
      {triggerElement}
      {content && layer ? createPortal(content, layer) : content}
    </>
  );
}
