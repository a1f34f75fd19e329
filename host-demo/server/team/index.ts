import { randomUUID } from 'node:crypto';
import {
  type CreateTeamMemberRequest,
  TEAM_MEMBER_MESSAGES,
  type TeamMember,
  type UpdateTeamMemberRequest,
} from 'proofdesk/contract';
import { validateTeamMemberForm } from 'proofdesk/rules';
import { firstPassword, hashPassword } from '../auth';
import { transaction } from '../data';
import {
  emailTakenByOther,
  insertMember,
  type MemberFilter,
  type MemberRecord,
  revokeUserSessions,
  selectMember,
  selectMemberPage,
  setDeactivated,
  updateMember,
} from '../data/team/member-rows';
import {
  done,
  donePage,
  type Failed,
  fail,
  formRefusal,
  notFound,
  type Result,
  type ServerContext,
} from '../http';
import { insertWithUniqueEmail, type UserRow } from '../users';

// Team members of an account (issue 26 "Team members"): the account owner lists, creates, edits,
// deactivates and reactivates the users of its own account. Another account's user is answered as
// not found, never as forbidden (its existence does not leak).

type Ctx = Pick<ServerContext, 'data' | 'hub' | 'now'>;

export function toTeamMember(row: MemberRecord, callerId: string): TeamMember {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    emailAddress: row.email,
    jobTitle: row.job_title,
    role: row.role,
    viewOnly: row.view_only === 1,
    isActive: row.deactivated_at === null,
    isYou: row.id === callerId,
    createdAt: new Date(row.created_at).toISOString(),
    deactivatedAt: row.deactivated_at === null ? null : new Date(row.deactivated_at).toISOString(),
  };
}

export async function memberPage(
  ctx: Ctx,
  caller: UserRow,
  filter: Omit<MemberFilter, 'clientId'>,
  page: number,
  limit: number,
): Promise<Result<TeamMember[]>> {
  if (!caller.client_id) return done({ data: [], meta: { page, totalPages: 1 } });
  const { rows, total } = await selectMemberPage(
    ctx.data.db,
    ctx.data.dialect,
    { ...filter, clientId: caller.client_id },
    page,
    limit,
  );
  return donePage(
    rows.map((row) => toTeamMember(row, caller.id)),
    page,
    limit,
    total,
  );
}

export async function readMember(ctx: Ctx, caller: UserRow, memberId: string): Promise<Result<TeamMember>> {
  const row = caller.client_id ? await selectMember(ctx.data.db, caller.client_id, memberId) : undefined;
  return row ? done({ data: toTeamMember(row, caller.id) }) : notFound(TEAM_MEMBER_MESSAGES.notFound);
}

/** The form rule of the portal (sdk/core/domain/team-member.ts), answered per field. */
const formProblems = (body: CreateTeamMemberRequest): Failed | undefined =>
  formRefusal(TEAM_MEMBER_MESSAGES.formInvalid, validateTeamMemberForm(body));

const cleaned = (body: CreateTeamMemberRequest) => ({
  firstname: body.firstname.trim(),
  lastname: body.lastname.trim(),
  email: body.emailAddress.trim().toLowerCase(),
  job_title: body.jobTitle.trim(),
  role: body.role,
  view_only: body.viewOnly ? 1 : 0,
});

export async function createMember(
  ctx: Ctx,
  caller: UserRow,
  body: CreateTeamMemberRequest,
): Promise<Result<TeamMember>> {
  const problem = formProblems(body);
  if (problem) return problem;
  if (!caller.client_id) return notFound(TEAM_MEMBER_MESSAGES.notFound);
  const clientId = caller.client_id;
  const fields = cleaned(body);
  // Without a password the member sets one through Forgot Password (docs/rules-and-choices.md): the
  // generated one is never shown.
  const { hash } = await firstPassword(body.password);
  const id = randomUUID();
  const taken = await insertWithUniqueEmail(
    () => emailTakenByOther(ctx.data.db, fields.email, id),
    () =>
      insertMember(ctx.data.db, {
        id,
        client_id: clientId,
        password_hash: hash,
        time_zone: caller.time_zone,
        created_at: ctx.now().getTime(),
        ...fields,
      }),
    fail(409, TEAM_MEMBER_MESSAGES.emailTaken),
  );
  if (taken) return taken;
  const row = await selectMember(ctx.data.db, caller.client_id, id);
  return done({ data: toTeamMember(row!, caller.id), id, message: TEAM_MEMBER_MESSAGES.created });
}

