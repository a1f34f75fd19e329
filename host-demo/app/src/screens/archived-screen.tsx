import { getArchivedOrderFilter } from 'proofdesk';
import { ARCHIVED_ORDER_FILTER_FIELDS } from 'proofdesk/filter-sidebar';
import { useProofdesk } from 'proofdesk/react';
import { useFilterInUrl } from '../lib/use-filter-in-url';
import { OrdersLayout } from './board-screen';

/**
 * Dashboard §2 "/archived-order": the archived orders (GET /order/archived) as the list view's table,
 * beside the Archive Order Filter panel, which writes the instance's shared archived-order filter
 * that the table follows; the filter is kept in the query string as on the board.
 */
export default function ArchivedScreen() {
  const proofdesk = useProofdesk();
  useFilterInUrl(getArchivedOrderFilter(proofdesk), ARCHIVED_ORDER_FILTER_FIELDS);
  return <OrdersLayout parts="archive-filter" view="archived" label="Archived orders" />;
}
