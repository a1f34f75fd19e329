import { type Static, Type } from '@sinclair/typebox';
import { TopicCarryLink } from './carry';
import type { OrderWorkflow } from './workflows';

// Proofing viewer calls (proofing §7 "Versions and annotations", §4.1 review move-to).

export const PROOFING_LIMITS = {
  id: 64,
  /** Serialized rich text of a topic or comment. */
  message: 20_000,
  /** JSON list of mentioned user ids. */
  mentions: 10_000,
  /** JSON of one shape; PDF-tools data (page + base64 annotation) may be larger. */
  annotation: 30_000,
  pdfAnnotationModule: 60_000,
  reason: 255,
} as const;

const Id = Type.String({ minLength: 1, maxLength: PROOFING_LIMITS.id });
const closed = { additionalProperties: false } as const;

export const AttachmentParams = Type.Object({ orderId: Id, attachmentId: Id }, closed);
export const VersionParams = Type.Object({ orderId: Id, attachmentId: Id, versionId: Id }, closed);
export const TopicParams = Type.Object({ orderId: Id, attachmentId: Id, versionId: Id, topicId: Id }, closed);
export const CommentParams = Type.Object(
  { orderId: Id, attachmentId: Id, versionId: Id, commentId: Id },
  closed,
);
/** DELETE /order/:orderId/:attachmentId/:versionId/:reason — "Reason text: 255 characters." */
export const VersionDeleteParams = Type.Object(
  {
    orderId: Id,
    attachmentId: Id,
    versionId: Id,
    reason: Type.String({ minLength: 1, maxLength: PROOFING_LIMITS.reason, pattern: '\\S' }),
  },
  closed,
);
export const ProofingOrderParams = Type.Object({ orderId: Id }, closed);

const Message = Type.String({ minLength: 1, maxLength: PROOFING_LIMITS.message, pattern: '\\S' });
/** Form fields carry JSON as text. */
const MentionsText = Type.String({ maxLength: PROOFING_LIMITS.mentions });
const AnnotationText = Type.String({ minLength: 2, maxLength: PROOFING_LIMITS.annotation });
const PdfModuleText = Type.String({ maxLength: PROOFING_LIMITS.pdfAnnotationModule });

/** POST …/version/:versionId/annotation (form-encoded). */
export const AnnotationForm = Type.Object(
  {
    message: Message,
    mentions: Type.Optional(MentionsText),
    annotation: AnnotationText,
    pdfAnnotationModule: Type.Optional(PdfModuleText),
  },
  closed,
);
export type AnnotationForm = Static<typeof AnnotationForm>;

/** POST …/version/:versionId/update: the same fields, each optional (silent save of PDF tools). */
export const AnnotationUpdateForm = Type.Object(
  {
    message: Type.Optional(Type.String({ maxLength: PROOFING_LIMITS.message })),
    mentions: Type.Optional(MentionsText),
    annotation: Type.Optional(AnnotationText),
    pdfAnnotationModule: Type.Optional(PdfModuleText),
  },
  closed,
);
export type AnnotationUpdateForm = Static<typeof AnnotationUpdateForm>;

/** POST …/annotation/:topicId/comment (form-encoded). */
export const CommentForm = Type.Object({ message: Message, mentions: Type.Optional(MentionsText) }, closed);
export type CommentForm = Static<typeof CommentForm>;

/**
 * Mentions always travel as JSON text (a list of user ids), in forms and JSON bodies alike: a
 * union with an array would be ambiguous under Fastify's type coercion ('a' ⇄ ['a']).
 */
export const Mentions = MentionsText;

/** PUT …/comment/:commentId/message and …/annotation/:topicId/message. */
export const MessageEdit = Type.Object({ data: Message, mentions: Type.Optional(Mentions) }, closed);
export type MessageEdit = Static<typeof MessageEdit>;

/** PUT …/annotation/:topicId/resolve — true resolves, false reopens. */
export const ResolveBody = Type.Object({ data: Type.Boolean() }, closed);
export type ResolveBody = Static<typeof ResolveBody>;

export const TIMELINE_CONTENTS = ['Approved', 'Revise'] as const;
export type TimelineContent = (typeof TIMELINE_CONTENTS)[number];

/** POST /order/:orderId/:attachmentId/attachment-timeline */
export const AttachmentTimelineBody = Type.Object(
  {
    timelineType: Type.Literal('history'),
    content: Type.Union(TIMELINE_CONTENTS.map((value) => Type.Literal(value))),
    attachmentVersionId: Id,
  },
  closed,
);
export type AttachmentTimelineBody = Static<typeof AttachmentTimelineBody>;

export const MOVE_TO_ACTIONS = ['MAKE_CHANGES', 'STAY_IN_REVIEW', 'PUT_ON_HOLD', 'ORDER_APPROVED'] as const;

/** PUT /order/:orderId/move-to (chosen path). */
export const MoveToBody = Type.Object(
  {
    moveto: Type.Union(MOVE_TO_ACTIONS.map((value) => Type.Literal(value))),
    reason: Type.Optional(Type.String({ maxLength: PROOFING_LIMITS.reason })),
    attachmentId: Id,
  },
  closed,
);
export type MoveToBody = Static<typeof MoveToBody>;

