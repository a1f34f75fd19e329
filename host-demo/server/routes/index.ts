import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { socketRoute } from '../realtime';
import { announcementRoutes } from './announcements';
import { businessHoursRoutes } from './business-hours';
import { csrfRoutes } from './csrf';
import { demoAccountRoutes } from './demo-accounts';
import { impersonateRoutes } from './impersonate';
import { logoutRoutes } from './logout';
import { profileRoutes } from './profile';
import { resetPasswordRoutes } from './reset-password';
import { tokenRoutes } from './token';

/** Every API area, registered under the `/api` prefix by `buildServer`. */
export const apiRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.decorateRequest('auth', null);
    for (const area of [
      tokenRoutes,
      profileRoutes,
      logoutRoutes,
      resetPasswordRoutes,
      impersonateRoutes,
      csrfRoutes,
      businessHoursRoutes,
      announcementRoutes,
      demoAccountRoutes,
      socketRoute,
    ]) {
      await app.register(area(ctx));
    }
  };
