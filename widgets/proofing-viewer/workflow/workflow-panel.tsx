import type { OrderWorkflowStage, WorkflowReviewer } from '../../../sdk/contract';
import { fillTemplate as fill } from '../../../sdk/core/domain';
import { useWidgetStyles } from '../../../sdk/react';
import { useDateFormat } from '../date-format';
import { useStanding } from '../versions';
import type { WorkflowMessages } from './messages';
import { workflowStyles } from './styles';

export interface WorkflowPanelProps {
  messages: WorkflowMessages;
}

const STATE: Record<OrderWorkflowStage['state'], keyof WorkflowMessages> = {
  waiting: 'workflowStateWaiting',
  active: 'workflowStateActive',
  approved: 'workflowStateApproved',
  'changes-requested': 'workflowStateChanges',
};

/**
 * The approval workflow the order follows (issue 26): each stage's state, rule, deadline (overdue
 * when passed) and who decided, from the caller's standing (read again on every viewer reload, so a
 * stage change another reviewer made arrives with the server's reload-order). Nothing without a
 * workflow. A disclosure, open by default: compact in the panel's column, closable by keyboard.
 */
export function WorkflowPanel({ messages: m }: WorkflowPanelProps) {
  useWidgetStyles(workflowStyles);
  const standing = useStanding();
  const date = useDateFormat(m);
  const workflow = standing?.workflow;
  if (!workflow) return null;
  const current = workflow.stages[workflow.currentStage];
  const reviewerName = (r: WorkflowReviewer) =>
    r.kind === 'user' ? r.name : r.role === 'owner' ? m.workflowRoleOwner : m.workflowRoleStaff;
  const change = workflow.lastChangeRequest;
  return (
    <details className="pd-workflow" open data-testid="workflow-panel">
      <summary>
        {fill(m.workflowTitle, { name: workflow.name })}
        <span className="pd-workflow-current">
          {workflow.status === 'approved' || !current
            ? m.workflowDone
            : fill(m.workflowStageOf, {
                position: workflow.currentStage + 1,
                count: workflow.stages.length,
                stage: current.name,
              })}
        </span>
      </summary>
      {change ? (
        <p className="pd-workflow-note">
          {fill(m.workflowRestarted, { name: change.name, stage: change.stageName, date: date(change.at) })}
        </p>
      ) : null}
      {workflow.isStageReviewer ? <p className="pd-workflow-note">{m.workflowYourTurn}</p> : null}
      <ol className="pd-workflow-stages">
        {workflow.stages.map((stage) => (
          <li
            key={stage.position}
            className="pd-workflow-stage"
            data-state={stage.state}
            aria-current={stage.state === 'active' ? 'step' : undefined}
            data-testid="workflow-stage"
          >
            <span className="pd-workflow-stage-head">
              <span>{stage.name}</span>
              <span>
                <span className="pd-workflow-badge" data-state={stage.state}>
                  {m[STATE[stage.state]]}
                </span>{' '}
                {stage.overdue ? (
                  <span className="pd-workflow-badge" data-state="overdue">
                    {m.workflowOverdue}
                  </span>
                ) : null}
              </span>
            </span>
            <p>
              {stage.rule === 'all' ? m.workflowRuleAll : m.workflowRuleAny}
              {stage.dueAt && stage.state === 'active'
                ? ` · ${fill(m.workflowDue, { date: date(stage.dueAt) })}`
                : ''}
            </p>
            <p>{fill(m.workflowReviewers, { names: stage.reviewers.map(reviewerName).join(', ') })}</p>
            {stage.decisions.map((decision) => (
              <p key={`${decision.userId}-${decision.at}`}>
                {fill(decision.decision === 'approved' ? m.workflowApprovedBy : m.workflowChangesBy, {
                  name: decision.name,
                  date: date(decision.at),
                })}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </details>
  );
}
