import type { FastifyPluginAsync } from 'fastify';
import {
  CreateTeamMemberRequest,
  TEAM_MEMBER_PAGE_SIZE,
  TeamMemberListQuery,
  TeamMemberParams,
  UpdateTeamMemberRequest,
} from 'proofdesk/contract';
import { type Action, can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { type ServerContext, send } from '../http';
import { createMember, editMember, memberPage, readMember, setMemberActive } from '../team';

type MemberRoute = { Params: TeamMemberParams };

/**
 * Team members of the caller's account (issue 26; paths chosen, docs/api.md "Team members"). Who
 * may: the team-member rights of sdk/core/access (the owner: read, create, update, delete; staff
 * none, dashboard §6 "Owner: … team members"); a view-only owner reads only. Mutations carry the
 * customer-team-member anti-forgery scope (§7).
 */
export const teamMemberRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'customer-team-member');
    const right = (action: Action) => requireRight(ctx, (user) => can(user, action, S.NAV_TEAM_MEMBER));

    app.get<{ Querystring: TeamMemberListQuery }>(
      '/team-members',
      { schema: { querystring: TeamMemberListQuery }, preHandler: [session, right('read')] },
      async (request, reply) => {
        const { page = 1, limit = TEAM_MEMBER_PAGE_SIZE, search, status = 'all' } = request.query;
        return send(reply, await memberPage(ctx, authOf(request).user, { search, status }, page, limit));
      },
    );

    app.get<MemberRoute>(
      '/team-members/:memberId',
      { schema: { params: TeamMemberParams }, preHandler: [session, right('read')] },
      async (request, reply) =>
        send(reply, await readMember(ctx, authOf(request).user, request.params.memberId)),
    );

    app.post<{ Body: CreateTeamMemberRequest }>(
      '/team-members',
      { schema: { body: CreateTeamMemberRequest }, preHandler: [session, right('create'), csrf] },
      async (request, reply) => send(reply, await createMember(ctx, authOf(request).user, request.body)),
    );

    app.put<MemberRoute & { Body: UpdateTeamMemberRequest }>(
      '/team-members/:memberId',
      {
        schema: { params: TeamMemberParams, body: UpdateTeamMemberRequest },
        preHandler: [session, right('update'), csrf],
      },
      async (request, reply) =>
        send(reply, await editMember(ctx, authOf(request).user, request.params.memberId, request.body)),
    );

    for (const [path, active, action] of [
      ['deactivate', false, 'delete'],
      ['reactivate', true, 'update'],
    ] as const) {
      app.put<MemberRoute>(
        `/team-members/:memberId/${path}`,
        { schema: { params: TeamMemberParams }, preHandler: [session, right(action), csrf] },
        async (request, reply) =>
          send(reply, await setMemberActive(ctx, authOf(request).user, request.params.memberId, active)),
      );
    }
  };
