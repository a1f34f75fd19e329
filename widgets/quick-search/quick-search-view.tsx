import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { OrderCard } from '../../sdk/contract';
import { fillTemplate, openOrderIntent } from '../../sdk/core/domain';
import {
  orderCardStyles,
  Spinner,
  useAnnounceIntent,
  useLayer,
  useProofdesk,
  useWidgetMessages,
  useWidgetStyles,
  type WidgetViewProps,
} from '../../sdk/react';
import { defaultQuickSearchMessages, type QuickSearchMessages } from './messages';
import { ResultsPanel } from './results-panel';
import { quickSearchStyles } from './styles';
import { useFocusShortcut } from './use-focus-shortcut';
import { useOrderSearch } from './use-order-search';
import { usePanelPosition } from './use-panel-position';

/** `onIntent` hears `open-order` (`/orders/detail/{id}`). */
export interface QuickSearchProps extends WidgetViewProps<QuickSearchMessages> {
  /** Ctrl+Q focuses the box from anywhere on its page. Default true; false leaves the key alone. */
  shortcut?: boolean;
}

/**
 * The header's quick search (dashboard §2 "Quick search", §5, §8, §9): a combobox whose results are
 * order cards. Ctrl+Q focuses it, a term goes out after 500 ms without typing, arrows move through
 * the results, Enter opens one (`open-order`), Escape blurs the box and clears the results.
 */
export function QuickSearchView({
  onIntent,
  messages,
  placement = 'bottom-start',
  shortcut = true,
}: QuickSearchProps) {
  useWidgetStyles(orderCardStyles);
  useWidgetStyles(quickSearchStyles);
  const m = useWidgetMessages(defaultQuickSearchMessages, messages);
  const { session } = useProofdesk();
  const timeZone = useStore(session.$profile)?.timeZone?.value || undefined;
  const announce = useAnnounceIntent(onIntent);
  const search = useOrderSearch();
  const layer = useLayer();
  const base = `pd-qs-${useId().replace(/:/g, '')}`;
  const ids = {
    panel: `${base}-panel`,
    listbox: `${base}-listbox`,
    option: (i: number) => `${base}-option-${i}`,
  };

  const inputRef = useRef<HTMLInputElement>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [focused, setFocused] = useState(false);
  // The active option belongs to one list of results: new results start with none active.
  const [picked, setPicked] = useState<{ list: readonly OrderCard[]; index: number }>({
    list: [],
    index: -1,
  });
  useFocusShortcut(inputRef, shortcut);

  const { orders, status } = search;
  const hasPanel = status === 'error' || status === 'ready' || orders.length > 0;
  const open = focused && hasPanel;
  const expanded = open && orders.length > 0 && status !== 'error';
  usePanelPosition(open ? anchor : null, panel, placement.endsWith('-end'));

  const active = picked.list === orders ? picked.index : -1;
  const setActive = (index: number) => setPicked({ list: orders, index });
  // The active option stays in view while arrows move through a list taller than the panel.
  useEffect(() => {
    if (active < 0 || !panel) return;
    panel.querySelector(`#${base}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, panel, base]);

  const openOrder = (card: OrderCard) => {
    search.clear();
    announce(openOrderIntent(card.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = expanded ? orders.length : 0;
    if (event.key === 'Escape') {
      event.preventDefault();
      search.clear();
      event.currentTarget.blur();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter' && count > 0 && active >= 0) {
      event.preventDefault();
      const card = orders[active];
      if (card) openOrder(card);
    }
  };

  const said =
    status === 'ready'
      ? orders.length === 0
        ? m.noResults
        : orders.length === 1
          ? m.resultsOne
          : fillTemplate(m.resultsOther, { count: orders.length })
      : '';

  const results = open ? (
    <ResultsPanel
      ids={ids}
      status={status}
      orders={orders}
      active={active}
      timeZone={timeZone}
      messages={m}
      panelRef={setPanel}
      onOpen={openOrder}
      onHover={setActive}
    />
  ) : null;

  return (
    <div className="pd-qs" ref={setAnchor}>
      <span className="pd-qs-icon" aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </span>
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className="pd-input pd-qs-input"
        aria-label={m.label}
        placeholder={m.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? ids.listbox : undefined}
        aria-activedescendant={expanded && active >= 0 ? ids.option(active) : undefined}
        aria-keyshortcuts={shortcut ? 'Control+Q' : undefined}
        onChange={(event) => search.type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {status === 'loading' ? <Spinner label={m.searching} className="pd-qs-spinner" /> : null}
      <span className="pd-visually-hidden" role="status">
        {focused ? said : ''}
      </span>
      {results && layer ? createPortal(results, layer) : results}
    </div>
  );
}
