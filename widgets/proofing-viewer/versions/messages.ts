// The versions panel's strings (proofing §4.4, §4.5, §8), spread into the viewer's catalogue: override
// any of them through `messages`. Spec texts verbatim; the rest are ours where the spec is silent.

export const defaultVersionMessages = {
  /** The strip's toggle and the panel's name. */
  versionsToggle: 'Versions',
  versionsShow: 'Show versions',
  versionsHide: 'Hide versions',
  /** The list's heading and radio group name, by tab (proofing §4.5). */
  versionsInternal: 'Internal versions',
  versionsPublic: 'Public versions',
  versionsEmpty: 'No versions yet.',
  /** One version's number, e.g. 'v3'. */
  versionNumber: 'v{version}',
  /** Who uploaded it and when: 'Omar Ortiz · 12 Nov 2026, 14:05'. */
  versionBy: '{name} · {date}',
  versionByUnknown: '{date}',
  /** The 'Checked' badge (proofing §2.7, §6: approve readers, internally approved). */
  checked: 'Checked',
  /** Version actions (proofing §4.4, §6). */
  approve: 'Approve',
  revise: 'Revise',
  deleteVersion: 'Delete',
  /** Names the action's version for screen readers: 'Approve v2'. */
  versionActionLabel: '{action} v{version}',
  /** Why Delete is disabled (its tooltip). */
  deleteLastVersion: 'The last remaining version cannot be deleted.',
  deleteApprovedVersion: 'An approved version cannot be deleted.',
  /** Version removal asks for a reason (proofing §5). */
  deleteReasonTitle: 'Delete version {version}?',
  reasonLabel: 'Reason',
  charactersLeft: 'Characters left',
  continue: 'Continue',
  /** Results (proofing §8). */
  successTitle: 'Success',
  versionRemoved: 'The version already removed',
  versionApproved: 'The attachment file approved',
  versionRevised: 'The attachment file revised',
  failedTitle: 'Failed',
};

export type VersionMessages = typeof defaultVersionMessages;
