// The order detail page's reads (dashboard §2 /orders/detail/:orderId): its files by group and
// its timeline, each as the caller may see them.
export { orderAttachments } from './attachments';
export { ORDER_TIMELINE_LIMIT, orderTimeline } from './timeline';
