// The popover panel's rules (header, lists, items, Load More), adopted by the panel itself, so they
// load with its chunk (lazy-panel.tsx) rather than with the trigger. Tokens only, as styles.ts.
export const notificationPanelStyles =
  /* css */ `
.pd-bell-panel { display: flex; flex: 1 1 auto; flex-direction: column; min-height: 0; }
.pd-bell-header {
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pd-space-1);
  padding: var(--pd-space-3) var(--pd-space-2) var(--pd-space-3) var(--pd-space-4);
  border-bottom: 1px solid var(--pd-color-border);
}
` +
  // Never narrower than its longest word (no 'Notification / s'): the actions wrap to a row of their own.
  `.pd-bell-title { flex: 1 1 auto; font-size: var(--pd-font-size-lg); font-weight: 700; line-height: 1.3; }
.pd-bell-header-action { padding: 0 var(--pd-space-2); color: var(--pd-color-primary-text); }
.pd-bell-header-action:hover { background: var(--pd-color-primary-subtle); }
.pd-bell-header-action--danger { color: var(--pd-color-text); }
.pd-bell-header-action--danger:hover { background: var(--pd-color-danger-subtle); }
.pd-bell-header-action[aria-disabled='true'] { color: var(--pd-color-muted); background: none; }
.pd-bell-subheader { flex: none; padding: var(--pd-space-1) var(--pd-space-2); border-bottom: 1px solid var(--pd-color-border); }
.pd-bell-back { gap: var(--pd-space-1); padding: 0 var(--pd-space-2); color: var(--pd-color-primary-text); }
.pd-bell-back:hover { background: var(--pd-color-primary-subtle); }
.pd-bell-scroll { flex: 0 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; }
.pd-bell-list { margin: 0; padding: 0; list-style: none; }
.pd-bell-list-item + .pd-bell-list-item { border-top: 1px solid color-mix(in srgb, var(--pd-color-border) 60%, transparent); }
.pd-bell-item {
  --pd-bell-accent: transparent;
  position: relative;
  display: flex;
  align-items: stretch;
  min-height: 84px;
  background: var(--pd-color-surface-raised);
  box-shadow: inset 3px 0 0 var(--pd-bell-accent);
  transition: background-color 120ms;
}
` +
  // Dashboard §2: customer comments cyan, staff comments yellow.
  `.pd-bell-item[data-tone='cyan'] { --pd-bell-accent: var(--pd-color-info); background: var(--pd-color-info-subtle); }
.pd-bell-item[data-tone='yellow'] { --pd-bell-accent: var(--pd-color-warning); background: var(--pd-color-warning-subtle); }
` +
  // Hover shades whatever tone the item has instead of replacing it.
  `.pd-bell-item:hover { background-image: linear-gradient(color-mix(in srgb, var(--pd-color-text) 5%, transparent) 0 0); }
.pd-bell-item-main {
  appearance: none;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--pd-space-1);
  min-width: 0;
  margin: 0;
  padding: var(--pd-space-3) 0 var(--pd-space-3) var(--pd-space-4);
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.pd-bell-item-main:focus-visible { outline-offset: -2px; }
.pd-bell-item-summary { font-size: var(--pd-font-size-xs); font-weight: 600; color: var(--pd-color-primary-text); }
.pd-bell-item-row { display: flex; align-items: flex-start; gap: var(--pd-space-3); min-width: 0; }
.pd-bell-item-avatar { display: inline-flex; flex: none; margin-top: 2px; border-radius: var(--pd-radius-full); }
.pd-bell-item[data-unread] .pd-bell-item-avatar { box-shadow: 0 0 0 2px var(--pd-color-surface-raised), 0 0 0 4px var(--pd-color-primary); }
.pd-bell-item-text { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.pd-bell-item-title { font-weight: 500; line-height: 1.35; }
.pd-bell-item[data-unread] .pd-bell-item-title { font-weight: 700; }
.pd-bell-item-message {
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: var(--pd-font-size-sm);
  color: var(--pd-color-muted);
}
.pd-bell-item-card,
.pd-bell-item-date { font-size: var(--pd-font-size-xs); color: var(--pd-color-muted); }
` +
  // Already cut to 20 characters (spec), so it may wrap (pd-user-text) rather than lose the progress.
  `.pd-bell-item-card { font-weight: 600; }
.pd-bell-item-date { font-variant-numeric: tabular-nums; }
.pd-bell-item-chevron { flex: none; align-self: center; color: var(--pd-color-muted); }
.pd-bell-item-actions {
  display: flex;
  flex: none;
  flex-direction: column;
  gap: var(--pd-space-1);
  padding: var(--pd-space-2);
}
.pd-bell-action { color: var(--pd-color-muted); }
.pd-bell-action:hover { background: var(--pd-color-primary-subtle); color: var(--pd-color-primary-text); }
.pd-bell-action--delete:hover { background: var(--pd-color-danger-subtle); color: var(--pd-color-danger-text); }
` +
  // Mark-as-read and delete are always there on touch screens (hover: none) and whenever the item holds
  // focus (:focus-within, so Tab reaches visible buttons); only a mouse user sees them fade in on hover.
  `.pd-bell-item-actions { opacity: 1; transition: opacity 120ms; }
@media (hover: hover) and (pointer: fine) {
  .pd-bell-item:not(:hover, :focus-within) .pd-bell-item-actions { opacity: 0; }
}
.pd-bell-more { display: flex; justify-content: center; padding: var(--pd-space-3); border-top: 1px solid var(--pd-color-border); }
` +
  // Below the list: a box across the panel, at the panel's inset (.pd-panel-error).
  `.pd-bell-inline-error { border-bottom: 0; }
`;
