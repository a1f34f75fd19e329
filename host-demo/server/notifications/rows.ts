import type { Notification, NotificationData } from 'proofdesk/contract';

/** A notifications row joined with its group's totals. */
export interface NotificationRow {
  id: string;
  user_id: string;
  group_key: string;
  title: string;
  message: string;
  avatar: string | null;
  username: string | null;
  data: string;
  created_at: number;
  read_at: number | null;
  total: number;
  total_read: number;
}

const EMPTY_DATA: NotificationData = {
  target: 'order-detail',
  targetId: '',
  widgetType: null,
  cardNumber: null,
  cardTitle: null,
  cardProgress: null,
};

function parseData(json: string): NotificationData {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? { ...EMPTY_DATA, ...value } : EMPTY_DATA;
  } catch {
    return EMPTY_DATA;
  }
}

/** The Notification entity of dashboard §3; totals are those of the row's group. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    group: row.group_key,
    title: row.title,
    message: row.message,
    avatar: row.avatar,
    username: row.username,
    created: new Date(row.created_at).toISOString(),
    isRead: row.read_at !== null,
    read: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    totalMessage: row.total,
    totalRead: row.total_read,
    data: parseData(row.data),
  };
}
