import type { NotificationData } from 'proofdesk/contract';
import type { OrderStatus } from 'proofdesk/rules';

const MINUTE = 60_000;

/** A seeded comment: the file (by name), its n-th thread (1-based) and, for a reply, the n-th reply. */
export interface CommentRef {
  file: 'Poster.png' | 'Brochure.pdf';
  thread: number;
  reply?: number;
}

/**
 * A seeded notification. A status update writes the text of the order's actual status (issue 8:
 * 'Order completed' sat on a cancelled order); a comment notification names a comment the proofing
 * seed wrote, and takes its author, text, time and viewer coordinates from it (issue 21: the links
 * named attachments that did not exist).
 */
export type DemoNotification = {
  userId: string;
  orderId: string;
  read: boolean;
} & ({ kind: 'status'; from: string; minutesAgo: number } | { kind: 'comment'; comment: CommentRef });

type StatusRow = [orderId: string, from: string, minutesAgo: number, read?: boolean];
type CommentRow = [orderId: string, comment: CommentRef, read?: boolean];

const statusUpdates = (userId: string, rows: StatusRow[]): DemoNotification[] =>
  rows.map(([orderId, from, minutesAgo, read = false]) => ({
    kind: 'status',
    userId,
    orderId,
    from,
    minutesAgo,
    read,
  }));

const comments = (userId: string, rows: CommentRow[]): DemoNotification[] =>
  rows.map(([orderId, comment, read = false]) => ({ kind: 'comment', userId, orderId, comment, read }));

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

// The threads of demo-proofing-content.ts, on every proofed order's poster (threads 1-3) and
// brochure (thread 1): 1 by the owner (replies: the operator, then staff), 2 by staff (reply: the
// operator), 3 by the operator. Each recipient is one the live rule would notify (mentioned, or
// the order's creator, operator or manager; never the author).
const OPERATOR_ANSWERS_HEADLINE: CommentRef = { file: 'Poster.png', thread: 1, reply: 1 };
const STAFF_KEEPS_ONE_LINE: CommentRef = { file: 'Poster.png', thread: 1, reply: 2 };
const OWNER_ASKS_HEADLINE: CommentRef = { file: 'Poster.png', thread: 1 };
const STAFF_DOT: CommentRef = { file: 'Poster.png', thread: 2 };
const OPERATOR_FIXED_DOT: CommentRef = { file: 'Poster.png', thread: 2, reply: 1 };
const OPERATOR_ARROW: CommentRef = { file: 'Poster.png', thread: 3 };

/**
 * 17 for the owner (12 unread, so the badge shows '9+') in 11 groups, one per order, so the bell's
 * first page of 10 groups ends with Load More: order-18 and order-2 hold several messages, both
 * widget types and both targets appear, and some are already read. Status updates say their
 * order's seeded status; comment notifications open a real comment.
 */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  ...comments('user-owner', [
    ['order-18', OPERATOR_ARROW],
    ['order-18', OPERATOR_ANSWERS_HEADLINE],
    ['order-18', OPERATOR_FIXED_DOT, true],
    ['order-18', STAFF_DOT],
    ['order-2', STAFF_DOT],
    ['order-2', { file: 'Brochure.pdf', thread: 1, reply: 2 }],
    ['order-2', { file: 'Brochure.pdf', thread: 1, reply: 1 }],
    ['order-14', OPERATOR_ANSWERS_HEADLINE],
    // order-12 is staff's: the owner hears of the comments that mention them.
    ['order-12', OPERATOR_ANSWERS_HEADLINE],
    ['order-12', OPERATOR_ARROW],
  ]),
  ...statusUpdates('user-owner', [
    ['order-4', 'user-operator', 25],
    ['order-6', 'user-staff', 1440, true],
    ['order-7', 'user-manager', 2000, true],
    ['order-8', 'user-manager', 2880, true],
    ['order-9', 'user-operator', 180],
    ['order-10', 'user-operator', 4000],
    ['order-11', 'user-manager', 5000, true],
  ]),
  ...comments('user-staff', [['order-2', OPERATOR_FIXED_DOT]]),
  ...statusUpdates('user-staff', [
    ['order-4', 'user-operator', 25],
    ['order-6', 'user-owner', 1440, true],
  ]),
  ...comments('user-operator', [
    ['order-18', OWNER_ASKS_HEADLINE],
    ['order-18', STAFF_KEEPS_ONE_LINE],
    ['order-2', STAFF_DOT, true],
  ]),
  ...comments('user-manager', [['order-6', OWNER_ASKS_HEADLINE]]),
  ...statusUpdates('user-reseller', [['order-65', 'user-operator', 50]]),
];

export interface OrderFacts {
  order_number: number;
  name: string;
  status: string;
}

/** A status update's time, text and data block (dashboard §3: an order-detail target). */
export function statusNotification(
  now: Date,
  item: Extract<DemoNotification, { kind: 'status' }>,
  facts: OrderFacts,
) {
  return {
    created: now.getTime() - item.minutesAgo * MINUTE,
    ...STATUS_NOTICES[facts.status as OrderStatus],
    data: {
      target: 'order-detail',
      targetId: item.orderId,
      widgetType: null,
      cardNumber: facts.order_number,
      cardTitle: facts.name,
      cardProgress: facts.status,
    } satisfies NotificationData,
  };
}
