// The cart's own rules, adopted into its shadow root next to the shared base sheet. Colours, radii,
// spacing and type come from the --pd-* tokens only, so a white-label theme restyles the cart.
export const cartStyles =
  /* css */ `
:host { display: inline-block; vertical-align: middle; }
.pd-cart-empty-icon {
  background: var(--pd-color-primary-subtle);
  color: var(--pd-color-primary-text);
}
` +
  // Capped to the room the positioner found (the base sheet's max-height); the lines scroll inside.
  `.pd-cart-popover {
  display: flex;
  flex-direction: column;
  width: min(360px, var(--pd-popover-available-width, calc(100vw - 16px)));
  padding: 0;
  overflow: hidden;
}
.pd-cart-panel { display: flex; flex: 0 1 auto; flex-direction: column; min-height: 0; max-height: 560px; }
.pd-cart-header {
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-3) var(--pd-space-3) var(--pd-space-3) var(--pd-space-4);
  border-bottom: 1px solid var(--pd-color-border);
}
.pd-cart-title {
  display: flex;
  flex: 1;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 var(--pd-space-2);
  font-size: var(--pd-font-size-lg);
  font-weight: 700;
  line-height: 1.3;
}
.pd-cart-title-count { font-size: var(--pd-font-size-sm); font-weight: 500; color: var(--pd-color-muted); }
.pd-cart-pricing { color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-cart-lines { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: var(--pd-space-1) 0; list-style: none; }
.pd-cart-lines[aria-busy='true'] .pd-cart-line-total { opacity: 0.6; }
.pd-cart-line {
  display: flex;
  align-items: center;
  gap: var(--pd-space-3);
  padding: var(--pd-space-2) var(--pd-space-2) var(--pd-space-2) var(--pd-space-4);
}
.pd-cart-line + .pd-cart-line { border-top: 1px solid color-mix(in srgb, var(--pd-color-border) 60%, transparent); }
.pd-cart-line-text { display: flex; flex: 1; flex-direction: column; gap: 2px; min-width: 0; }
.pd-cart-line-name { overflow: hidden; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
.pd-cart-line-meta { font-size: var(--pd-font-size-sm); color: var(--pd-color-muted); font-variant-numeric: tabular-nums; }
.pd-cart-line-total { font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; transition: opacity 120ms; }
.pd-cart-remove { flex: none; color: var(--pd-color-muted); }
.pd-cart-remove:hover { background: var(--pd-color-danger-subtle); color: var(--pd-color-danger-text); }
.pd-cart-line--loading { min-height: 57px; }
.pd-cart-skeleton {
  display: block;
  height: 12px;
  border-radius: var(--pd-radius-sm);
  background: color-mix(in srgb, var(--pd-color-text) 10%, transparent);
  animation: pd-cart-pulse 1.2s ease-in-out infinite;
}
.pd-cart-skeleton--name { width: 60%; }
.pd-cart-skeleton--meta { width: 35%; height: 10px; margin-top: 6px; }
@keyframes pd-cart-pulse { 50% { opacity: 0.45; } }
.pd-cart-empty { gap: var(--pd-space-1); color: var(--pd-color-text); }
.pd-cart-empty-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: var(--pd-space-2);
  border-radius: var(--pd-radius-full);
}
.pd-cart-empty-title { font-weight: 600; }
.pd-cart-muted { font-size: var(--pd-font-size-sm); color: var(--pd-color-muted); }
` +
  // Under the header, across the panel at its inset (.pd-panel-error).
  `.pd-cart-alert { border-top: 0; }
.pd-cart-alert-title { font-weight: 700; }
.pd-cart-alert-list { margin: var(--pd-space-1) 0 0; padding-inline-start: var(--pd-space-4); list-style: disc; }
.pd-cart-footer {
  display: flex;
  flex: none;
  flex-direction: column;
  gap: var(--pd-space-3);
  padding: var(--pd-space-3) var(--pd-space-4) var(--pd-space-4);
  border-top: 1px solid var(--pd-color-border);
  background: var(--pd-color-surface);
}
.pd-cart-subtotal { display: flex; align-items: baseline; justify-content: space-between; font-weight: 600; }
.pd-cart-subtotal-value { font-size: var(--pd-font-size-lg); font-weight: 700; font-variant-numeric: tabular-nums; }
.pd-cart-actions { display: grid; grid-template-columns: 1fr 1fr; gap: var(--pd-space-2); }
.pd-cart-actions > :only-child { grid-column: 1 / -1; }
`;
