// Form controls set every property a UA or page stylesheet might have opinions about, so they look
// the same on any page. `font: inherit` picks the theme font up from .pd-root.
export const controlStyles =
  /* css */ `
.pd-button {
  appearance: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--pd-space-2);
  margin: 0;
  min-height: 36px;
  padding: 0 var(--pd-space-4);
  border: 1px solid transparent;
  border-radius: var(--pd-radius);
  font: inherit;
  font-size: var(--pd-font-size-md);
  font-weight: 600;
  line-height: 1.25;
  letter-spacing: normal;
  text-transform: none;
  text-decoration: none;
  white-space: nowrap;
  color: var(--pd-color-text);
  background: transparent;
  box-shadow: none;
  cursor: pointer;
  user-select: none;
  transition: background-color 120ms, border-color 120ms, color 120ms;
}
.pd-button--sm { min-height: 28px; padding: 0 var(--pd-space-3); font-size: var(--pd-font-size-sm); }
.pd-button--lg { min-height: 44px; padding: 0 var(--pd-space-5); font-size: var(--pd-font-size-lg); }
.pd-button--icon { min-height: 32px; width: 32px; padding: 0; }
.pd-button--primary { background: var(--pd-color-primary); color: var(--pd-color-primary-contrast); }
.pd-button--primary:hover { background: var(--pd-color-primary-hover); }
.pd-button--primary:active { background: var(--pd-color-primary-active); }
.pd-button--danger { background: var(--pd-color-danger); color: var(--pd-color-danger-contrast); }
.pd-button--danger:hover { background: var(--pd-color-danger-hover); }
.pd-button--danger:active { background: var(--pd-color-danger-active); }
.pd-button--secondary {
  background: var(--pd-color-surface);
  border-color: var(--pd-color-border);
  color: var(--pd-color-text);
}
.pd-button--secondary:hover { background: color-mix(in srgb, var(--pd-color-surface) 88%, var(--pd-color-text)); }
.pd-button--ghost { color: var(--pd-color-text); }
.pd-button--ghost:hover { background: var(--pd-color-surface); }
.pd-button:disabled,
.pd-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.pd-button[aria-busy='true'] { cursor: progress; }
.pd-spinner {
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: pd-spin 0.7s linear infinite;
}
.pd-field { display: flex; flex-direction: column; gap: var(--pd-space-1); min-width: 0; }
.pd-field-label { font-size: var(--pd-font-size-sm); font-weight: 600; color: var(--pd-color-text); }
.pd-field-required { color: var(--pd-color-danger-text); margin-inline-start: 2px; }
.pd-field-hint { font-size: var(--pd-font-size-xs); color: var(--pd-color-muted); }
.pd-field-error { font-size: var(--pd-font-size-xs); color: var(--pd-color-danger-text); }
.pd-input,
.pd-select {
  appearance: none;
  display: block;
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 0 var(--pd-space-3);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius);
  font: inherit;
  font-size: var(--pd-font-size-md);
  line-height: 1.25;
  color: var(--pd-color-text);
  background: var(--pd-color-bg);
  box-shadow: none;
}
.pd-input::placeholder { color: var(--pd-color-muted); opacity: 1; }
.pd-input[aria-invalid='true'],
.pd-select[aria-invalid='true'] { border-color: var(--pd-color-danger); }
.pd-input:disabled,
.pd-select:disabled { opacity: 0.6; cursor: not-allowed; }
.pd-select-wrap { position: relative; display: block; }
.pd-select { padding-inline-end: var(--pd-space-6); cursor: pointer; }
` +
  // A CSS-drawn chevron: a data: URL image could be refused by a strict img-src policy.
  `.pd-select-wrap::after {
  content: '';
  position: absolute;
  top: 50%;
  right: var(--pd-space-3);
  width: 7px;
  height: 7px;
  border-right: 2px solid var(--pd-color-muted);
  border-bottom: 2px solid var(--pd-color-muted);
  transform: translateY(-70%) rotate(45deg);
  pointer-events: none;
}
` +
  // The icon button a widget shows in the host's header (bell, cart) and its count badge. It sits on
  // the host's background: the host's --pd-trigger-color (or trigger-color attribute) wins, else the
  // colour useTriggerContrast measured against that background, else the theme's text colour. Hovered
  // or open it has a background of its own, and takes the brand colour chosen to read on it.
  `.pd-trigger {
  position: relative;
  width: 40px;
  min-height: 40px;
  border-radius: var(--pd-radius-full);
  color: var(--pd-trigger-color, var(--pd-trigger-auto-color, var(--pd-color-text)));
}
.pd-trigger:hover,
.pd-trigger[aria-expanded='true'] { background: var(--pd-color-primary-subtle); color: var(--pd-color-primary-text); }
.pd-trigger-badge {
  position: absolute;
  top: 1px;
  right: -2px;
  box-shadow: 0 0 0 2px var(--pd-color-bg);
  font-variant-numeric: tabular-nums;
  pointer-events: none;
}
`;
