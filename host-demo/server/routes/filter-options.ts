import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  FilterCreatorsQuery,
  FilterCustomersQuery,
  FilterNoQuery,
  type FilterOption,
  FilterServicesQuery,
} from 'proofdesk/contract';
import { can, isAccountRole, Subject } from 'proofdesk/rules';
import { authOf, requireRole, requireSession } from '../auth';
import {
  clientOptions,
  creatorOptions,
  customerOptions,
  managerOptions,
  operatorOptions,
  serviceCategoryOptions,
  serviceOptions,
} from '../filters';
import { denied, done, type ServerContext, send } from '../http';
import { accessUserOf } from '../orders';
import type { UserRow } from '../users';

type Query = Record<string, string | undefined>;

interface OptionList {
  path: string;
  querystring: object;
  /** "Filter fields Client, Customer, Creator, Project Lead and Operator appear only with their read
   * permission"; services and categories are open to every signed-in user. */
  subject?: Subject;
  list: (user: UserRow, query: Query) => Promise<FilterOption[]>;
}

export const filterOptionRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const { data } = ctx;
    const lists: OptionList[] = [
      {
        path: '/filters/customers',
        querystring: FilterCustomersQuery,
        subject: Subject.ORDER_FILTER_CUSTOMER,
        list: (user, query) => customerOptions(data, user, query.clientId),
      },
      {
        path: '/filters/services',
        querystring: FilterServicesQuery,
        list: (_user, query) => serviceOptions(data, query.serviceCategoryId),
      },
      {
        path: '/filters/managers',
        querystring: FilterNoQuery,
        subject: Subject.ORDER_FILTER_MANAGER,
        list: () => managerOptions(data),
      },
      {
        path: '/filters/clients',
        querystring: FilterNoQuery,
        subject: Subject.ORDER_FILTER_CLIENT,
        list: (user) => clientOptions(data, user),
      },
      {
        path: '/filters/creators',
        querystring: FilterCreatorsQuery,
        subject: Subject.ORDER_FILTER_CREATOR,
        list: (user, query) => creatorOptions(data, user, query.clientId, query.customerId),
      },
      {
        path: '/filters/services-category',
        querystring: FilterNoQuery,
        list: () => serviceCategoryOptions(data),
      },
      {
        path: '/filters/operators',
        querystring: FilterNoQuery,
        subject: Subject.ORDER_FILTER_OPERATOR,
        list: () => operatorOptions(data),
      },
    ];
    const preHandler = [requireSession(ctx), requireRole(isAccountRole)];
    for (const { path, querystring, subject, list } of lists) {
      app.get(
        path,
        { schema: { querystring }, preHandler },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const { user } = authOf(request);
          if (subject && !can(await accessUserOf(data, user), 'read', subject)) return send(reply, denied());
          return send(reply, done({ data: await list(user, request.query as Query) }));
        },
      );
    }
  };
