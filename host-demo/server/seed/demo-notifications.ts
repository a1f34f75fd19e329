import type { OrderStatus } from 'proofdesk';
import type { NotificationData, NotificationWidgetType } from 'proofdesk/contract';

const MINUTE = 60_000;

export interface DemoNotification {
  userId: string;
  orderId: string;
  title: string;
  message: string;
  from: string;
  widgetType: NotificationWidgetType | null;
  /**
   * A status update: the seed writes the text of the order's actual status instead of `title` and
   * `message` (issue 8: 'Order completed' sat on a cancelled order).
   */
  statusUpdate?: boolean;
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

type StatusRow = [orderId: string, from: string, minutesAgo: number, read?: boolean];

const statusUpdates = (userId: string, rows: StatusRow[]): DemoNotification[] =>
  rows.map(([orderId, from, minutesAgo, read = false]) => ({
    userId,
    orderId,
    title: '',
    message: '',
    from,
    widgetType: null,
    statusUpdate: true,
    minutesAgo,
    read,
  }));

/** What a status-update notification says, for each order status. */
export const STATUS_NOTICES: Readonly<Record<OrderStatus, { title: string; message: string }>> = {
  'new-order': {
    title: 'Order received',
    message: 'We received your order and will assign a designer soon.',
  },
  'in-progress': { title: 'Order in progress', message: 'A designer started working on your order.' },
  'gr-revision': {
    title: 'Order in revision',
    message: 'The designer is working on your requested changes.',
  },
  'in-review': { title: 'Order is in review', message: 'Your order is ready for your review.' },
  'on-hold': { title: 'Order on hold', message: 'The order is paused until we hear from you.' },
  approved: { title: 'Order approved', message: 'The order was approved.' },
  completed: { title: 'Order completed', message: 'All files are ready to download.' },
  cancelled: { title: 'Order cancelled', message: 'The order was cancelled.' },
};

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
 * 17 for the owner (12 unread, so the badge shows '9+') in 11 groups, one per order, so the bell's
 * first page of 10 groups ends with Load More: order-1 and order-2 hold several messages, both
 * widget types and both targets appear, and some are already read. Status updates say their
 * order's seeded status.
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
  ...statusUpdates('user-owner', [
    ['order-4', 'user-operator', 25],
    ['order-6', 'user-staff', 1440, true],
    ['order-7', 'user-manager', 2000, true],
    ['order-8', 'user-manager', 2880, true],
    ['order-9', 'user-operator', 180],
    ['order-10', 'user-operator', 4000],
    // The oldest group, read: the eleventh, on the bell's second page.
    ['order-11', 'user-manager', 5000, true],
  ]),
  ...annotations('user-staff', USER, [
    ['order-2', 'Omar Ortiz replied', 'Fixed the phone number, see version 3.', 'user-operator', 8],
  ]),
  ...statusUpdates('user-staff', [
    ['order-4', 'user-operator', 25],
    ['order-6', 'user-owner', 1440, true],
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
  ...statusUpdates('user-reseller', [['order-65', 'user-operator', 50]]),
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
