import type { ClientType } from 'proofdesk/contract';
import { type AccessUser, type AnnotationList, annotationLists, can, Subject } from 'proofdesk/rules';
import type { UserRow } from '../users';
import type { AttachmentRow, TopicRow, VersionRow } from './rows';

/** Who is looking: a signed-in user on a client, or a guest whose token names one order. */
export type Viewer =
  | { kind: 'user'; user: UserRow; clientKind: ClientType }
  | { kind: 'guest'; guestId: string; orderId: string };

/** Who wrote a topic or comment: exactly one of the two is set. */
export interface Author {
  userId: string | null;
  guestId: string | null;
}

export const accessOf = (user: Pick<UserRow, 'role' | 'view_only'>): AccessUser => ({
  role: user.role,
  viewOnly: user.view_only === 1,
});

export const authorOf = (viewer: Viewer): Author =>
  viewer.kind === 'user'
    ? { userId: viewer.user.id, guestId: null }
    : { userId: null, guestId: viewer.guestId };

export const isAuthor = (viewer: Viewer, row: { sender_id: string | null; guest_id: string | null }) =>
  viewer.kind === 'user' ? row.sender_id === viewer.user.id : row.guest_id === viewer.guestId;

/** A guest is the access rules' 'guest' role (public annotations only). */
const accessOfViewer = (viewer: Viewer): AccessUser =>
  viewer.kind === 'user' ? accessOf(viewer.user) : { role: 'guest' };

/**
 * The annotation lists (internal, public) this viewer may read or write: sdk/core/access's one rule,
 * for topics, comments and PDF tools entries alike.
 */
export const listsOf = (viewer: Viewer, access: 'read' | 'write'): AnnotationList[] =>
  annotationLists(accessOfViewer(viewer), access);

const listOf = (row: { is_internal: number }): AnnotationList => (row.is_internal ? 'internal' : 'public');

/** Guests see customer-review files only; internal-review files need the matching read right. */
export function seesAttachment(viewer: Viewer, attachment: AttachmentRow): boolean {
  if (viewer.kind === 'guest') return attachment.group === 'customerReview';
  if (attachment.group !== 'internalReview') return true;
  return can(accessOf(viewer.user), 'read', Subject.INTERNAL_REVIEW_ATTACHMENT);
}

/** Internal versions (and their comments) are for those who may read internal comments. */
export function seesVersion(viewer: Viewer, version: VersionRow): boolean {
  return version.deleted_at === null && listsOf(viewer, 'read').includes(listOf(version));
}

export function seesTopic(viewer: Viewer, topic: Pick<TopicRow, 'is_public'>): boolean {
  return listsOf(viewer, 'read').includes(topic.is_public === 1 ? 'public' : 'internal');
}

/** May this viewer write comments on this version (public or internal kind)? */
export function mayComment(viewer: Viewer, version: VersionRow): boolean {
  return listsOf(viewer, 'write').includes(listOf(version));
}

export const clientTypeOf = (viewer: Viewer) => (viewer.kind === 'user' ? viewer.clientKind : 'guest');
