import { type Static, Type } from '@sinclair/typebox';

// Carry comments forward (issue 13 "Beyond the anchors"): the open threads of an older version of a
// file copied onto a newer one, each linked to where it came from.

/** POST /order/:orderId/attachment/:attachmentId/version/:versionId/carry-forward */
export const CarryForwardBody = Type.Object(
  { fromVersionId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type CarryForwardBody = Static<typeof CarryForwardBody>;

/** One end of a carry: the thread on the other version, and that version's number. */
export const TopicCarryLink = Type.Object({
  topicId: Type.String(),
  versionId: Type.String(),
  version: Type.Integer(),
});
export type TopicCarryLink = Static<typeof TopicCarryLink>;

/** The answer's `data`: each thread carried by this call (none when all were carried before). */
export const CarryForwardResult = Type.Object({
  carried: Type.Array(Type.Object({ fromTopicId: Type.String(), toTopicId: Type.String() })),
});
export type CarryForwardResult = Static<typeof CarryForwardResult>;
