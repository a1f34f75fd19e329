import { type MoveToBody, PROOFING_MESSAGES, WORKFLOW_MESSAGES } from 'proofdesk/contract';
import {
  allowedReviewActions,
  reviewActionNeedsReason,
  reviewActionTarget,
  validateReason,
  WORKFLOW_DECISIONS,
} from 'proofdesk/rules';
import { selectStanding } from '../data/proofing/proofing-rows';
import { denied, done, fail, invalid, notFound, type Result, type ServerContext } from '../http';
import { notify } from '../notifications';
import { applyMove, asResellerOf, orderAudience } from '../orders';
import { type DecideOutcome, decideStage, orderWorkflowOf } from '../workflows';
import { loadAttachment } from './load';
import type { Viewer } from './viewer';

type UserViewer = Extract<Viewer, { kind: 'user' }>;

/** The caller's standing on the order (proofing §6 "userAbility", approver flag). */
export async function standing(ctx: Pick<ServerContext, 'data'>, orderId: string, userId: string) {
  const row = await selectStanding(ctx.data.db, orderId, userId);
  return { isCollaborator: row?.is_collaborator === 1, isApprover: row?.is_approver === 1 };
}

/** PUT /order/:orderId/move-to (chosen path): the review actions of proofing §4.1 under §6's rules. */
export async function moveTo(
  ctx: ServerContext,
  viewer: UserViewer,
  orderId: string,
  body: MoveToBody,
): Promise<Result> {
  const { user, clientKind } = viewer;
  const scope = await loadAttachment(ctx.data, viewer, orderId, body.attachmentId);
  if (!scope) return notFound();
  const { order, attachment } = scope;
  if (order.status !== 'in-review' || attachment.group !== 'customerReview') {
    return fail(400, PROOFING_MESSAGES.reviewClosed);
  }
  // An approval workflow in force (issue 26): its deciding stage's reviewers make the decisions.
  const workflow = await orderWorkflowOf(ctx.data, order, user, ctx.now());
  const actions = allowedReviewActions({
    role: user.role,
    isCreator: order.creator_id === user.id,
    ...(await standing(ctx, order.id, user.id)),
    orderProgress: order.status,
    attachmentGroup: attachment.group,
    clientType: clientKind,
    asReseller: asResellerOf(user, order),
    ...(workflow?.status === 'active' && { workflowReviewer: workflow.isStageReviewer }),
  });
  const decides = workflow?.status === 'active' && WORKFLOW_DECISIONS.includes(body.moveto);
  if (!actions.includes(body.moveto)) {
    if (!decides) return denied();
    const deciding = workflow.stages[workflow.currentStage];
    return deciding?.decisions.some((d) => d.userId === user.id && d.decision === 'approved')
      ? fail(409, WORKFLOW_MESSAGES.alreadyDecided)
      : fail(403, WORKFLOW_MESSAGES.notStageReviewer);
  }
  const needsReason = reviewActionNeedsReason(body.moveto);
  const reasonError = needsReason ? validateReason(body.reason).error : null;
  if (reasonError) return invalid(`reason: ${reasonError}`);
  const to = reviewActionTarget(body.moveto);
  // "'Stay In Review': only closes the screen; the order stays in review."
  if (!to) return done({ data: { orderId: order.id, progress: order.status } });
  const audience = await orderAudience(ctx.data, order);
  if (decides) {
    const outcome = await decideStage(ctx.data, {
      order,
      user,
      decision: body.moveto === 'ORDER_APPROVED' ? 'approved' : 'changes-requested',
      at: ctx.now().getTime(),
    });
    const stays = stageOnly(outcome);
    if (stays) {
      if (stays.status !== 200) return fail(stays.status, stays.message);
      // The stage moved on or took an approval; the order stays in review. Open viewers and boards
      // read the new stage states.
      const data = { orderId: order.id, progress: order.status };
      ctx.hub.publish(audience, 'reload-order-list', data);
      ctx.hub.publish(audience, 'reload-order', data);
      return done({ data, message: stays.message });
    }
  }
  const reason = needsReason ? (body.reason ?? '').trim() : null;
  await applyMove(ctx.data, { order, to, reason, user, now: ctx.now() });
  const data = { orderId: order.id, progress: to };
  ctx.hub.publish(audience, 'reload-order-list', data);
  ctx.hub.publish(audience, 'reload-order', data);
  // "'Make Changes': moves the order to in-progress and tells the operator changes are needed."
  if (body.moveto === 'MAKE_CHANGES' && order.operator_id) {
    await notify(ctx, [order.operator_id], {
      group: `order-${order.id}`,
      title: `Changes requested on #${order.order_number}`,
      message: `${user.firstname} ${user.lastname} asked for changes to ${attachment.file_name}.`,
      avatar: user.avatar,
      username: `${user.firstname} ${user.lastname}`,
      orderId: order.id,
      data: {
        target: 'order-detail',
        targetId: order.id,
        widgetType: null,
        cardNumber: order.order_number,
        cardTitle: order.name,
        cardProgress: to,
      },
    });
  }
  return done({ data });
}

/**
 * What a workflow decision answers when the order does not move: an approval the stage records or
 * moves on with, or a refusal. Undefined: the order moves as the action says (the last stage
 * approved, changes requested, or no workflow in force any more).
 */
function stageOnly(outcome: DecideOutcome): { status: number; message: string } | undefined {
  switch (outcome.kind) {
    case 'not-reviewer':
      return { status: 403, message: WORKFLOW_MESSAGES.notStageReviewer };
    case 'already':
      return { status: 409, message: WORKFLOW_MESSAGES.alreadyDecided };
    case 'recorded':
      return { status: 200, message: WORKFLOW_MESSAGES.approvalRecorded };
    case 'advanced':
      return { status: 200, message: WORKFLOW_MESSAGES.stageApproved };
    default:
      return undefined;
  }
}
