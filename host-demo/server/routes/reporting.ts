import type { FastifyPluginAsync } from 'fastify';
import { OperatorReportQuery, OrderReportQuery, REPORT_MESSAGES } from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, requireSession } from '../auth';
import { type ServerContext, send } from '../http';
import { operatorReport, orderReport } from '../reporting';

/**
 * Reporting (issue 26; docs/api.md "Reporting"). Order reporting for whoever has customer
 * reporting (owner, staff: their account's orders, a reseller's also its customers') or user
 * reporting (managers and the admin: every order); operator reporting for user reporting only
 * (dashboard §6 "Manager: like operator plus user reporting"). Reads only: no anti-forgery scope.
 */
export const reportingRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const orders = requireRight(
      ctx,
      (user) => can(user, 'read', S.NAV_CUSTOMER_REPORTING) || can(user, 'read', S.NAV_USER_REPORTING),
    );
    const operators = requireRight(
      ctx,
      (user) => can(user, 'read', S.NAV_USER_REPORTING),
      REPORT_MESSAGES.noOperatorReporting,
    );

    app.get<{ Querystring: OrderReportQuery }>(
      '/reporting/orders',
      { schema: { querystring: OrderReportQuery }, preHandler: [session, orders] },
      async (request, reply) => send(reply, await orderReport(ctx, authOf(request).user, request.query)),
    );

    app.get<{ Querystring: OperatorReportQuery }>(
      '/reporting/operators',
      { schema: { querystring: OperatorReportQuery }, preHandler: [session, operators] },
      async (request, reply) => send(reply, await operatorReport(ctx, authOf(request).user, request.query)),
    );
  };
