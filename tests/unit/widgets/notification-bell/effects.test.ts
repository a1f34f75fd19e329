import type { Notification } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { effectFor, patchCount, patchItem } from '../../../../widgets/notification-bell/store/effects';
import {
  countWithLedger,
  itemsWithLedger,
  type LedgerEntry,
} from '../../../../widgets/notification-bell/store/ledger';

const AT = '2026-03-05T10:00:00.000Z';

function note(id: string, group: string, over: Partial<Notification> = {}): Notification {
  return {
    id,
    group,
    title: `Title ${id}`,
    message: `Message ${id}`,
    avatar: null,
    username: null,
    created: AT,
    isRead: false,
    read: null,
    totalMessage: 1,
    totalRead: 0,
    data: {
      target: 'order-detail',
      targetId: 'order-1',
      widgetType: null,
      cardNumber: 1001,
      cardTitle: 'Logo',
      cardProgress: 'in-review',
    },
    ...over,
  };
}

describe('patchItem: what an optimistic change does to one item', () => {
  const row = note('a', 'g1', { totalMessage: 3, totalRead: 1 });

  it('mark one read: flags it and, on data older than the change, moves the group’s read total', () => {
    const effect = { kind: 'read', id: 'a', group: 'g1', wasUnread: true, at: AT } as const;
    expect(patchItem(row, effect, 'group', true)).toMatchObject({ isRead: true, read: AT, totalRead: 2 });
    // On data the server already answered with the change, only the (idempotent) flag applies.
    expect(patchItem(row, effect, 'group', false)).toMatchObject({ isRead: true, totalRead: 1 });
    // Another member of the same group: totals only.
    expect(
      patchItem(note('b', 'g1', { totalMessage: 3, totalRead: 1 }), effect, 'group', true),
    ).toMatchObject({
      isRead: false,
      totalRead: 2,
    });
  });

  it('delete one: removes the item, but a group row stays until its last message goes', () => {
    const effect = { kind: 'delete', id: 'a', group: 'g1', wasUnread: true } as const;
    expect(patchItem(row, effect, 'group', true)).toBeNull();
    expect(patchItem(row, effect, 'groups', true)).toMatchObject({ totalMessage: 2, totalRead: 1 });
    expect(patchItem(note('a', 'g1'), effect, 'groups', true)).toBeNull();
    expect(patchItem(note('x', 'g2'), effect, 'groups', true)?.id).toBe('x');
  });

  it('group and all changes flag every member read or remove them', () => {
    expect(
      patchItem(row, { kind: 'read-group', group: 'g1', unread: 2, at: AT }, 'groups', false),
    ).toMatchObject({
      isRead: true,
      totalRead: 3,
    });
    expect(patchItem(row, { kind: 'delete-group', group: 'g2', unread: 0 }, 'groups', true)).toBe(row);
    expect(patchItem(row, { kind: 'delete-group', group: 'g1', unread: 2 }, 'groups', true)).toBeNull();
    expect(patchItem(row, { kind: 'read-all', at: AT }, 'groups', true)).toMatchObject({ totalRead: 3 });
    expect(patchItem(row, { kind: 'delete-all' }, 'groups', true)).toBeNull();
  });
});

describe('patchCount', () => {
  it('lowers the count by what the change makes read, never below 0; all-changes make it 0', () => {
    expect(patchCount(5, { kind: 'read', id: 'a', group: 'g', wasUnread: true, at: AT })).toBe(4);
    expect(patchCount(5, { kind: 'delete', id: 'a', group: 'g', wasUnread: false })).toBe(5);
    expect(patchCount(5, { kind: 'read-group', group: 'g', unread: 3, at: AT })).toBe(2);
    expect(patchCount(2, { kind: 'delete-group', group: 'g', unread: 3 })).toBe(0);
    expect(patchCount(12, { kind: 'read-all', at: AT })).toBe(0);
    expect(patchCount(12, { kind: 'delete-all' })).toBe(0);
  });
});

