// The review decisions bar, under the document (below its zoom bar). Tokens only (--pd-*).
export const reviewStyles = /* css */ `
.pd-review {
  display: flex; flex: none; flex-wrap: wrap; align-items: center; justify-content: center;
  gap: var(--pd-space-2); padding: var(--pd-space-2);
  border-top: 1px solid var(--pd-color-border); background: var(--pd-color-bg); color: var(--pd-color-text);
}
.pd-review-failure {
  flex-basis: 100%; margin: 0; padding: var(--pd-space-1) var(--pd-space-2); border-radius: var(--pd-radius-sm);
  background: var(--pd-color-danger-subtle); color: var(--pd-color-danger-text); font-size: var(--pd-font-size-sm); text-align: center;
}
`;
