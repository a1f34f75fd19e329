import type { WritableAtom } from 'nanostores';
import type { ArchivedOrderListQuery, OrderCard, OrderListData, OrderListQuery } from '../../../sdk/contract';
import type { LivePage } from '../../../sdk/core/collection';
import type { HttpClient, HttpResult } from '../../../sdk/core/http';

/**
 * One page of GET /order (or GET /order/archived) for a live list (a board column, the list view):
 * its cards and the next page number. The server's count of matching orders goes to `$total`; any
 * page's is as fresh as the first's.
 */
export async function fetchOrderPage(
  http: HttpClient,
  query: OrderListQuery | ArchivedOrderListQuery,
  $total: WritableAtom<number | null>,
  path = '/order',
): Promise<HttpResult<LivePage<OrderCard, number>>> {
  const result = await http.get<OrderListData>(path, { query: { ...query } });
  if (!result.ok) return result;
  const { orders, meta } = result.data;
  $total.set(meta.total);
  return { ...result, data: { items: orders, next: meta.page < meta.totalPages ? meta.page + 1 : null } };
}
