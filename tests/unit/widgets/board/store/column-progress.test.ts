import { describe, expect, it } from 'vitest';
import { columnProgress } from '../../../../../widgets/board/store/column-progress';

// A board column under the filter's order progress: the statuses both name, or nothing to show.

describe('columnProgress', () => {
  it('without a progress filter, the column’s own statuses', () => {
    expect(columnProgress('in-progress', undefined)).toBe('in-progress,gr-revision');
    expect(columnProgress('approved', '')).toBe('approved,completed');
  });

  it('keeps the statuses the filter names, reading ready-to-go as New Order', () => {
    expect(columnProgress('in-review', 'in-review,approved')).toBe('in-review');
    expect(columnProgress('approved', 'in-review,approved')).toBe('approved');
    expect(columnProgress('new-order', 'ready-to-go')).toBe('new-order');
  });

  it('is null (an empty column) when the filter names only other columns', () => {
    expect(columnProgress('new-order', 'in-review')).toBeNull();
    expect(columnProgress('cancelled', 'ready-to-go,on-hold')).toBeNull();
  });

  it('keeps not-frozen, alone or with statuses', () => {
    expect(columnProgress('on-hold', 'not-frozen')).toBe('on-hold,not-frozen');
    expect(columnProgress('on-hold', 'on-hold,not-frozen')).toBe('on-hold,not-frozen');
    expect(columnProgress('approved', 'on-hold,not-frozen')).toBeNull();
  });
});
