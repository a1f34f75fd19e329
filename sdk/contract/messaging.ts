import { type Static, Type } from '@sinclair/typebox';
import type { EnvelopeOf } from './envelope';

// Notifications (dashboard §3 "Notification", §7 "Notifications").

export const NOTIFICATION_TARGETS = ['order-detail', 'attachment-annotation'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

export const NOTIFICATION_WIDGET_TYPES = ['order-comment-customer', 'order-comment-user'] as const;
export type NotificationWidgetType = (typeof NOTIFICATION_WIDGET_TYPES)[number];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** targetId of an attachment-annotation notification: where the viewer opens. */
export const AnnotationTargetId = Type.Object({
  cardId: Type.String(),
  attachmentId: Type.String(),
  versionId: Type.String(),
  commentId: Type.String(),
  public: Type.Boolean(),
  /** The annotation topic the comment belongs to; null for a comment without a shape. */
  annotation: Nullable(Type.String()),
});
export type AnnotationTargetId = Static<typeof AnnotationTargetId>;

export const NotificationData = Type.Object({
  target: Type.Union(NOTIFICATION_TARGETS.map((target) => Type.Literal(target))),
  /** The order id for order-detail; the viewer coordinates for attachment-annotation. */
  targetId: Type.Union([Type.String(), AnnotationTargetId]),
  widgetType: Nullable(Type.Union(NOTIFICATION_WIDGET_TYPES.map((kind) => Type.Literal(kind)))),
  /** The order number shown as orderId on cards. */
  cardNumber: Nullable(Type.Number()),
  cardTitle: Nullable(Type.String()),
  /** The order status when the notification was created. */
  cardProgress: Nullable(Type.String()),
});
export type NotificationData = Static<typeof NotificationData>;

export const Notification = Type.Object({
  id: Type.String(),
  group: Type.String(),
  title: Type.String(),
  message: Type.String(),
  avatar: Nullable(Type.String()),
  username: Nullable(Type.String()),
  /** ISO time it was created. */
  created: Type.String(),
  isRead: Type.Boolean(),
  /** ISO time it was read, null while unread. */
  read: Nullable(Type.String()),
  /** Messages in this notification's group, and how many of them are read. */
  totalMessage: Type.Integer(),
  totalRead: Type.Integer(),
  data: NotificationData,
});
export type Notification = Static<typeof Notification>;

/** Paging of the message lists: page defaults to 1, limit to 10 (spec), at most 100 (ours). */
export const MessagePageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type MessagePageQuery = Static<typeof MessagePageQuery>;

export const PageMetaSchema = Type.Object({ page: Type.Integer(), totalPages: Type.Integer() });
export type PageMetaData = Static<typeof PageMetaSchema>;

/** The paged lists answer `meta` beside `data` in the envelope (spec: "data plus meta"). */
export interface PagedEnvelopeOf<T> extends EnvelopeOf<T[]> {
  meta: PageMetaData;
}

export const MessageIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type MessageIdParams = Static<typeof MessageIdParams>;

/** A group key (the spec's GET /message/group/{id}). */
export const MessageGroupParams = Type.Object(
  { group: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type MessageGroupParams = Static<typeof MessageGroupParams>;

/** GET /message/unread-count. */
export const UnreadCount = Type.Object({ count: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** Answer data of every message mutation: what changed and the unread count after it. */
export const MessageMutation = Type.Object({ changed: Type.Integer(), unreadCount: Type.Integer() });
export type MessageMutation = Static<typeof MessageMutation>;
