import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../http';
import { notFound, ok } from '../replies';
import { DEMO_ACCOUNTS } from '../seed';

export const demoAccountRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Chosen path. Outside demo mode it does not exist, so production never lists credentials.
    app.get('/g/demo-accounts', async (_request, reply) =>
      ctx.demo ? ok(reply, DEMO_ACCOUNTS) : notFound(reply),
    );
  };
