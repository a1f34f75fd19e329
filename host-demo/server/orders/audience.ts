import { MANAGER_ROLES } from 'proofdesk/rules';
import type { Data } from '../data';
import { selectAudienceIds } from '../data/orders/audience-rows';
import type { OrderRow } from './rows';

type AudienceRow = Pick<OrderRow, 'client_id' | 'creator_id' | 'operator_id' | 'manager_id'>;

/**
 * The users a change to this order concerns, for realtime pushes: the account's users (and the
 * reseller's, who list their customers' orders), creator, operator, manager and every internal manager.
 */
export async function orderAudience(data: Data, order: AudienceRow): Promise<string[]> {
  const ids = new Set(await selectAudienceIds(data.db, order.client_id, MANAGER_ROLES));
  for (const id of [order.creator_id, order.operator_id, order.manager_id]) if (id) ids.add(id);
  return [...ids];
}
