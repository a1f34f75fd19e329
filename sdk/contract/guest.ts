import { type Static, Type } from '@sinclair/typebox';
import { AttachmentInfo, AttachmentVersion } from './proofing';

// Guest reviewers (proofing §2.4, §5, §7 "Guest"). The invitation link carries
// `?token=<invitationId>.<secret>`; POST /g/reviewAuth takes it as HTTP Basic `invitationId:secret`.

export { GUEST_MESSAGES, guestReviewAuthorization, guestReviewPath, parseGuestLinkToken } from './guest-link';

export const GuestAuthData = Type.Object({ accessToken: Type.String(), accessTokenExpiresAt: Type.String() });
export type GuestAuthData = Static<typeof GuestAuthData>;

/** GET /g/guest/data — attachments newest first, each with its public versions newest first. */
export const GuestData = Type.Object({
  accessToken: Type.String(),
  guestName: Type.String(),
  guestEmail: Type.String(),
  guestId: Type.String(),
  guestAvatar: Type.Union([Type.String(), Type.Null()]),
  guestMessage: Type.String(),
  inviter: Type.Object({ name: Type.String(), avatar: Type.Union([Type.String(), Type.Null()]) }),
  orderId: Type.String(),
  orderIsFrozen: Type.Boolean(),
  /** The order's status (read-only mode, proofing §4.2, as for signed-in viewers). */
  orderProgress: Type.String(),
  attachments: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: Type.String(),
      attachment: AttachmentInfo,
      versions: Type.Array(AttachmentVersion),
    }),
  ),
});
export type GuestData = Static<typeof GuestData>;

export const GUEST_TOPIC_FIELDS = ['message', 'resolve'] as const;

const Id = Type.String({ minLength: 1, maxLength: 64 });
export const GuestTopicFieldParams = Type.Object(
  {
    orderId: Id,
    attachmentId: Id,
    versionId: Id,
    topicId: Id,
    field: Type.Union(GUEST_TOPIC_FIELDS.map((value) => Type.Literal(value))),
  },
  { additionalProperties: false },
);

/** PUT /g/guest/…/annotation/:topicId/:field — a message text, or a boolean for resolve. */
export const GuestFieldBody = Type.Object(
  {
    data: Type.Union([Type.Boolean(), Type.String({ minLength: 1, maxLength: 20_000 })]),
    mentions: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
);
export type GuestFieldBody = Static<typeof GuestFieldBody>;

/** Guest invitations (the spec shows no call; see docs/api.md "Guest invitations"). */
export const GUEST_INVITE_LIMITS = { name: 100, email: 254, message: 1000 } as const;

export const GuestInvitationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: GUEST_INVITE_LIMITS.name, pattern: '\\S' }),
    email: Type.String({ format: 'email', minLength: 3, maxLength: GUEST_INVITE_LIMITS.email }),
    message: Type.Optional(Type.String({ maxLength: GUEST_INVITE_LIMITS.message })),
  },
  { additionalProperties: false },
);
export type GuestInvitationBody = Static<typeof GuestInvitationBody>;

export const GuestInvitationOrderParams = Type.Object({ orderId: Id }, { additionalProperties: false });
export const GuestInvitationParams = Type.Object(
  { orderId: Id, invitationId: Id },
  { additionalProperties: false },
);

/** One invitation as listed; `link` only in the answer that created it (only a hash is kept). */
export interface GuestInvitation {
  id: string;
  guestName: string;
  guestEmail: string;
  message: string;
  inviter: { id: string | null; name: string };
  createdAt: string;
  revokedAt: string | null;
  link?: string;
}
