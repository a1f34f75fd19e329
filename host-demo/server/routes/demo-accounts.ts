import type { FastifyPluginAsync } from 'fastify';
import { done, notFound, type ServerContext, send } from '../http';
import { DEMO_ACCOUNTS } from '../seed';

export const demoAccountRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Chosen path. Outside demo mode it does not exist, so production never lists credentials.
    app.get('/g/demo-accounts', async (_request, reply) =>
      ctx.demo ? send(reply, done({ data: DEMO_ACCOUNTS })) : send(reply, notFound()),
    );
  };
