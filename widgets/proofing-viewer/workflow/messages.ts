// The approval workflow panel's strings (issue 26), spread into the viewer's catalogue. Ours: the
// spec is silent on workflows beyond the editor's route.

export const defaultWorkflowMessages = {
  /** The panel's summary: the workflow's name and where it stands. */
  workflowTitle: 'Approval workflow: {name}',
  workflowStageOf: 'Stage {position} of {count}: {stage}',
  workflowDone: 'All stages approved',
  /** A stage's state. */
  workflowStateWaiting: 'Waiting',
  workflowStateActive: 'In review',
  workflowStateApproved: 'Approved',
  workflowStateChanges: 'Changes requested',
  workflowOverdue: 'Overdue',
  workflowDue: 'Due {date}',
  workflowRuleAll: 'Everyone must approve',
  workflowRuleAny: 'Any one approval',
  workflowReviewers: 'Reviewers: {names}',
  workflowRoleOwner: 'any account owner',
  workflowRoleStaff: 'any team member',
  workflowApprovedBy: 'Approved by {name}, {date}',
  workflowChangesBy: 'Changes requested by {name}, {date}',
  /** The change request that started the current round. */
  workflowRestarted: '{name} requested changes at {stage} on {date}; the stages started over.',
  workflowYourTurn: 'You review this stage.',
};

export type WorkflowMessages = typeof defaultWorkflowMessages;
