import type { NotificationData } from 'proofdesk/contract';
import { isCustomerSideRole } from 'proofdesk/rules';
import { selectGuestsNamed, selectUsersNamed } from '../data/proofing/proofing-rows';
import type { ServerContext } from '../http';
import { notify } from '../notifications';
import type { OrderRow } from '../orders';
import { readersOf } from './audience';
import type { VersionScope } from './load';
import { plainText } from './parse';
import type { TopicRow } from './rows';
import type { Viewer } from './viewer';

export interface CommentEvent {
  commentId: string;
  topicId: string;
  message: string;
  mentions: readonly string[];
  isPublic: boolean;
}

/** Open viewers of this order who may read the file, version (and topic) reload their comments. */
export async function announceTimeline(
  ctx: ServerContext,
  scope: VersionScope | Omit<VersionScope, 'version'>,
  topic?: Pick<TopicRow, 'is_public'>,
): Promise<void> {
  const version = 'version' in scope ? scope.version : undefined;
  const readers = await readersOf(ctx.data, scope.order, { attachment: scope.attachment, version, topic });
  ctx.hub.publish(readers, 'reload-timeline', {
    orderId: scope.order.id,
    attachmentId: scope.attachment.id,
    versionId: version?.id ?? null,
  });
}

async function authorName(
  ctx: ServerContext,
  viewer: Viewer,
): Promise<{ name: string; avatar: string | null }> {
  if (viewer.kind === 'user') {
    return { name: `${viewer.user.firstname} ${viewer.user.lastname}`, avatar: viewer.user.avatar };
  }
  const [row] = await selectGuestsNamed(ctx.data.db, [viewer.guestId]);
  return { name: row?.guest_name ?? 'Guest', avatar: row?.guest_avatar ?? null };
}

/**
 * A new topic or comment: the timeline reloads for everyone on the order, and the people it concerns
 * (mentioned users, the order's creator, operator and manager) get a notification — never the author,
 * never someone outside the order's audience, and customer-side users never for internal comments.
 */
/** Customers, their team and guest reviewers write customer comments; internal staff write user ones. */
function isCustomerComment(viewer: Viewer): boolean {
  return viewer.kind !== 'user' || isCustomerSideRole(viewer.user.role);
}

export async function announceComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  event: CommentEvent,
): Promise<void> {
  const topic = { is_public: event.isPublic ? 1 : 0 };
  await announceTimeline(ctx, scope, topic);
  const audience = new Set(await readersOf(ctx.data, scope.order, { ...scope, topic }));
  const { order, attachment, version } = scope;
  const wanted = new Set([...event.mentions, order.creator_id, order.operator_id, order.manager_id]);
  const candidates = [...wanted].filter(
    (id): id is string => !!id && audience.has(id) && !(viewer.kind === 'user' && id === viewer.user.id),
  );
  const roles = new Map(
    (await selectUsersNamed(ctx.data.db, candidates)).map((user) => [user.id, user.role]),
  );
  const recipients = candidates.filter((id) => {
    const role = roles.get(id);
    return role !== undefined && (event.isPublic || !isCustomerSideRole(role));
  });
  const author = await authorName(ctx, viewer);
  await notify(ctx, recipients, {
    group: `order-${order.id}`,
    ...commentNotice({
      order,
      author,
      fileName: attachment.file_name,
      attachmentId: attachment.id,
      versionId: version.id,
      commentId: event.commentId,
      topicId: event.topicId,
      isPublic: event.isPublic,
      byCustomer: isCustomerComment(viewer),
    }),
    message: plainText(event.message),
  });
}

export interface CommentNoticeInput {
  order: Pick<OrderRow, 'id' | 'order_number' | 'name' | 'status'>;
  author: { name: string; avatar: string | null };
  fileName: string;
  attachmentId: string;
  versionId: string;
  commentId: string;
  topicId: string;
  isPublic: boolean;
  byCustomer: boolean;
}

/**
 * A comment notification's title, sender and data block: the viewer opens on the comment. The demo
 * seed writes its comment notifications with it too, so they open the same way.
 */
export function commentNotice(input: CommentNoticeInput) {
  const { order, author } = input;
  return {
    title: `${author.name} commented on ${input.fileName}`,
    avatar: author.avatar,
    username: author.name,
    orderId: order.id,
    data: {
      target: 'attachment-annotation',
      targetId: {
        cardId: order.id,
        attachmentId: input.attachmentId,
        versionId: input.versionId,
        commentId: input.commentId,
        public: input.isPublic,
        annotation: input.topicId,
      },
      // Dashboard §2: comment notifications are cyan for a customer's comment, yellow for staff's.
      widgetType: input.byCustomer ? 'order-comment-customer' : 'order-comment-user',
      cardNumber: order.order_number,
      cardTitle: order.name,
      cardProgress: order.status,
    } satisfies NotificationData,
  };
}
