import type { Kysely } from 'kysely';
import { type BoardColumn, boardColumnOf, columnStatuses, type OrderStatus } from 'proofdesk/rules';
import type { Database } from '../data';
import { columnSequence, setPosition } from '../data/orders/order-rows';
import type { OrderRow } from './rows';

// Priority is `position`, numbered per account and board column (the board sorts a column by
// position, then the newest order number first; a column may hold two statuses: in-progress with
// gr-revision, approved with completed). Positions may tie (orders created at once) and have gaps
// (orders that left) until a move renumbers the columns it touched (`renumberColumn`), so placing
// an order means walking its account's sequence in board order.

type Anchor = Pick<OrderRow, 'id' | 'client_id' | 'status' | 'position' | 'order_number'>;

export interface Placement {
  /** The moved order's new position. */
  position: number;
  /** How many other orders were renumbered to make room. */
  shifted: number;
}

/**
 * Where `order` lands in its account's sequence for the column of `to` (both statuses of a merged
 * column), in front of `anchor` (null: the end), moving the fewest others: the orders from the
 * landing place on are bumped only while they would not sort after the moved order, so positions
 * elsewhere (and other accounts' interleaving on a manager's board) stay as they were.
 *
 * An anchor of the same account is exact, whichever status of the column it has: the moved order
 * sorts right in front of it. An anchor from another account has its own sequence; the moved order
 * then takes the anchor's position in its own sequence, in front of its own orders from that
 * position on (ties between accounts go by order number).
 */
export async function placeBefore(
  db: Kysely<Database>,
  order: OrderRow,
  to: OrderStatus,
  anchor: Anchor | null,
): Promise<Placement> {
  const sequence = await columnSequence(db, order.client_id, columnStatuses(boardColumnOf(to)), order.id);
  const last = sequence.at(-1);
  const end = { position: last ? last.position + 1 : 0, shifted: 0 };
  if (!anchor) return end;
  let index: number;
  let position: number;
  if (anchor.client_id === order.client_id) {
    index = sequence.findIndex((row) => row.id === anchor.id);
    const previous = sequence[index - 1];
    position = previous ? previous.position + 1 : sequence[index]!.position;
  } else {
    index = sequence.findIndex((row) => row.position >= anchor.position);
    if (index === -1) return { position: Math.max(end.position, anchor.position), shifted: 0 };
    position = anchor.position;
  }
  let next = position + 1;
  let shifted = 0;
  for (const row of sequence.slice(index)) {
    // Everything after this row already sorts after the moved order.
    if (row.position >= next) break;
    await setPosition(db, row.id, next);
    next += 1;
    shifted += 1;
  }
  return { position, shifted };
}

/**
 * Priorities are positions people read ('Priority 1, 2, 3'), so after a move the account's
 * sequence in a column is renumbered 0..n-1 in board order (ties and gaps closed, the order kept).
 * Only rows whose number changes are written. Call inside the move's transaction.
 */
export async function renumberColumn(
  db: Kysely<Database>,
  clientId: string,
  column: BoardColumn,
): Promise<void> {
  const rows = await columnSequence(db, clientId, columnStatuses(column));
  for (const [index, row] of rows.entries()) {
    if (row.position !== index) await setPosition(db, row.id, index);
  }
}
