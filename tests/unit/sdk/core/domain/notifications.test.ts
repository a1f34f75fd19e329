import { describe, expect, it } from 'vitest';
import {
  hasMorePages,
  NOTIFICATION_PAGE_SIZE,
  notificationBadge,
  notificationListScrolls,
  notificationTone,
  pageMeta,
} from '../../../../../sdk/core/domain';

describe('notification badge (dashboard §2, §9)', () => {
  it("Badge shows '9+' above 9.", () => {
    expect(notificationBadge(9)).toBe('9');
    expect(notificationBadge(10)).toBe('9+');
    expect(notificationBadge(250)).toBe('9+');
  });

  it('shows the count from 1 and nothing for none', () => {
    expect(notificationBadge(1)).toBe('1');
    expect(notificationBadge(0)).toBe('');
    expect(notificationBadge(-3)).toBe('');
    expect(notificationBadge(Number.NaN)).toBe('');
  });
});

describe('notification list height (dashboard §9)', () => {
  it('The list scrolls when 84 px per item exceeds the screen height minus 65 px.', () => {
    // 10 items = 840 px; a 905 px screen leaves exactly 840 px: not exceeded.
    expect(notificationListScrolls(10, 905)).toBe(false);
    expect(notificationListScrolls(10, 904)).toBe(true);
    expect(notificationListScrolls(0, 800)).toBe(false);
  });
});

describe('message paging (dashboard §7, §9)', () => {
  it('Notification page size 10. Message lists default to page 1 with 10 per page.', () => {
    expect(NOTIFICATION_PAGE_SIZE).toBe(10);
  });

  it('meta{page,totalPages} rounds up and has 0 pages when empty', () => {
    expect(pageMeta(21, 1, 10)).toEqual({ page: 1, totalPages: 3 });
    expect(pageMeta(20, 2, 10)).toEqual({ page: 2, totalPages: 2 });
    expect(pageMeta(0, 1, 10)).toEqual({ page: 1, totalPages: 0 });
    expect(hasMorePages({ page: 1, totalPages: 3 })).toBe(true);
    expect(hasMorePages({ page: 3, totalPages: 3 })).toBe(false);
  });
});

describe('comment highlight (dashboard §2)', () => {
  it('Comment notifications are highlighted cyan (customer comment) or yellow (user comment).', () => {
    expect(notificationTone('order-comment-customer')).toBe('cyan');
    expect(notificationTone('order-comment-user')).toBe('yellow');
    expect(notificationTone(null)).toBeNull();
  });
});
