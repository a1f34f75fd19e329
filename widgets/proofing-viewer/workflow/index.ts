export { defaultWorkflowMessages, type WorkflowMessages } from './messages';
export { WorkflowPanel } from './workflow-panel';