describe('effectFor: a change judged from what the user sees', () => {
  const shown = [note('a', 'g1', { totalMessage: 3, totalRead: 1 }), note('r', 'g2', { isRead: true })];

  it('a group change carries the group’s unread messages', () => {
    expect(effectFor('read', { group: 'g1' }, shown, AT)).toEqual({
      kind: 'read-group',
      group: 'g1',
      unread: 2,
      at: AT,
    });
    expect(effectFor('delete', { group: 'g9' }, shown, AT)).toEqual({
      kind: 'delete-group',
      group: 'g9',
      unread: 0,
    });
  });

  it('an item change knows whether the item was unread; an item nobody shows is not guessed', () => {
    expect(effectFor('read', { id: 'a' }, shown, AT)).toMatchObject({ group: 'g1', wasUnread: true });
    expect(effectFor('delete', { id: 'r' }, shown, AT)).toMatchObject({ group: 'g2', wasUnread: false });
    expect(effectFor('read', { id: 'zz' }, shown, AT)).toMatchObject({ group: null, wasUnread: false });
  });
});

describe('the ledger: optimistic changes against fetched data', () => {
  // A delete of 'a' that left with sequence number 5 and, once answered, settled at 8.
  const del = (settled = Infinity, sent = 5): LedgerEntry => ({
    id: 1,
    sent,
    settled,
    effect: { kind: 'delete', id: 'a', group: 'g1', wasUnread: true },
  });
  const pages = (seq: number) => [{ seq, value: [note('a', 'g1'), note('b', 'g2')] }];
  const ids = (seq: number, entries: LedgerEntry[]) =>
    itemsWithLedger(pages(seq), entries, 'groups').map((n) => n.id);

  it('a refetch landing while a delete is in flight does not bring the item back', () => {
    // Fetched after the delete left (6 > 5), before its answer: it may predate it, so still hidden.
    expect(ids(6, [del()])).toEqual(['b']);
    // Not even sent yet: hidden from anything.
    expect(ids(6, [del(Infinity, Infinity)])).toEqual(['b']);
    // Answered meanwhile (settled 8): data fetched in between still gets the idempotent part.
    expect(ids(7, [del(8)])).toEqual(['b']);
  });

  it('data fetched after the answer is the truth; dropping a failed change restores the item', () => {
    expect(ids(9, [del(8)])).toEqual(['a', 'b']);
    expect(ids(4, [del(8)])).toEqual(['b']);
    expect(ids(4, [])).toEqual(['a', 'b']);
  });

  it('group totals move only on data that predates the change, so nothing counts twice', () => {
    const row = [{ seq: 0, value: [note('a', 'g1', { totalMessage: 3, totalRead: 0 })] }];
    const later = [{ seq: 6, value: [note('a', 'g1', { totalMessage: 2, totalRead: 0 })] }];
    expect(itemsWithLedger(row, [del()], 'groups')[0]?.totalMessage).toBe(2);
    expect(itemsWithLedger(later, [del()], 'groups')[0]?.totalMessage).toBe(2);
  });

  it('drops duplicates when pages shift under deletes', () => {
    const shifted = [
      { seq: 1, value: [note('a', 'g1'), note('b', 'g2')] },
      { seq: 2, value: [note('b', 'g2'), note('c', 'g3')] },
    ];
    expect(itemsWithLedger(shifted, [], 'groups').map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });

  it('the count counts a change only when the count it starts from was taken before it left', () => {
    expect(countWithLedger({ value: 12, seq: 4 }, [del()])).toBe(11);
    expect(countWithLedger({ value: 11, seq: 5 }, [del(8)])).toBe(11);
    expect(countWithLedger({ value: 12, seq: 4 }, [del(Infinity, Infinity)])).toBe(11);
    expect(countWithLedger({ value: 12, seq: 4 }, [])).toBe(12);
  });
});
