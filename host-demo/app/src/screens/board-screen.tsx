import { Board } from 'proofdesk/board';
import { useMemo, useRef } from 'react';
import { useColorScheme } from '../lib/color-scheme';
import { useFillHeight } from '../lib/use-fill-height';

/**
 * The home of the portal (dashboard §2 "/" and "/order-list"): the order board, or its list view.
 * The board follows the instance's shared order filter, so the filter sidebar of the next issue
 * only has to fill the reserved aside; its `open-order` intents go through the portal's navigate.
 */
export default function BoardScreen({ view }: { view: 'board' | 'list' }) {
  const { mode } = useColorScheme();
  const theme = useMemo(() => ({ mode }), [mode]);
  const area = useRef<HTMLElement>(null);
  useFillHeight(area);
  return (
    <div className="app-board-screen">
      {/* The order filter's place (dashboard §2 "Sidebar"); empty, and so not drawn, until it lands. */}
      <aside className="app-board-sidebar" data-slot="order-filter" />
      <section
        ref={area}
        className="app-board-area"
        aria-label={view === 'list' ? 'Order list' : 'Order board'}
      >
        <Board className="app-board" view={view} theme={theme} />
      </section>
    </div>
  );
}
