import type { WorkflowReviewerInput, WorkflowRule } from 'proofdesk/contract';

// The stage rules of an approval workflow (issue 26), pure: who reviews a stage and when its
// approvals decide it. A role reviewer is one seat: any one person of that role fills it.

export interface Decider {
  id: string;
  role: string;
}

export interface Approval {
  userId: string | null;
  role: string;
}

export function reviews(reviewers: readonly WorkflowReviewerInput[], user: Decider): boolean {
  return reviewers.some((reviewer) =>
    reviewer.kind === 'user' ? reviewer.userId === user.id : reviewer.role === user.role,
  );
}

/**
 * 'any': one approval decides the stage. 'all': every reviewer approved, a person by their own
 * approval, a role by an approval of someone with that role.
 */
export function stageApproved(
  rule: WorkflowRule | string,
  reviewers: readonly WorkflowReviewerInput[],
  approvals: readonly Approval[],
): boolean {
  if (approvals.length === 0) return false;
  if (rule === 'any') return true;
  return reviewers.every((reviewer) =>
    approvals.some((approval) =>
      reviewer.kind === 'user' ? approval.userId === reviewer.userId : approval.role === reviewer.role,
    ),
  );
}

/** The reviewers column as written by the editor; anything unreadable reviews nothing. */
export function parseReviewers(json: string): WorkflowReviewerInput[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as WorkflowReviewerInput[]) : [];
  } catch {
    return [];
  }
}
