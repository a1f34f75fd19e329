import type { PageMeta } from '../../contract';

// Notification bell rules of dashboard §2 and §9.

/** "Notification page size 10." "Message lists default to page 1 with 10 per page." */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_FIRST_PAGE = 1;

const BADGE_CAP = 9;

/** A count badge's text: '' for nothing, `${max}+` above the cap (every badge of the SDK). */
export function cappedCount(count: number, max: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/** "A badge shows the unread count, capped at '9+'." "Badge shows '9+' above 9." Empty = no badge. */
export function notificationBadge(unread: number): string {
  return cappedCount(unread, BADGE_CAP);
}

export const NOTIFICATION_ITEM_HEIGHT_PX = 84;
export const NOTIFICATION_LIST_OFFSET_PX = 65;

/** "The list scrolls when 84 px per item exceeds the screen height minus 65 px." */
export function notificationListScrolls(itemCount: number, screenHeight: number): boolean {
  return itemCount * NOTIFICATION_ITEM_HEIGHT_PX > screenHeight - NOTIFICATION_LIST_OFFSET_PX;
}

export type { PageMeta };

/** Paging meta of the message lists; an empty list has 0 pages (so "Load More" never shows). */
export function pageMeta(total: number, page: number, limit: number): PageMeta {
  return { page, totalPages: limit > 0 ? Math.ceil(Math.max(0, total) / limit) : 0 };
}

/** "Load More" shows while pages remain. */
export function hasMorePages(meta: PageMeta): boolean {
  return meta.page < meta.totalPages;
}

export type CommentTone = 'cyan' | 'yellow' | null;

/** "Comment notifications are highlighted cyan (customer comment) or yellow (user comment)." */
export function notificationTone(widgetType: string | null | undefined): CommentTone {
  if (widgetType === 'order-comment-customer') return 'cyan';
  if (widgetType === 'order-comment-user') return 'yellow';
  return null;
}
