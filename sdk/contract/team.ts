import { type Static, Type } from '@sinclair/typebox';

// Team members of an account (issue 26 "Team members"; docs/api.md "Team members"). Text fields
// carry only their maximum length here: an empty one reaches the server's form rule, which answers
// in the spec's words ('Required!', 'Not Valid'), as the portal's form does.

const Id = Type.String({ minLength: 1, maxLength: 80 });
const Name = Type.String({ maxLength: 50 });

const memberFields = {
  firstname: Name,
  lastname: Name,
  emailAddress: Type.String({ maxLength: 254 }),
  jobTitle: Type.String({ maxLength: 100 }),
  role: Type.String({ maxLength: 20 }),
  viewOnly: Type.Optional(Type.Boolean()),
  /** Optional (dashboard §5); 6 to 20 characters when given. */
  password: Type.Optional(Type.String({ maxLength: 100 })),
};

/** Body of POST /team-members. */
export const CreateTeamMemberRequest = Type.Object(memberFields, { additionalProperties: false });
export type CreateTeamMemberRequest = Static<typeof CreateTeamMemberRequest>;

/** Body of PUT /team-members/:memberId: the same form; an empty password keeps the current one. */
export const UpdateTeamMemberRequest = Type.Object(memberFields, { additionalProperties: false });
export type UpdateTeamMemberRequest = Static<typeof UpdateTeamMemberRequest>;

export const TeamMemberParams = Type.Object({ memberId: Id }, { additionalProperties: false });
export type TeamMemberParams = Static<typeof TeamMemberParams>;

export const TeamMemberListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** Name, e-mail or job title contains it (case-insensitive). */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('inactive')]),
    ),
  },
  { additionalProperties: false },
);
export type TeamMemberListQuery = Static<typeof TeamMemberListQuery>;

/** A member as the list and the member page show it; never the password. */
export const TeamMember = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  emailAddress: Type.String(),
  jobTitle: Type.String(),
  role: Type.String(),
  viewOnly: Type.Boolean(),
  isActive: Type.Boolean(),
  /** The member is the caller (the owner cannot deactivate or demote itself). */
  isYou: Type.Boolean(),
  createdAt: Type.String(),
  deactivatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type TeamMember = Static<typeof TeamMember>;
