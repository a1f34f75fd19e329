// The sidebar frame's own rules, adopted next to the base sheet; each part adopts its own sheet.
// Tokens only, so a white-label theme restyles it.
export const filterSidebarStyles = /* css */ `
:host { display: block; }
.pd-sidebar {
  /* Its own width, so a host's column can shrink to the toggle when it is collapsed. */
  box-sizing: border-box;
  width: var(--pd-sidebar-width, 280px);
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-3);
  padding: var(--pd-space-3);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-lg);
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
}
.pd-sidebar-header { display: flex; align-items: center; justify-content: space-between; gap: var(--pd-space-2); }
.pd-sidebar-title { margin: 0; min-width: 0; font-size: var(--pd-font-size-md); font-weight: 700; overflow-wrap: anywhere; }
.pd-sidebar--collapsed { width: auto; align-items: center; padding: var(--pd-space-2); }
.pd-sidebar-toggle svg { transition: transform 150ms; }
.pd-sidebar-toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
.pd-sidebar-body { display: flex; flex-direction: column; gap: var(--pd-space-3); min-width: 0; }
.pd-sidebar-body[hidden] { display: none; }
`;
