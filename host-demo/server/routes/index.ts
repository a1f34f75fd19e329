import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../http';
import { socketRoute } from '../realtime';
import { accessRequestRoutes } from './access-requests';
import { accountProfileRoutes } from './account-profile';
import { announcementRoutes } from './announcements';
import { businessHoursRoutes } from './business-hours';
import { cartRoutes } from './cart';
import { clientErrorRoutes } from './client-errors';
import { csrfRoutes } from './csrf';
import { demoAccountRoutes } from './demo-accounts';
import { filterOptionRoutes } from './filter-options';
import { filterPresetRoutes } from './filter-presets';
import { guestAnnotationRoutes } from './guest-annotations';
import { guestAuthRoutes } from './guest-auth';
import { guestInvitationRoutes } from './guest-invitations';
import { imageRoutes } from './images';
import { impersonateRoutes } from './impersonate';
import { logoutRoutes } from './logout';
import { manageProfileRoutes } from './manage-profile';
import { messageReadRoutes } from './messages-read';
import { messageWriteRoutes } from './messages-write';
import { orderActionRoutes } from './order-actions';
import { orderCreateRoutes } from './order-create';
import { orderDetailReadRoutes } from './order-detail-reads';
import { orderRoutes } from './orders';
import { packageRoutes } from './package';
import { paygRoutes } from './payg';
import { paymentRoutes } from './payments';
import { profileRoutes } from './profile';
import { proofingAnnotationRoutes } from './proofing-annotations';
import { proofingCarryRoutes } from './proofing-carry';
import { proofingReadRoutes } from './proofing-read';
import { proofingVersionRoutes } from './proofing-versions';
import { reportingRoutes } from './reporting';
import { resellerCustomerRoutes } from './reseller-customers';
import { resetPasswordRoutes } from './reset-password';
import { reviewStandingRoutes } from './review-standing';
import { storageRoutes } from './storage';
import { teamMemberRoutes } from './team-members';
import { tokenRoutes } from './token';
import { uploadRoutes } from './uploads';
import { workflowRoutes } from './workflows';

/** Every API area, registered under the `/api` prefix by `buildServer`. */
export const apiRoutes = (ctx: ServerContext): FastifyPluginAsync =>
  named(async (app) => {
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
      clientErrorRoutes,
      accessRequestRoutes,
      demoAccountRoutes,
      orderRoutes,
      orderCreateRoutes,
      orderActionRoutes,
      orderDetailReadRoutes,
      filterPresetRoutes,
      filterOptionRoutes,
      messageReadRoutes,
      messageWriteRoutes,
      cartRoutes,
      packageRoutes,
      paygRoutes,
      paymentRoutes,
      accountProfileRoutes,
      manageProfileRoutes,
      proofingReadRoutes,
      proofingAnnotationRoutes,
      proofingVersionRoutes,
      proofingCarryRoutes,
      reviewStandingRoutes,
      guestAuthRoutes,
      guestAnnotationRoutes,
      guestInvitationRoutes,
      uploadRoutes,
      storageRoutes,
      teamMemberRoutes,
      resellerCustomerRoutes,
      imageRoutes,
      reportingRoutes,
      workflowRoutes,
      socketRoute,
    ]) {
      await app.register(named(area(ctx), area.name));
    }
  }, 'api');

/**
 * Fastify names every plugin it registers; an unnamed one it looks up by scanning the whole
 * `require.cache` for a module exporting it (fastify/lib/plugin-utils.js), twice per plugin —
 * for ~45 areas a few tens of milliseconds per server start, paid again by every test server. The
 * area's name is also what Fastify's plugin errors and timeouts print.
 */
export function named<Plugin extends object>(plugin: Plugin, name: string): Plugin {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name });
  return plugin;
}
