// The approval workflow panel, at the top of the comment panel's column above the review bar.
// Tokens only (--pd-*).
export const workflowStyles = /* css */ `
.pd-viewer-panel:has(> .pd-workflow) { display: flex; flex-direction: column; }
.pd-viewer-panel:has(> .pd-workflow) > :not(.pd-workflow):not(.pd-review) { flex: 1 1 auto; min-height: 0; height: auto; }
.pd-workflow {
  flex: none; max-height: 40%; overflow: auto; padding: var(--pd-space-2);
  border-bottom: 1px solid var(--pd-color-border); background: var(--pd-color-bg); color: var(--pd-color-text);
  font-size: var(--pd-font-size-sm);
}
.pd-workflow > summary { cursor: pointer; font-weight: 600; }
.pd-workflow > summary:focus-visible { outline: 2px solid var(--pd-color-focus, var(--pd-color-primary)); outline-offset: 2px; }
.pd-workflow-current { display: block; font-weight: 400; color: var(--pd-color-text-muted, var(--pd-color-text)); }
.pd-workflow-note { margin: var(--pd-space-1) 0 0; }
.pd-workflow-stages { display: grid; gap: var(--pd-space-2); margin: var(--pd-space-2) 0 0; padding: 0; list-style: none; }
.pd-workflow-stage { display: grid; gap: 2px; padding: var(--pd-space-2); border: 1px solid var(--pd-color-border); border-radius: var(--pd-radius-sm); }
.pd-workflow-stage[data-state="active"] { border-color: var(--pd-color-primary); }
.pd-workflow-stage-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--pd-space-1); font-weight: 600; }
.pd-workflow-badge {
  display: inline-block; padding: 0 var(--pd-space-2); border-radius: 999px; font-weight: 400;
  background: var(--pd-color-bg-subtle, var(--pd-color-border)); color: var(--pd-color-text);
}
.pd-workflow-badge[data-state="approved"] { background: var(--pd-color-success-subtle); color: var(--pd-color-success-text, var(--pd-color-text)); }
.pd-workflow-badge[data-state="active"] { background: var(--pd-color-primary-subtle, var(--pd-color-border)); }
.pd-workflow-badge[data-state="changes-requested"], .pd-workflow-badge[data-state="overdue"] {
  background: var(--pd-color-danger-subtle); color: var(--pd-color-danger-text);
}
.pd-workflow-stage p { margin: 0; }
`;
