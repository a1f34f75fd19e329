export {
  listWorkflows,
  makeDefault,
  openOrders,
  readWorkflow,
  removeWorkflow,
  saveWorkflow,
  setWorkflowPreference,
} from './editor';
export {
  ASSIGN_MESSAGES,
  approvalPending,
  assignDefaultWorkflow,
  assignWorkflow,
  type DecideOutcome,
  decideStage,
  orderWorkflowOf,
  workflowsOn,
} from './order-workflow';
export { parseReviewers, reviews, stageApproved } from './stage-rule';
