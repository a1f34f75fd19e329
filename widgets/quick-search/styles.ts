// Quick search's own rules, adopted next to the base sheet and the shared order-card sheet. Tokens
// only, so a white-label theme restyles it.
export const quickSearchStyles = /* css */ `
:host { display: inline-block; vertical-align: middle; width: 280px; max-width: 100%; }
.pd-qs { position: relative; display: flex; align-items: center; width: 100%; }
.pd-qs-icon { position: absolute; inset-inline-start: var(--pd-space-2); display: flex; color: var(--pd-color-muted); pointer-events: none; }
.pd-qs-input { width: 100%; min-width: 0; padding-inline-start: calc(var(--pd-space-2) + 22px); padding-inline-end: 28px; }
.pd-qs-spinner { position: absolute; inset-inline-end: var(--pd-space-2); color: var(--pd-color-muted); }
.pd-qs-panel { width: min(400px, var(--pd-popover-available-width, calc(100vw - 16px))); max-width: none; padding: var(--pd-space-2); }
.pd-qs-listbox { display: flex; flex-direction: column; gap: var(--pd-space-2); }
.pd-qs-option { border-radius: var(--pd-radius); cursor: pointer; outline: 2px solid transparent; outline-offset: -2px; }
.pd-qs-option[aria-selected='true'] { outline-color: var(--pd-color-focus, var(--pd-color-primary)); }
.pd-qs-option[aria-selected='true'] .pd-order-card { background: var(--pd-color-primary-subtle); }
.pd-qs-empty { margin: 0; padding: var(--pd-space-2); color: var(--pd-color-muted); }
.pd-qs-error p { margin: 0; }
.pd-qs-error-title { font-weight: 700; }
`;
