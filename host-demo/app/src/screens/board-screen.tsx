import { getOrderFilter, type OrderFilterValue } from 'proofdesk';
import { Board } from 'proofdesk/board';
import { FilterSidebar, ORDER_FILTER_FIELDS } from 'proofdesk/filter-sidebar';
import { useProofdesk, useStore } from 'proofdesk/react';
import { useRef } from 'react';
import { useCustomerViewPin } from '../customers/own-orders';
import { useWidgetTheme } from '../lib/color-scheme';
import { useFillHeight } from '../lib/use-fill-height';
import { useFilterInUrl } from '../lib/use-filter-in-url';

/**
 * The home of the portal (dashboard §2 "/" and "/order-list"): the filter sidebar beside the order
 * board, or its list view. The board follows the instance's shared order filter, which the
 * sidebar's Orders Advance Filter writes, so the two work together with no code here; the filter is
 * also kept in the query string, so a filtered board can be bookmarked and shared. `open-order`
 * intents go through the portal's navigate.
 */
export default function BoardScreen({ view }: { view: 'board' | 'list' }) {
  const proofdesk = useProofdesk();
  useFilterInUrl(getOrderFilter(proofdesk), ORDER_FILTER_FIELDS);
  // A white-label client's customer view: its own account's orders only (customers/own-orders.ts).
  const pin = useCustomerViewPin();
  if (pin === 'pending') return null;
  return (
    <OrdersLayout
      parts="meters,hours,filter"
      view={view}
      label={view === 'list' ? 'Order list' : 'Order board'}
      pin={pin}
    />
  );
}

/** The sidebar (the parts named) beside the board in `view`: the board pages and the archive. */
export function OrdersLayout({
  parts,
  view,
  label,
  pin,
}: {
  parts: string;
  view: 'board' | 'list' | 'archived';
  label: string;
  /** Fields held on top of the shared filter (the board then shows the two merged). */
  pin?: OrderFilterValue | undefined;
}) {
  const proofdesk = useProofdesk();
  const shared = useStore(getOrderFilter(proofdesk));
  const filter = pin ? { ...shared, ...pin } : undefined;
  const theme = useWidgetTheme();
  const area = useRef<HTMLElement>(null);
  useFillHeight(area);
  return (
    <div className="app-board-screen">
      <aside className="app-board-sidebar" aria-label="Filters">
        <FilterSidebar className="app-sidebar" parts={parts} theme={theme} />
      </aside>
      <section ref={area} className="app-board-area" aria-label={label}>
        <Board className="app-board" view={view} theme={theme} filter={filter} />
      </section>
    </div>
  );
}
