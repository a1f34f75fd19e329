import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import type { OrderCard } from '../../../sdk/contract';
import { fillTemplate } from '../../../sdk/core/domain';
import {
  type ArchivedOrderFilterValue,
  type OrderFilterValue,
  orderCardFields,
} from '../../../sdk/core/orders';
import { Button, errorText, Spinner, useInstanceStore, useWidgetStyles } from '../../../sdk/react';
import { ScrollTrack } from '../scroll-track';
import { useScrollEdges } from '../use-scroll-edges';
import { LIST_COLUMNS } from './list-columns';
import { type OrderListSource, orderListSlot } from './list-store';
import type { ListMessages } from './messages';
import { listStyles } from './styles';
import { type ListSort, useListSort } from './use-list-sort';

export interface ListViewProps {
  /** The filter (GET /order's filter fields); the board passes its resolved filter. */
  filter: OrderFilterValue | ArchivedOrderFilterValue;
  /** 'orders' (default): open orders; 'archived': GET /order/archived with the archived filter. */
  source?: OrderListSource;
  messages: ListMessages;
  /** IANA zone the dates are shown in. Default: the browser's. */
  timeZone?: string;
  onOpenOrder(card: OrderCard): void;
}

const ariaSort = (sort: ListSort, column: string) =>
  sort.sortType !== column ? undefined : sort.sortAsc ? 'ascending' : 'descending';

/**
 * The list view (dashboard §2 "/order-list"): the board's orders as a table, one column per card
 * field, sortable per column on the server (`sortType` / `sortAsc`, remembered locally), paged with
 * Load More under the server's total, live with the server's `reload-order-list` pushes. A row
 * opens its order on a click, or Enter on its order-name button.
 */
export function ListView({ filter, source = 'orders', messages: m, timeZone, onOpenOrder }: ListViewProps) {
  useWidgetStyles(listStyles);
  const store = useInstanceStore(orderListSlot);
  const [sort, toggleSort] = useListSort();
  const feed = useMemo(() => store.feed(filter, sort, source), [store, filter, sort, source]);
  const state = useStore(feed.$state);
  const body = useRef<HTMLTableSectionElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Columns cut off on the right showed no hint (issue 21): shadows, a visible scrollbar, and the
  // frame a keyboard stop while it scrolls. An up/down wheel stays the page's here.
  const edges = useScrollEdges(scroller);

  const loadMore = async () => {
    const before = state.rows.length;
    await feed.loadMore();
    // Focus goes to the first new row's button: the button pressed may be gone (last page).
    body.current?.querySelectorAll<HTMLElement>('.pd-list-open')[before]?.focus({ preventScroll: false });
  };

  if (state.status === 'error' && state.error) {
    const { title, message } = errorText(state.error, m);
    return (
      <div className="pd-panel-error pd-list-error" role="alert">
        <p className="pd-list-error-title">{title}</p>
        <p>{message}</p>
        <Button variant="secondary" onClick={() => void feed.reload()}>
          {m.listRetry}
        </Button>
      </div>
    );
  }

  const loading = state.status === 'loading' || state.status === 'idle';
  return (
    <div className="pd-list">
      <div className="pd-scroll-frame" data-more-start={edges.start} data-more-end={edges.end}>
        <div
          ref={scroller}
          className="pd-list-scroll"
          {...(edges.overflows && { tabIndex: 0, role: 'region', 'aria-label': m.listLabel })}
        >
          <table className="pd-list-table" aria-label={m.listLabel} aria-busy={loading || state.loadingMore}>
            <thead>
              <tr>
                {LIST_COLUMNS.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort(sort, column.sort)}
                    className={`pd-list-col-${column.id}`}
                  >
                    <button type="button" className="pd-list-sort" onClick={() => toggleSort(column.sort)}>
                      {m[column.header]}
                      <span
                        className="pd-list-sort-icon"
                        aria-hidden="true"
                        data-dir={ariaSort(sort, column.sort)}
                      />
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody ref={body}>
              {state.rows.map((card) => {
                const fields = orderCardFields(card, timeZone, m);
                return (
                  // The row is a mouse target; keyboard users press the name's button (Enter), one
                  // tab stop per row, a real button for screen readers.
                  <tr key={card.id} className="pd-list-row" onClick={() => onOpenOrder(card)}>
                    {LIST_COLUMNS.map((column) => (
                      <td key={column.id} className={`pd-list-col-${column.id}`}>
                        {column.id === 'name' ? (
                          <button
                            type="button"
                            className="pd-list-open"
                            title={fields.name === fields.fullName ? undefined : fields.fullName}
                            onClick={(event) => {
                              event.stopPropagation();
                              onOpenOrder(card);
                            }}
                          >
                            {fields.name}
                          </button>
                        ) : (
                          column.cell(card, fields, m)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {edges.overflows && <ScrollTrack scroller={scroller} />}
      </div>
      {loading ? <Spinner label={m.listLoading} className="pd-list-spinner" /> : null}
      {state.status === 'ready' && state.rows.length === 0 ? (
        <p className="pd-list-empty">{m.listEmpty}</p>
      ) : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        <div className="pd-list-footer">
          <p className="pd-list-count" aria-live="polite">
            {fillTemplate(m.listShowing, {
              count: state.rows.length,
              total: state.total ?? state.rows.length,
            })}
          </p>
          {state.hasMore ? (
            <Button variant="secondary" onClick={() => void loadMore()} disabled={state.loadingMore}>
              {state.loadingMore ? <Spinner label={m.listLoading} /> : null}
              {m.listLoadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
