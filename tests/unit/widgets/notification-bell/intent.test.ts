import type { NotificationData } from 'proofdesk/contract';
import { notificationIntent } from 'proofdesk/notification-bell';
import { describe, expect, it } from 'vitest';

const card = { widgetType: null, cardNumber: 1004, cardTitle: 'Poster', cardProgress: 'in-review' } as const;
const withData = (data: NotificationData) => ({ data });

// Dashboard §2: "Clicking an item marks it read and goes to the order detail, or to the attachment
// page with versionId, commentId and public query values for attachment annotations."
describe('notificationIntent', () => {
  it('an order-detail target goes to the order detail', () => {
    expect(notificationIntent(withData({ ...card, target: 'order-detail', targetId: 'order-4' }))).toEqual({
      type: 'open-order',
      path: '/orders/detail/order-4',
      params: { orderId: 'order-4' },
    });
  });

  it('an attachment-annotation target goes to the attachment page with versionId, commentId and public', () => {
    const targetId = {
      cardId: 'order-4',
      attachmentId: 'att 1',
      versionId: 'v2',
      commentId: 'c9',
      public: false,
      annotation: 'topic-1',
    };
    expect(notificationIntent(withData({ ...card, target: 'attachment-annotation', targetId }))).toEqual({
      type: 'open-attachment',
      path: '/orders/detail/order-4/attachments/att%201?versionId=v2&commentId=c9&public=false',
      params: {
        orderId: 'order-4',
        attachmentId: 'att 1',
        versionId: 'v2',
        commentId: 'c9',
        public: 'false',
      },
    });
  });

  it('a target this client cannot read goes nowhere', () => {
    expect(notificationIntent(withData({ ...card, target: 'order-detail', targetId: '' }))).toBeNull();
    const mismatched = { ...card, target: 'attachment-annotation', targetId: 'order-4' } as const;
    expect(notificationIntent(withData(mismatched))).toBeNull();
  });
});
