import type { OrderCard } from '../../sdk/contract';
import { type BoardColumn, newOrderLane } from '../../sdk/core/access';

/** A row of a virtualized column: a card, or (New Order only) the heading of a half or the drafts. */
export type ColumnRow =
  | { kind: 'card'; key: string; card: OrderCard; lane?: 'active' | 'queue' | 'draft' }
  | { kind: 'lane'; key: string; lane: 'active' | 'queue' | 'draft' };

const LANES = ['active', 'queue', 'draft'] as const;

/**
 * The rows of a column. New Order shows its active half, then its queue half, then the drafts
 * (docs/rules-and-choices.md "Board columns and moves"), each under its heading; an empty half
 * keeps its heading so it stays a place to drop on.
 */
export function columnRows(column: BoardColumn, items: readonly OrderCard[]): ColumnRow[] {
  if (column !== 'new-order') return items.map((card) => ({ kind: 'card', key: card.id, card }));
  const rows: ColumnRow[] = [];
  for (const lane of LANES) {
    const cards = items.filter((card) => newOrderLane(card.orderStateStatus) === lane);
    if (lane === 'draft' && cards.length === 0) continue;
    rows.push({ kind: 'lane', key: `lane:${lane}`, lane });
    for (const card of cards) rows.push({ kind: 'card', key: card.id, card, lane });
  }
  return rows;
}
