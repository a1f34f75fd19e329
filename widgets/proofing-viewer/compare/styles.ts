// The compare view's rules (its own lazy chunk): over the whole viewer, a bar, the two pickers, the
// stage (two columns side by side, or stacked for the overlay and the difference) and the two lists.
export const compareStyles = /* css */ `
.pd-compare {
  position: absolute;
  inset: 0;
  z-index: 20;
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr) minmax(0, 30%);
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
  outline: none;
}
.pd-compare-bar, .pd-compare-pickers {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pd-space-3);
  padding: var(--pd-space-2) var(--pd-space-3);
  border-bottom: 1px solid var(--pd-color-border);
}
.pd-compare-title { flex: 1 1 auto; margin: 0; font-size: var(--pd-font-size-md); font-weight: 700; }
.pd-compare-modes { display: flex; gap: var(--pd-space-1); }
.pd-compare-opacity, .pd-compare-picker { display: flex; align-items: center; gap: var(--pd-space-2); }
.pd-compare-picker { flex: 1 1 0; }
.pd-compare-picker select { flex: 1 1 auto; min-width: 0; }
.pd-compare-hint { margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-compare-stage { display: grid; grid-template-columns: 1fr 1fr; gap: 2px; min-height: 0; background: var(--pd-color-border); }
.pd-compare-stage[data-mode='overlay'], .pd-compare-stage[data-mode='difference'] { grid-template-columns: 1fr; }
/* A narrow viewer (a phone; use-narrow.ts): side by side becomes one above the other, each as wide
   as the viewer, so a page and its zoom bar keep their width. */
.pd-viewer[data-layout='narrow'] .pd-compare-stage[data-mode='side'] { grid-template-columns: 1fr; grid-template-rows: 1fr 1fr; }
.pd-compare-stage[data-mode='overlay'] > .pd-compare-side,
.pd-compare-stage[data-mode='difference'] > .pd-compare-side { grid-area: 1 / 1; }
.pd-compare-side {
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: var(--pd-color-surface-muted, var(--pd-color-border));
}
.pd-compare-stage[data-mode='overlay'] > .pd-compare-side[data-side='right'] .pd-viewer-scroll { background: transparent; }
.pd-compare-stage[data-mode='overlay'] > .pd-compare-side[data-side='right'] { background: transparent; }
.pd-compare-difference { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
.pd-compare-lists { display: grid; grid-template-columns: 1fr 1fr; gap: var(--pd-space-3); min-height: 0; border-top: 1px solid var(--pd-color-border); }
.pd-compare-threads { min-height: 0; overflow: auto; padding: var(--pd-space-2) var(--pd-space-3); }
.pd-compare-threads-title { margin: 0 0 var(--pd-space-2); font-size: var(--pd-font-size-sm); font-weight: 700; }
.pd-compare-thread-list { display: flex; flex-direction: column; gap: var(--pd-space-2); margin: 0; padding: 0; list-style: none; }
.pd-compare-thread { padding: var(--pd-space-2); border: 1px solid var(--pd-color-border); border-radius: var(--pd-radius-md); }
.pd-compare-thread[data-resolved='true'] .pd-compare-message { text-decoration: line-through; }
.pd-compare-thread-button { padding: 0; border: 0; background: none; color: inherit; font: inherit; cursor: pointer; text-align: start; }
.pd-compare-message p { margin: 0; overflow-wrap: anywhere; }
.pd-compare-reply { margin-inline-start: var(--pd-space-3); font-size: var(--pd-font-size-sm); }
.pd-compare-resolved { color: var(--pd-color-muted); }
`;
