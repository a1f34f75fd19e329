// The review decisions bar, at the top of the comment panel's column: the document keeps its size
// (zoom steps and fit are measured against it). Tokens only (--pd-*).
export const reviewStyles = /* css */ `
.pd-viewer-panel:has(> .pd-review) { display: flex; flex-direction: column; }
.pd-viewer-panel > .pd-review + * { flex: 1 1 auto; min-height: 0; height: auto; }
.pd-review {
  display: flex; flex: none; flex-wrap: wrap; align-items: center;
  gap: var(--pd-space-2); padding: var(--pd-space-2);
  border-bottom: 1px solid var(--pd-color-border); background: var(--pd-color-bg); color: var(--pd-color-text);
}
.pd-review-failure {
  flex-basis: 100%; margin: 0; padding: var(--pd-space-1) var(--pd-space-2); border-radius: var(--pd-radius-sm);
  background: var(--pd-color-danger-subtle); color: var(--pd-color-danger-text); font-size: var(--pd-font-size-sm);
}
`;
