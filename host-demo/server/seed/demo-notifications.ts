import type { NotificationData, NotificationWidgetType } from 'proofdesk/contract';

const MINUTE = 60_000;

export interface DemoNotification {
  userId: string;
  orderId: string;
  title: string;
  message: string;
  from: string;
  widgetType: NotificationWidgetType | null;
  /** Attachment-annotation coordinates; absent = order-detail target. */
  annotation?: { attachmentId: string; versionId: string; commentId: string; isPublic: boolean };
  minutesAgo: number;
  read: boolean;
}

type Row = [
  orderId: string,
  title: string,
  message: string,
  from: string,
  minutesAgo: number,
  read?: boolean,
];

const CUSTOMER = 'order-comment-customer';
const USER = 'order-comment-user';

function order(userId: string, widgetType: NotificationWidgetType | null, rows: Row[]): DemoNotification[] {
  return rows.map(([orderId, title, message, from, minutesAgo, read = false]) => ({
    userId,
    orderId,
    title,
    message,
    from,
    widgetType,
    minutesAgo,
    read,
  }));
}

function annotations(userId: string, widgetType: NotificationWidgetType, rows: Row[]): DemoNotification[] {
  return order(userId, widgetType, rows).map((item, index) => ({
    ...item,
    annotation: {
      attachmentId: `${item.orderId}-attachment-1`,
      versionId: `${item.orderId}-version-1`,
      commentId: `${item.orderId}-comment-${index + 1}`,
      isPublic: true,
    },
  }));
}

/**
 * 16 for the owner (12 unread, so the badge shows '9+'), grouped by order: order-1 and order-2
 * hold several messages, both widget types and both targets appear, and some are already read.
 */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  ...annotations('user-owner', USER, [
    [
      'order-1',
      'Omar Ortiz commented on the logo',
      'Uploaded version 2 with the darker teal.',
      'user-operator',
      5,
    ],
    ['order-1', 'Omar Ortiz replied', 'The wordmark now uses the licensed font.', 'user-operator', 42],
    [
      'order-1',
      'Maya Moreau commented',
      'Please confirm the tagline before we finalise.',
      'user-manager',
      95,
      true,
    ],
  ]),
  ...annotations('user-owner', CUSTOMER, [
    ['order-1', 'Sam Stafford commented', 'Can we try the icon on a white background?', 'user-staff', 130],
    ['order-2', 'Sam Stafford commented on page 2', 'The phone number is missing a digit.', 'user-staff', 12],
    [
      'order-2',
      'Sam Stafford commented on page 1',
      'Headline reads well, approved from my side.',
      'user-staff',
      60,
    ],
  ]),
  ...order('user-owner', USER, [
    ['order-2', 'Omar Ortiz commented', 'Revised brochure is ready for review.', 'user-operator', 200],
    ['order-3', 'Maya Moreau commented', 'We moved the deadline by one day as agreed.', 'user-manager', 300],
    ['order-5', 'Omar Ortiz commented', 'Quick question about the colour profile.', 'user-operator', 400],
    ['order-5', 'Omar Ortiz commented', 'CMYK it is, thanks!', 'user-operator', 380],
  ]),
  ...order('user-owner', null, [
    ['order-4', 'Order is in review', 'Your order is ready for your review.', 'user-operator', 25],
    ['order-6', 'Order approved', 'The order was approved.', 'user-staff', 1440, true],
    ['order-7', 'Order on hold', 'Waiting for the final copy from the client.', 'user-manager', 2000, true],
    ['order-8', 'Order completed', 'All files are ready to download.', 'user-manager', 2880, true],
    ['order-9', 'Order in progress', 'A designer started working on your order.', 'user-operator', 180],
    ['order-10', 'Order in progress', 'A designer started working on your order.', 'user-operator', 4000],
  ]),
  ...annotations('user-staff', USER, [
    ['order-2', 'Omar Ortiz replied', 'Fixed the phone number, see version 3.', 'user-operator', 8],
  ]),
  ...order('user-staff', null, [
    ['order-4', 'Order is in review', 'Your order is ready for your review.', 'user-operator', 25],
    ['order-6', 'Order approved', 'The order was approved.', 'user-owner', 1440, true],
  ]),
  ...annotations('user-operator', CUSTOMER, [
    [
      'order-1',
      'Olivia Northwind commented',
      'Love the direction — one more variation please.',
      'user-owner',
      3,
    ],
    ['order-1', 'Sam Stafford commented', 'Can we try the icon on a white background?', 'user-staff', 130],
    [
      'order-2',
      'Sam Stafford commented on page 2',
      'The phone number is missing a digit.',
      'user-staff',
      12,
      true,
    ],
  ]),
  ...order('user-manager', CUSTOMER, [
    ['order-3', 'Olivia Northwind commented', 'Is the new deadline confirmed?', 'user-owner', 310],
  ]),
  ...order('user-reseller', null, [
    ['order-65', 'Order is in review', 'Your order is ready for your review.', 'user-operator', 50],
  ]),
];

export const notificationTime = (now: Date, item: DemoNotification) =>
  now.getTime() - item.minutesAgo * MINUTE;

export interface OrderFacts {
  order_number: number;
  name: string;
  status: string;
}

/** The spec's data block; card facts come from the seeded order when it exists. */
export function notificationData(item: DemoNotification, facts: OrderFacts | undefined): NotificationData {
  const card = {
    widgetType: item.widgetType,
    cardNumber: facts?.order_number ?? null,
    cardTitle: facts?.name ?? null,
    cardProgress: facts?.status ?? null,
  };
  if (!item.annotation) return { target: 'order-detail', targetId: item.orderId, ...card };
  const { attachmentId, versionId, commentId, isPublic } = item.annotation;
  return {
    target: 'attachment-annotation',
    targetId: {
      cardId: item.orderId,
      attachmentId,
      versionId,
      commentId,
      public: isPublic,
      annotation: null,
    },
    ...card,
  };
}
