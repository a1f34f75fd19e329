import { orderMoveText } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { defaultOrderActionMessages } from '../../../../../sdk/core/domain';

describe('orderMoveText (dashboard §3 "Order actions")', () => {
  it("on-hold reads 'Hold from {progress}' and cancelled 'Cancelled from {progress}'", () => {
    expect(orderMoveText('in-progress', 'on-hold')).toBe('Hold from In Progress');
    expect(orderMoveText('in-review', 'cancelled')).toBe('Cancelled from In Review');
    expect(orderMoveText('in-progress', 'in-review')).toBe('Moved from In Progress to In Review');
  });

  it('takes overridden wording', () => {
    const texts = { ...defaultOrderActionMessages, hold: 'En attente depuis {progress}' };
    expect(orderMoveText('approved', 'on-hold', texts)).toBe('En attente depuis Approved');
  });
});
