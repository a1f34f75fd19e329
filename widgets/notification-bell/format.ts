import type { Notification } from '../../sdk/contract';
import {
  codeLabel,
  formatDisplayDateTime,
  isOrderStatus,
  type MonthMessages,
  type OrderStatusMessages,
  TRUNCATE_LENGTHS,
  truncate,
} from '../../sdk/core/domain';
import { fill, type NotificationBellMessages } from './messages';

/**
 * "card number / title (cut to 20) / progress"; parts the server left out are skipped. The progress
 * is a status code: its words come from the bell's catalogue ('statusInReview'), so a host can
 * translate them; a status this SDK does not know yet shows as the server sent it.
 */
export function cardLine(
  data: Notification['data'],
  m: Pick<NotificationBellMessages, 'cardNumber'> & OrderStatusMessages,
): string {
  const progress = data.cardProgress;
  return [
    data.cardNumber === null ? '' : fill(m.cardNumber, { number: data.cardNumber }),
    truncate(data.cardTitle, TRUNCATE_LENGTHS.NOTIFICATION_CARD_TITLE),
    progress && isOrderStatus(progress) ? codeLabel(m, 'status', progress) : (progress ?? ''),
  ]
    .filter(Boolean)
    .join(' / ');
}

/**
 * '05 Mar 2026, 14:05' in the user's time zone (the profile's, else the browser's), through Intl;
 * the month's name from the bell's catalogue ('monthMar').
 */
export function notificationDate(iso: string, timeZone: string | undefined, months: MonthMessages): string {
  return formatDisplayDateTime(new Date(iso), timeZone, months);
}

/**
 * A grouped row's header (dashboard §2: 'There are N notifications to read:'). N counts what is still
 * unread, so the header stays true as the group is read; once nothing is left it says so instead.
 */
export function groupSummary(
  n: Pick<Notification, 'totalMessage' | 'totalRead'>,
  m: Pick<NotificationBellMessages, 'groupSummary' | 'groupSummaryOne' | 'groupSummaryRead'>,
): string {
  const unread = Math.max(0, n.totalMessage - n.totalRead);
  if (unread === 0) return fill(m.groupSummaryRead, { count: n.totalMessage });
  if (unread === 1) return m.groupSummaryOne;
  return fill(m.groupSummary, { count: unread });
}