/** Ends every session of a member and tells its open pages (force-logout over realtime). */
async function endSessions(ctx: Ctx, sessionIds: string[], reason: string) {
  for (const sessionId of sessionIds) ctx.hub.endSession(sessionId, { reason });
}

export async function editMember(
  ctx: Ctx,
  caller: UserRow,
  memberId: string,
  body: UpdateTeamMemberRequest,
): Promise<Result<TeamMember>> {
  const problem = formProblems(body);
  if (problem) return problem;
  const clientId = caller.client_id;
  if (!clientId) return notFound(TEAM_MEMBER_MESSAGES.notFound);
  const fields = cleaned(body);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const outcome = await transaction(ctx.data, async (trx) => {
    const row = await selectMember(trx, clientId, memberId, ctx.data.dialect);
    if (!row) return notFound(TEAM_MEMBER_MESSAGES.notFound);
    // The owner's own role and view-only flag stay: a change would leave the account without a
    // manager (a view-only owner changes nothing).
    const selfChange = fields.role !== row.role || fields.view_only !== row.view_only;
    if (row.id === caller.id && selfChange) return fail(409, TEAM_MEMBER_MESSAGES.notYourself);
    if (await emailTakenByOther(trx, fields.email, row.id)) return fail(409, TEAM_MEMBER_MESSAGES.emailTaken);
    await updateMember(trx, row.id, passwordHash ? { ...fields, password_hash: passwordHash } : fields);
    // A new password, role or view-only flag from the owner ends the member's other sessions: it
    // signs in again under what it may now do (the caller's own session stays).
    const changed =
      passwordHash !== undefined || row.role !== fields.role || row.view_only !== fields.view_only;
    const ended =
      changed && row.id !== caller.id ? await revokeUserSessions(trx, row.id, ctx.now().getTime()) : [];
    return { ended };
  });
  if ('ok' in outcome) return outcome;
  await endSessions(ctx, outcome.ended, 'account-changed');
  const row = await selectMember(ctx.data.db, clientId, memberId);
  return done({ data: toTeamMember(row!, caller.id), message: TEAM_MEMBER_MESSAGES.updated });
}

export async function setMemberActive(
  ctx: Ctx,
  caller: UserRow,
  memberId: string,
  active: boolean,
): Promise<Result<TeamMember>> {
  const clientId = caller.client_id;
  if (!clientId) return notFound(TEAM_MEMBER_MESSAGES.notFound);
  if (memberId === caller.id) return fail(409, TEAM_MEMBER_MESSAGES.notYourself);
  const outcome = await transaction(ctx.data, async (trx) => {
    const row = await selectMember(trx, clientId, memberId, ctx.data.dialect);
    if (!row) return notFound(TEAM_MEMBER_MESSAGES.notFound);
    const at = ctx.now().getTime();
    // Idempotent: deactivating a deactivated member keeps its first time.
    if (active !== (row.deactivated_at === null)) await setDeactivated(trx, row.id, active ? null : at);
    return { ended: active ? [] : await revokeUserSessions(trx, row.id, at) };
  });
  if ('ok' in outcome) return outcome;
  await endSessions(ctx, outcome.ended, 'deactivated');
  const row = await selectMember(ctx.data.db, clientId, memberId);
  return done({
    data: toTeamMember(row!, caller.id),
    message: active ? TEAM_MEMBER_MESSAGES.reactivated : TEAM_MEMBER_MESSAGES.deactivated,
  });
}
