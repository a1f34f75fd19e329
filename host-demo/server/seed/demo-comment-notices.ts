import { isCustomerSideRole, type OrderStatus } from 'proofdesk/rules';
import type { Db } from '../db';
import { commentNotice } from '../proofing';
import type { CommentRef, OrderFacts } from './demo-notifications';

interface SeededComment {
  id: string;
  topic_id: string;
  message: string;
  created_at: string;
  is_public: number;
  version_id: string;
  attachment_id: string;
  file_name: string;
  author: string;
  avatar: string | null;
  role: string;
}

// A thread is found by its place on the file (oldest first), a reply by its place in the thread.
const THREAD_SQL = `
SELECT t.id, t.id AS topic_id, t.message, t.created_at, t.is_public, t.version_id, a.id AS attachment_id,
  a.file_name, TRIM(u.firstname || ' ' || u.lastname) AS author, u.avatar, u.role
FROM annotation_topics t
JOIN attachment_versions v ON v.id = t.version_id
JOIN attachments a ON a.id = v.attachment_id
JOIN users u ON u.id = t.sender_id
WHERE a.order_id = ? AND a.file_name = ?
ORDER BY t.created_at, t.id LIMIT 1 OFFSET ?`;

const REPLY_SQL = `
SELECT c.id, c.message, c.created_at, TRIM(u.firstname || ' ' || u.lastname) AS author, u.avatar, u.role
FROM annotation_comments c JOIN users u ON u.id = c.sender_id
WHERE c.topic_id = ? ORDER BY c.created_at, c.id LIMIT 1 OFFSET ?`;

/**
 * The comment notification a seeded comment would have sent: its author, text and time, and the
 * viewer coordinates of the real file, version and thread. Throws when the proofing seed wrote no
 * such comment, so a demo notification can never name a record that does not exist.
 */
export function seededCommentNotice(db: Db, orderId: string, ref: CommentRef, order: OrderFacts) {
  const status = order.status as OrderStatus;
  const thread = db.prepare(THREAD_SQL).get(orderId, ref.file, ref.thread - 1) as SeededComment | undefined;
  const reply =
    thread && ref.reply !== undefined
      ? (db.prepare(REPLY_SQL).get(thread.id, ref.reply - 1) as SeededComment | undefined)
      : undefined;
  const comment = ref.reply === undefined ? thread : reply && { ...thread!, ...reply, topic_id: thread!.id };
  if (!comment) throw new Error(`demo seed: ${orderId} has no comment ${JSON.stringify(ref)}`);
  return {
    created: Date.parse(comment.created_at),
    message: comment.message,
    ...commentNotice({
      order: { id: orderId, ...order, status },
      author: { name: comment.author, avatar: comment.avatar },
      fileName: comment.file_name,
      attachmentId: comment.attachment_id,
      versionId: comment.version_id,
      commentId: comment.id,
      topicId: comment.topic_id,
      isPublic: comment.is_public === 1,
      byCustomer: isCustomerSideRole(comment.role),
    }),
  };
}
