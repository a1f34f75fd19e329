import type { MouseEvent, Ref } from 'react';
import type { OrderCard } from '../../sdk/contract';
import { orderCardFields } from '../../sdk/core/orders';
import { OrderCardView } from '../../sdk/react';
import type { QuickSearchMessages } from './messages';
import type { SearchStatus } from './use-order-search';

export interface ResultsPanelProps {
  ids: { panel: string; listbox: string; option: (index: number) => string };
  status: SearchStatus;
  orders: readonly OrderCard[];
  active: number;
  timeZone: string | undefined;
  messages: QuickSearchMessages;
  panelRef: Ref<HTMLDivElement>;
  onOpen(card: OrderCard): void;
  onHover(index: number): void;
}

// A press inside the panel must not take focus from the box (the combobox keeps it throughout).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The panel under the box: the results as order cards in a listbox (each card an option), the
 * 'No orders found' empty state, or the generic error. Positioned by the shared anchored positioner.
 */
export function ResultsPanel({
  ids,
  status,
  orders,
  active,
  timeZone,
  messages: m,
  panelRef,
  onOpen,
  onHover,
}: ResultsPanelProps) {
  let body: React.ReactNode;
  if (status === 'error') {
    body = (
      <div className="pd-panel-error pd-qs-error" role="alert">
        <p className="pd-qs-error-title">{m.errorTitle}</p>
        <p>{m.genericError}</p>
      </div>
    );
  } else if (orders.length === 0) {
    body = status === 'ready' ? <p className="pd-qs-empty">{m.noResults}</p> : null;
  } else {
    body = (
      <div
        id={ids.listbox}
        role="listbox"
        aria-label={m.results}
        className="pd-qs-listbox"
        onMouseDown={keepFocus}
      >
        {orders.map((card, index) => {
          const id = ids.option(index);
          return (
            // Keyboard users reach options through the box (aria-activedescendant), not by Tab. Named
            // by the whole card (what it shows), so the name never contradicts the visible text.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys.
            <div
              key={card.id}
              id={id}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="pd-qs-option"
              onClick={() => onOpen(card)}
              onMouseMove={() => index !== active && onHover(index)}
            >
              <OrderCardView fields={orderCardFields(card, timeZone, m)} messages={m} />
            </div>
          );
        })}
      </div>
    );
  }
  if (!body) return null;
  return (
    <div ref={panelRef} id={ids.panel} className="pd-popover pd-qs-panel">
      {body}
    </div>
  );
}
