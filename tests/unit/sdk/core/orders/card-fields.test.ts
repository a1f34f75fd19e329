import { orderFilterKey } from 'proofdesk';
import type { OrderCard } from 'proofdesk/contract';
import { orderCardFields } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { compactOrderFilter } from '../../../../../sdk/core/orders';

const card = (over: Partial<OrderCard> = {}): OrderCard => ({
  id: 'o1',
  orderName: 'Spring Flyer',
  orderId: 1042,
  serviceName: 'Flyer Design',
  createdAt: '2026-03-05T10:00:00.000Z',
  dueDate: '2026-03-12T23:30:00.000Z',
  positionOrder: 2,
  orderStateStatus: 'IN_REVIEW',
  orderCreator: { name: 'Olivia Northwind', image: null },
  operator: { label: 'Omar Ortiz', image: '/a.png' },
  client: 'Northwind',
  packageName: 'Pro',
  progress: 'in-review',
  isFrozen: false,
  isLocked: false,
  ...over,
});

describe('order card fields (dashboard §2 "Quick search", §4 card state labels)', () => {
  it('shows the label, "Priority N (position + 1)", client, package, id / service and dd MMM yyyy dates', () => {
    const fields = orderCardFields(card(), 'Asia/Tokyo');
    expect(fields).toMatchObject({
      stateLabel: 'In Review',
      priority: 'Priority 3',
      priorityWarning: undefined,
      client: 'Northwind',
      company: undefined,
      packageName: 'Pro',
      name: 'Spring Flyer',
      idLine: '#1042 / Flyer Design',
      created: '05 Mar 2026',
      // 23:30 UTC is the next morning in Tokyo.
      due: '13 Mar 2026',
    });
    expect(fields.creator?.label).toBe('Created by Olivia Northwind');
    expect(fields.operator).toEqual({ name: 'Omar Ortiz', image: '/a.png', label: 'Operator: Omar Ortiz' });
  });

  it('"The priority badge is hidden for draft, on hold, approved and cancelled"; QUEUE_CARD warns', () => {
    for (const state of ['DRAFT_CARD', 'ON_HOLD', 'APPROVED', 'CANCELLED'])
      expect(orderCardFields(card({ orderStateStatus: state })).priority).toBeUndefined();
    const queued = orderCardFields(card({ orderStateStatus: 'QUEUE_CARD' }));
    expect(queued.stateLabel).toBe('Queue Order');
    expect(queued.priority).toBe('Priority 3');
    expect(queued.priorityWarning).toBeTruthy();
  });

  it('a state the spec leaves unlabelled reads as its order status', () => {
    expect(
      orderCardFields(card({ orderStateStatus: 'GR_REVISION', progress: 'gr-revision' })).stateLabel,
    ).toBe('GR Revision');
    expect(orderCardFields(card({ orderStateStatus: 'COMPLETED', progress: 'completed' })).stateLabel).toBe(
      'Completed',
    );
  });

  it('cuts the name to 32, shows the company only when sent, no operator when unassigned', () => {
    const long = 'A very long order name that goes on and on';
    const fields = orderCardFields(
      card({ orderName: long, operator: null, company: { name: 'Acme' }, dueDate: null }),
    );
    expect(fields.name).toBe(`${long.slice(0, 32)}...`);
    expect(fields.fullName).toBe(long);
    expect(fields.company).toBe('Acme');
    expect(fields.operator).toBeUndefined();
    expect(fields.due).toBeUndefined();
  });

  it('an unknown zone falls back to the browser zone instead of throwing', () => {
    expect(orderCardFields(card(), 'Not/AZone').created).toMatch(/^\d\d (Mar) 2026$/);
  });

  it('filters with empty fields ask the same question', () => {
    expect(compactOrderFilter({ customSearch: ' ', clientId: 'c1' })).toEqual({ clientId: 'c1' });
    expect(orderFilterKey({ orderProgress: 'in-review', clientId: 'c1' })).toBe(
      orderFilterKey({ clientId: 'c1', customSearch: '', orderProgress: 'in-review' }),
    );
  });
});
