import type { ReviewStanding } from 'proofdesk/contract';
import { done, notFound, type Result, type ServerContext } from '../http';
import { asResellerOf } from '../orders';
import { orderWorkflowOf } from '../workflows';
import { loadAttachment } from './load';
import { standing } from './review';
import type { Viewer } from './viewer';

/**
 * GET /order/:orderId/attachment/:attachmentId/standing: what the viewer needs to decide, with the
 * same sdk/core/access rules the server's writes use, which review buttons (§4.1, §6) and which version
 * actions (§4.4, §6 "Assigned operators see Delete on versions") this user sees. The order's
 * userAbility (creator, collaborator) and the user's approver flag for this order are not on the
 * order's own answer (GET /order/:id), which every order widget shares.
 */
export async function reviewStanding(
  ctx: ServerContext,
  viewer: Extract<Viewer, { kind: 'user' }>,
  orderId: string,
  attachmentId: string,
): Promise<Result<ReviewStanding>> {
  const scope = await loadAttachment(ctx.data, viewer, orderId, attachmentId);
  if (!scope) return notFound();
  const { order, attachment } = scope;
  return done({
    data: {
      attachmentGroup: attachment.group,
      isCreator: order.creator_id === viewer.user.id,
      ...(await standing(ctx, order.id, viewer.user.id)),
      isAssignedOperator: order.operator_id === viewer.user.id,
      asReseller: asResellerOf(viewer.user, order),
      workflow: await orderWorkflowOf(ctx.data, order, viewer.user, ctx.now()),
    },
  });
}
