import type {
  AnnotationComment,
  AnnotationTopic,
  AttachmentInfo,
  AttachmentVersion,
  Sender,
} from 'proofdesk/contract';
import { can, formatBytes, Subject, splitVersions, versionReviewEnabled } from 'proofdesk/rules';
import type { Data } from '../data';
import { selectComments, selectTopics } from '../data/proofing/carry-rows';
import { selectGuestsNamed, selectUsersNamed, selectVersions } from '../data/proofing/proofing-rows';
import type { OrderRow } from '../orders';
import { carryLinks } from './carry-forward';
import { readablePdfTools } from './pdf-tools';
import type { AttachmentRow, CommentRow, TopicRow, VersionRow } from './rows';
import { accessOf, seesTopic, seesVersion, type Viewer } from './viewer';

/** Absolute URL of a stored file, e.g. `http://127.0.0.1:4400/api/storage/file/<key>`. */
export type FileUrl = (key: string) => string;

export const toAttachmentInfo = (row: AttachmentRow): AttachmentInfo => ({
  id: row.id,
  group: row.group,
  fileName: row.file_name,
  startingTab: row.starting_tab,
  isDisabledInternalTabAnnotation: row.is_disabled_internal_tab_annotation === 1,
  isDisabledPublicTabAnnotation: row.is_disabled_public_tab_annotation === 1,
  attachmentTypeStartFrom: row.attachment_type_start_from,
  createdAt: row.created_at,
});

/** The versions this viewer may see, newest first, with per-list delete and review flags. */
export async function visibleVersions(
  data: Data,
  viewer: Viewer,
  order: OrderRow,
  attachmentId: string,
  fileUrl: FileUrl,
): Promise<AttachmentVersion[]> {
  const rows = await selectVersions(data.db, attachmentId);
  const pdfToolsOf = await readablePdfTools(data, viewer, attachmentId);
  return versionsFor(viewer, order, rows, pdfToolsOf, fileUrl);
}

function versionsFor(
  viewer: Viewer,
  order: OrderRow,
  live: readonly VersionRow[],
  pdfToolsOf: (row: VersionRow) => string | null,
  fileUrl: FileUrl,
): AttachmentVersion[] {
  const rows = live.filter((row) => seesVersion(viewer, row));
  const lists = splitVersions(rows.map((row) => ({ row, isInternal: row.is_internal === 1 })));
  // "Order progress 'in-progress' enables approve and revise on versions" for approvers.
  const reviewer =
    viewer.kind === 'user' &&
    can(accessOf(viewer.user), 'update', Subject.APPROVE) &&
    versionReviewEnabled(order.status);
  return rows.map((row) => {
    const list = row.is_internal === 1 ? lists.internal : lists.public;
    return toVersion(row, fileUrl, {
      disabledDelete: list.length < 2,
      isAllowedToReview: reviewer,
      pdfAnnotationModule: pdfToolsOf(row),
    });
  });
}

export function toVersion(
  row: VersionRow,
  fileUrl: FileUrl,
  flags: { disabledDelete: boolean; isAllowedToReview: boolean; pdfAnnotationModule: string | null },
): AttachmentVersion {
  return {
    id: row.id,
    version: row.version,
    fileName: row.file_name,
    fileType: row.file_type,
    url: fileUrl(row.storage_key),
    fileMeta: { fileSize: formatBytes(row.file_size) },
    fileSizeRaw: row.file_size,
    createdAt: row.created_at,
    isInternal: row.is_internal === 1,
    isInternalApproved: row.is_internal_approved === 1,
    isDisabledAnnotation: row.is_disabled_annotation === 1,
    isDisabledInternalAnnotation: row.is_disabled_internal_annotation === 1,
    pdfAnnotationModule: flags.pdfAnnotationModule,
    disabledDelete: flags.disabledDelete,
    draftVersion: row.draft_version === 1,
    thumbnail: row.thumbnail_key ? fileUrl(row.thumbnail_key) : null,
    isAllowedToReview: flags.isAllowedToReview,
    uploadedByType: row.uploaded_by_type,
    creator: { id: row.creator_id },
  };
}

const parseMentions = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

type SenderOf = (row: { sender_id: string | null; guest_id: string | null }) => Sender;

/** Resolves the authors of these rows in two queries: users by id, guests by invitation id. */
async function senders(
  data: Data,
  rows: readonly { sender_id: string | null; guest_id: string | null }[],
): Promise<SenderOf> {
  const userIds = [...new Set(rows.flatMap((row) => (row.sender_id ? [row.sender_id] : [])))];
  const guestIds = [
    ...new Set(rows.flatMap((row) => (!row.sender_id && row.guest_id ? [row.guest_id] : []))),
  ];
  const users = new Map((await selectUsersNamed(data.db, userIds)).map((user) => [user.id, user]));
  const guests = new Map((await selectGuestsNamed(data.db, guestIds)).map((guest) => [guest.id, guest]));
  return (row) => {
    if (row.sender_id) {
      const u = users.get(row.sender_id);
      return {
        id: row.sender_id,
        name: u ? `${u.firstname} ${u.lastname}` : 'Deleted user',
        avatar: u?.avatar ?? null,
        isGuest: false,
      };
    }
    const g = row.guest_id ? guests.get(row.guest_id) : undefined;
    return {
      id: row.guest_id ?? '',
      name: g?.guest_name ?? 'Guest',
      avatar: g?.guest_avatar ?? null,
      isGuest: true,
    };
  };
}

/** Topics visible to the viewer, oldest first, each with its comments. */
export async function visibleTopics(
  data: Data,
  viewer: Viewer,
  versionId: string,
): Promise<AnnotationTopic[]> {
  const topics = (await selectTopics(data.db, versionId)).filter((topic) => seesTopic(viewer, topic));
  const topicIds = topics.map((topic) => topic.id);
  const comments = await selectComments(data.db, topicIds);
  const senderOf = await senders(data, [...topics, ...comments]);
  const byTopic = new Map<string, AnnotationComment[]>();
  for (const comment of comments) {
    const list = byTopic.get(comment.topic_id) ?? [];
    list.push(toComment(comment, senderOf));
    byTopic.set(comment.topic_id, list);
  }
  const carries = await carryLinks(data, topicIds);
  return topics.map((topic: TopicRow) => ({
    id: topic.id,
    message: topic.message,
    mentions: parseMentions(topic.mentions),
    sender: senderOf(topic),
    dateCreated: topic.created_at,
    isResolve: topic.is_resolve === 1,
    isPublic: topic.is_public === 1,
    annotation: topic.annotation,
    comments: byTopic.get(topic.id) ?? [],
    carriedFrom: carries.from.get(topic.id) ?? null,
    carriedTo: carries.to.get(topic.id) ?? [],
  }));
}

const toComment = (row: CommentRow, senderOf: SenderOf): AnnotationComment => ({
  id: row.id,
  message: row.message,
  mentions: parseMentions(row.mentions),
  sender: senderOf(row),
  dateCreated: row.created_at,
});
