import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MoveToBody } from '../../../sdk/contract';
import { allowedReviewActions, type ReviewAction, reviewActionNeedsReason } from '../../../sdk/core/access';
import { Button, useProofdesk, useWidgetStyles } from '../../../sdk/react';
import type { ReasonPromptMessages } from '../../../sdk/react/prompts';
import { useViewerState } from '../state/viewer-state';
import { useStanding, viewerToasts } from '../versions';
import { LazyReasonPrompt } from '../versions/lazy-reason-prompt';
import type { ReviewMessages } from './messages';
import { reviewStyles } from './styles';

export interface ReviewBarProps {
  messages: ReviewMessages & ReasonPromptMessages;
  /** A move went through: the viewer announces `navigate` to / (proofing §4.1). */
  onDecided(): void;
}

const LABEL: Record<ReviewAction, keyof ReviewMessages> = {
  MAKE_CHANGES: 'reviewMakeChanges',
  STAY_IN_REVIEW: 'reviewStayInReview',
  PUT_ON_HOLD: 'reviewPutOnHold',
  ORDER_APPROVED: 'reviewOrderApproved',
};

/**
 * The review decisions (proofing §4.1, §6) under the document: 'Make Changes', 'Stay In Review', 'Put
 * On Hold' (a reason first) and 'Order Approved', only on customer-review files of orders in review,
 * on the customer client, each to the roles §6 allows (sdk/core/access `allowedReviewActions`, the rule
 * the server's move-to applies too). Each is a move-to call; success leaves for /, a refusal shows
 * 'Failed!' with the server's message and reloads the order.
 */
export function ReviewBar({ messages: m, onDecided }: ReviewBarProps) {
  useWidgetStyles(reviewStyles);
  const instance = useProofdesk();
  const state = useViewerState();
  const profile = useStore(instance.session.$profile);
  const progress = useStore(state.$orderProgress);
  const standing = useStanding();
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const [holding, setHolding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const actions =
    profile && standing && progress
      ? allowedReviewActions({
          role: profile.role,
          isCreator: standing.isCreator,
          isCollaborator: standing.isCollaborator,
          isApprover: standing.isApprover,
          orderProgress: progress,
          attachmentGroup: standing.attachmentGroup,
          clientType: instance.http.clientType,
          asReseller: standing.asReseller,
          // An approval workflow in force: its deciding stage's reviewers decide (issue 26).
          ...(standing.workflow?.status === 'active' && {
            workflowReviewer: standing.workflow.isStageReviewer,
          }),
        })
      : [];
  if (actions.length === 0) return null;

  const send = async (moveto: ReviewAction, reason?: string) => {
    setBusy(moveto);
    setFailure(null);
    const body: MoveToBody = {
      moveto,
      attachmentId: state.attachmentId,
      ...(reason !== undefined && { reason }),
    };
    const result = await instance.http.put(`/order/${encodeURIComponent(state.orderId)}/move-to`, {
      body,
      csrf: 'card',
    });
    setBusy(null);
    if (result.ok) {
      onDecided();
      return;
    }
    // §8 "Move-to failure: 'Failed!' warning with the server message"; the order may have moved.
    setFailure(result.error.message);
    viewerToasts(state).show({
      variant: 'warning',
      title: m.reviewFailedTitle,
      message: result.error.message,
    });
    state.reload();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div className="pd-review" role="group" aria-label={m.reviewLabel}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'ORDER_APPROVED' ? 'primary' : 'secondary'}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => (reviewActionNeedsReason(action) ? setHolding(true) : void send(action))}
        >
          {m[LABEL[action]]}
        </Button>
      ))}
      {failure && (
        <p className="pd-review-failure" role="alert">
          {m.reviewFailedTitle} {failure}
        </p>
      )}
      <LazyReasonPrompt
        open={holding}
        title={m.holdReasonTitle}
        messages={m}
        onContinue={(reason) => {
          setHolding(false);
          void send('PUT_ON_HOLD', reason);
        }}
        onCancel={() => setHolding(false)}
      />
    </div>
  );
}
