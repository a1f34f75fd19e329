import { type Static, Type } from '@sinclair/typebox';

// Approval workflows of an account (issue 26 "Approval workflows"; docs/api.md "Approval
// workflows"): ordered stages, each with reviewers by person or by role, a rule (every reviewer must
// approve, or any one), an optional deadline in days from the stage's opening. An order with a
// workflow is approved only when its last stage is (docs/rules-and-choices.md "Approval workflows").

const Id = Type.String({ minLength: 1, maxLength: 80 });

/** 'all': every reviewer of the stage approves; 'any': the first approval decides the stage. */
export const WORKFLOW_RULES = ['all', 'any'] as const;
export type WorkflowRule = (typeof WORKFLOW_RULES)[number];

/** The account roles a stage may name as a reviewer (a role counts as one seat: any one of it). */
export const WORKFLOW_REVIEWER_ROLES = ['owner', 'staff'] as const;
export type WorkflowReviewerRole = (typeof WORKFLOW_REVIEWER_ROLES)[number];

/** Most stages in one workflow, reviewers in one stage, and days of a stage's deadline. */
export const WORKFLOW_LIMITS = { stages: 10, reviewers: 20, deadlineDays: 365, name: 80 } as const;

export const WorkflowReviewerInput = Type.Union([
  Type.Object({ kind: Type.Literal('user'), userId: Id }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('role'), role: Type.Union(WORKFLOW_REVIEWER_ROLES.map((r) => Type.Literal(r))) },
    { additionalProperties: false },
  ),
]);
export type WorkflowReviewerInput = Static<typeof WorkflowReviewerInput>;

export const WorkflowStageInput = Type.Object(
  {
    name: Type.String({ maxLength: WORKFLOW_LIMITS.name }),
    rule: Type.Union(WORKFLOW_RULES.map((r) => Type.Literal(r))),
    /** Days from the stage's opening; null or absent: no deadline. */
    deadlineDays: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: WORKFLOW_LIMITS.deadlineDays }), Type.Null()]),
    ),
    reviewers: Type.Array(WorkflowReviewerInput, { maxItems: WORKFLOW_LIMITS.reviewers }),
  },
  { additionalProperties: false },
);
export type WorkflowStageInput = Static<typeof WorkflowStageInput>;

/** Body of POST /workflows and PUT /workflows/:workflowId. Stages in their order. */
export const WorkflowRequest = Type.Object(
  {
    name: Type.String({ maxLength: WORKFLOW_LIMITS.name }),
    /** The account's default: new orders get it. */
    isDefault: Type.Optional(Type.Boolean()),
    stages: Type.Array(WorkflowStageInput, { maxItems: WORKFLOW_LIMITS.stages }),
  },
  { additionalProperties: false },
);
export type WorkflowRequest = Static<typeof WorkflowRequest>;

export const WorkflowParams = Type.Object({ workflowId: Id }, { additionalProperties: false });
export type WorkflowParams = Static<typeof WorkflowParams>;

export const OrderWorkflowParams = Type.Object({ orderId: Id }, { additionalProperties: false });
export type OrderWorkflowParams = Static<typeof OrderWorkflowParams>;

/** Body of PUT /order/:orderId/workflow: the workflow to follow, or null to remove it. */
export const AssignWorkflowRequest = Type.Object(
  { workflowId: Type.Union([Id, Type.Null()]) },
  { additionalProperties: false },
);
export type AssignWorkflowRequest = Static<typeof AssignWorkflowRequest>;

/** Body of PUT /workflows/preference: the account's proof-approval-workflow preference. */
export const WorkflowPreferenceRequest = Type.Object(
  { enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type WorkflowPreferenceRequest = Static<typeof WorkflowPreferenceRequest>;

/** A reviewer as the editor and the viewer show it. */
export interface WorkflowReviewer {
  kind: 'user' | 'role';
  /** kind 'user' */
  userId?: string;
  /** kind 'role' */
  role?: WorkflowReviewerRole;
  /** The person's name, or the role's code (the screens label it). */
  name: string;
}

export interface WorkflowStage {
  name: string;
  rule: WorkflowRule;
  deadlineDays: number | null;
  reviewers: WorkflowReviewer[];
}

/** GET /workflows, GET /workflows/:workflowId. */
export interface Workflow {
  id: string;
  name: string;
  isDefault: boolean;
  stages: WorkflowStage[];
  /** Orders of the account following it now. */
  orderCount: number;
  createdAt: string;
  updatedAt: string;
}

/** waiting: a later stage; active: the one deciding now; approved; changes-requested. */
export type WorkflowStageState = 'waiting' | 'active' | 'approved' | 'changes-requested';

export interface WorkflowDecision {
  userId: string | null;
  name: string;
  decision: 'approved' | 'changes-requested';
  at: string;
}

export interface OrderWorkflowStage extends WorkflowStage {
  position: number;
  state: WorkflowStageState;
  /** When the active stage is due (opened + deadlineDays); null without a deadline or not open. */
  dueAt: string | null;
  /** Active and past its due time. */
  overdue: boolean;
  /** This round's decisions on the stage, oldest first. */
  decisions: WorkflowDecision[];
}

/** The workflow an order follows (GET /order/:orderId/workflow; the viewer's standing carries it). */
export interface OrderWorkflow {
  workflowId: string | null;
  name: string;
  /** active: a stage is deciding; approved: the last stage approved. */
  status: 'active' | 'approved';
  /** Position (0-based) of the stage deciding now. */
  currentStage: number;
  /** 1, then one more after each change request (the stages start over). */
  round: number;
  stages: OrderWorkflowStage[];
  /** The change request that started this round, if any. */
  lastChangeRequest: (WorkflowDecision & { stageName: string }) | null;
  /** The caller is a reviewer of the deciding stage and has not decided it yet in this round. */
  isStageReviewer: boolean;
}

/** GET /workflows/orders: an open order of the account and the workflow it follows. */
export interface WorkflowOrder {
  id: string;
  orderNumber: number;
  name: string;
  progress: string;
  workflowId: string | null;
  workflowName: string | null;
}

/** The server's fixed messages for workflows. */
export const WORKFLOW_MESSAGES = {
  created: 'Workflow has been created.',
  updated: 'Workflow has been updated.',
  deleted: 'Workflow has been deleted.',
  defaultSet: 'Workflow is now the default for new orders.',
  assigned: 'Workflow has been assigned to the order.',
  unassigned: 'Workflow has been removed from the order.',
  preferenceOn: 'Approval workflows are on.',
  preferenceOff: 'Approval workflows are off.',
  notFound: 'Workflow not found.',
  formInvalid: 'Please check the highlighted fields.',
  nameRequired: 'name: Required!',
  stagesRequired: 'stages: Add at least one stage.',
  stageNameRequired: 'Each stage needs a name.',
  reviewersRequired: 'Each stage needs at least one reviewer.',
  reviewerUnknown: 'A reviewer is not an active member of your account.',
  orderClosed: 'A workflow can be changed only on an order that is not approved, completed or cancelled.',
  notStageReviewer: 'You are not a reviewer of the current approval stage.',
  alreadyDecided: 'You have already approved this stage.',
  stageApproved: 'Your approval is recorded. The next stage reviews the order now.',
  approvalRecorded: 'Your approval is recorded. The stage waits for its other reviewers.',
  workflowPending: 'This order follows an approval workflow: it is approved when its last stage approves.',
} as const;