/** Fixed answers the proofing viewer shows (proofing §8). */
export const PROOFING_MESSAGES = {
  versionRemoved: 'The version already removed',
  approved: 'The attachment file approved',
  revised: 'The attachment file revised',
  lastVersion: 'The last remaining version cannot be deleted.',
  approvedVersion: 'An approved version cannot be deleted.',
  readOnly: 'Annotations are closed on this file.',
  notInProgress: 'Versions can be approved or revised only while the order is in progress.',
  reasonRequired: 'A reason is required to put the order on hold.',
  reviewClosed: 'Review actions are available only on customer-review files of orders in review.',
  attachmentDeleted: 'The attachment was deleted.',
} as const;

export const Sender = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  isGuest: Type.Boolean(),
});
export type Sender = Static<typeof Sender>;

export const AnnotationComment = Type.Object({
  id: Type.String(),
  message: Type.String(),
  mentions: Type.Array(Type.String()),
  sender: Sender,
  dateCreated: Type.String(),
});
export type AnnotationComment = Static<typeof AnnotationComment>;

export const AnnotationTopic = Type.Object({
  id: Type.String(),
  message: Type.String(),
  mentions: Type.Array(Type.String()),
  sender: Sender,
  dateCreated: Type.String(),
  isResolve: Type.Boolean(),
  isPublic: Type.Boolean(),
  /** JSON text of the shape (0.2 relative or older absolute format). */
  annotation: Type.Union([Type.String(), Type.Null()]),
  comments: Type.Array(AnnotationComment),
  /** Carried forward from this thread of an older version (issue 13); absent or null if not. */
  carriedFrom: Type.Optional(Type.Union([TopicCarryLink, Type.Null()])),
  /** The copies of this thread carried to newer versions. */
  carriedTo: Type.Optional(Type.Array(TopicCarryLink)),
});
export type AnnotationTopic = Static<typeof AnnotationTopic>;

export const FILE_TYPES = ['image', 'pdf', 'unsupported'] as const;

export const AttachmentVersion = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  fileName: Type.String(),
  fileType: Type.Union(FILE_TYPES.map((value) => Type.Literal(value))),
  /** Under the API base: GET /storage/file/:key with the caller's bearer token. */
  url: Type.String(),
  fileMeta: Type.Object({ fileSize: Type.String() }),
  fileSizeRaw: Type.Integer(),
  createdAt: Type.String(),
  isInternal: Type.Boolean(),
  isInternalApproved: Type.Boolean(),
  isDisabledAnnotation: Type.Boolean(),
  isDisabledInternalAnnotation: Type.Boolean(),
  pdfAnnotationModule: Type.Union([Type.String(), Type.Null()]),
  disabledDelete: Type.Boolean(),
  draftVersion: Type.Boolean(),
  thumbnail: Type.Union([Type.String(), Type.Null()]),
  isAllowedToReview: Type.Boolean(),
  uploadedByType: Type.Union([Type.String(), Type.Null()]),
  creator: Type.Object({ id: Type.Union([Type.String(), Type.Null()]) }),
});
export type AttachmentVersion = Static<typeof AttachmentVersion>;

export const AttachmentInfo = Type.Object({
  id: Type.String(),
  group: Type.String(),
  fileName: Type.String(),
  startingTab: Type.String(),
  isDisabledInternalTabAnnotation: Type.Boolean(),
  isDisabledPublicTabAnnotation: Type.Boolean(),
  attachmentTypeStartFrom: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type AttachmentInfo = Static<typeof AttachmentInfo>;

/** GET …/versions */
export const VersionList = Type.Object({
  attachment: AttachmentInfo,
  versions: Type.Array(AttachmentVersion),
});
export type VersionList = Static<typeof VersionList>;

/** GET …/version/:versionId */
export const VersionWithAnnotations = Type.Intersect([
  AttachmentVersion,
  Type.Object({ attachment: AttachmentInfo, topics: Type.Array(AnnotationTopic) }),
]);
export type VersionWithAnnotations = Static<typeof VersionWithAnnotations>;

/**
 * GET /order/:orderId/attachment/:attachmentId/standing: the caller's standing on the order, for the
 * viewer's review buttons (§4.1, §6: userAbility creator or collaborator, approver) and version
 * Delete (§6: the assigned operator).
 */
export interface ReviewStanding {
  /** customerReview | suppliedFiles | internalReview */
  attachmentGroup: string;
  isCreator: boolean;
  isCollaborator: boolean;
  isApprover: boolean;
  isAssignedOperator: boolean;
  /** The caller reads the order as the white-label reseller of its account (no review decisions,
   * guest invitations or file deletion: sdk/core/access `takesAccountDecisions`). */
  asReseller: boolean;
  /** The approval workflow the order follows, with each stage's state (null: none, or the account's
   * workflows preference is off). `isStageReviewer` gates the viewer's decisions. */
  workflow: OrderWorkflow | null;
}
