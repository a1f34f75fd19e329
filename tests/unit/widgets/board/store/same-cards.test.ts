import type { OrderCard } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { keepShownCards, sameState } from '../../../../../widgets/board/store/same-cards';
import type { BoardColumnState } from '../../../../../widgets/board/store/types';

// A refetch that answers the cards already shown keeps their objects (memoised cards do not render
// again), and a column state that reads the same stays the same object (the column does not render).

const card = (id: string, over: Partial<OrderCard> = {}): OrderCard => ({
  id,
  orderName: `Order ${id}`,
  orderId: Number(id.slice(1)),
  serviceName: 'Flyer Design',
  createdAt: '2026-03-05T10:00:00.000Z',
  dueDate: '2026-03-12T23:30:00.000Z',
  positionOrder: 2,
  orderStateStatus: 'IN_REVIEW',
  orderCreator: { name: 'Olivia Northwind', image: null },
  operator: { label: 'Omar Ortiz', image: null },
  client: 'Northwind',
  packageName: 'Pro',
  progress: 'in-review',
  isFrozen: false,
  isLocked: false,
  ...over,
});
const parsed = (cards: OrderCard[]) => JSON.parse(JSON.stringify(cards)) as OrderCard[];
const state = (items: readonly OrderCard[], over: Partial<BoardColumnState> = {}): BoardColumnState => ({
  status: 'ready',
  items,
  total: items.length,
  hasMore: false,
  loadingMore: false,
  ...over,
});

describe('keepShownCards', () => {
  const shown = [card('o1'), card('o2'), card('o3'), card('o4')];

  it('answers the shown objects for cards that read the same, the new ones for changed or new cards', () => {
    const page = parsed([shown[0]!, { ...shown[1]!, orderName: 'Renamed' }, shown[2]!, card('o9')]);
    const kept = keepShownCards(page, shown, 0);
    expect(kept[0]).toBe(shown[0]);
    expect(kept[1]).toBe(page[1]);
    expect(kept[1]!.orderName).toBe('Renamed');
    expect(kept[2]).toBe(shown[2]);
    expect(kept[3]).toBe(page[3]);
  });

  it('finds a card moved a few places within the page (a move elsewhere shifted the column)', () => {
    const page = parsed([shown[1]!, shown[2]!, shown[3]!]);
    const kept = keepShownCards(page, shown, 0);
    expect(kept).toEqual([shown[1], shown[2], shown[3]]);
    expect(kept[0]).toBe(shown[1]);
  });

  it('looks only around the page: a later page of a long column does not walk every shown card', () => {
    const long = Array.from({ length: 1000 }, (_, index) => card(`o${index}`));
    const page = parsed(long.slice(900, 930));
    const kept = keepShownCards(page, long, 900);
    expect(kept.every((item, index) => item === long[900 + index])).toBe(true);
    // Far from its place (a first page compared at 900): not looked for, new objects kept.
    expect(keepShownCards(parsed(long.slice(0, 30)), long, 900)[0]).not.toBe(long[0]);
  });

  it('nothing shown yet: the page as it came', () => {
    const page = parsed(shown);
    expect(keepShownCards(page, [], 0)).toEqual(page);
    expect(keepShownCards(page, [], 0)[0]).toBe(page[0]);
  });
});

describe('sameState', () => {
  const items = [card('o1'), card('o2')];

  it('keeps the last state when the new one has the same cards, count and flags', () => {
    const last = state(items);
    expect(sameState(state([...items]), last)).toBe(last);
  });

  it('takes the new state when a card, the count, the status or a flag changes', () => {
    const last = state(items);
    for (const next of [
      state([items[0]!, card('o2')]),
      state([items[1]!, items[0]!]),
      state(items, { total: 3 }),
      state(items, { status: 'loading' }),
      state(items, { hasMore: true }),
      state(items, { loadingMore: true }),
      state([...items, card('o3')]),
    ])
      expect(sameState(next, last)).toBe(next);
    const first = state(items);
    expect(sameState(first, undefined)).toBe(first);
  });
});
