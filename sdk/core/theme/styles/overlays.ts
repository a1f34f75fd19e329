// Popovers, modals and toasts live on the widget's own layer inside its shadow root, positioned
// fixed so no ancestor on the host page can clip them.
export const overlayStyles =
  /* css */ `
.pd-layer { position: relative; z-index: var(--pd-z-popover); }
` +
  // The positioner writes the room the panel has (--pd-popover-available-*): never past the window.
  `.pd-popover {
  z-index: var(--pd-z-popover);
  min-width: 160px;
  max-width: min(360px, var(--pd-popover-available-width, calc(100vw - 16px)));
  max-height: var(--pd-popover-available-height, calc(100vh - 16px));
  overflow: auto;
  overscroll-behavior: contain;
  padding: var(--pd-space-3);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius);
  background: var(--pd-color-surface-raised);
  color: var(--pd-color-text);
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.18);
  animation: pd-fade-in 250ms ease-out;
}
` +
  // Narrow windows: the popover spans the window's width under its trigger (a sheet). Two classes beat
  // a widget's own width rule (.pd-bell-popover, .pd-cart-popover).
  `.pd-popover.pd-popover[data-sheet] {
  right: 0;
  width: auto;
  min-width: 0;
  max-width: none;
  border-right: 0;
  border-left: 0;
  border-radius: 0 0 var(--pd-radius-lg) var(--pd-radius-lg);
}
` +
  // Inside a popover panel (bell, cart) everything shares one inset, so headers, rows, empty states and
  // error boxes line up: 16 px from the sides; states get more room above and below.
  `.pd-panel-state {
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-5) var(--pd-space-4);
  color: var(--pd-color-muted);
  text-align: center;
}
.pd-panel-error {
  flex: none;
  margin: 0;
  padding: var(--pd-space-3) var(--pd-space-4);
  border-block: 1px solid color-mix(in srgb, var(--pd-color-danger) 35%, transparent);
  background: var(--pd-color-danger-subtle);
  color: var(--pd-color-text);
  font-size: var(--pd-font-size-sm);
}
.pd-modal-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--pd-z-modal);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--pd-space-4);
  background: var(--pd-color-overlay);
  animation: pd-fade-in var(--pd-transition-modal) ease-out;
  transition: opacity var(--pd-transition-modal) ease-in;
}
.pd-modal-overlay[data-state='closed'] { opacity: 0; pointer-events: none; }
.pd-modal {
  display: flex;
  flex-direction: column;
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: var(--pd-radius-lg);
  background: var(--pd-color-surface-raised);
  color: var(--pd-color-text);
  box-shadow: 0 20px 50px rgb(0 0 0 / 0.3);
}
.pd-modal-header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pd-space-3);
  padding: var(--pd-space-4) var(--pd-space-5) 0;
}
.pd-modal-title { font-size: var(--pd-font-size-xl); font-weight: 700; line-height: 1.3; }
.pd-modal-body { padding: var(--pd-space-4) var(--pd-space-5); }
.pd-modal-footer {
  display: flex;
  justify-content: flex-end;
  gap: var(--pd-space-2);
  padding: 0 var(--pd-space-5) var(--pd-space-5);
}
.pd-close-icon { font-size: 20px; line-height: 1; }
.pd-prompt-content { color: var(--pd-color-muted); }
.pd-prompt--warning .pd-modal-title { color: var(--pd-color-warning-text); }
.pd-toast-region {
  position: fixed;
  right: var(--pd-space-4);
  bottom: var(--pd-space-4);
  z-index: var(--pd-z-toast);
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-2);
  width: min(360px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
}
.pd-toast {
  --pd-toast-accent: var(--pd-color-info);
  display: flex;
  align-items: flex-start;
  gap: var(--pd-space-3);
  padding: var(--pd-space-3) var(--pd-space-4);
  border-left: 4px solid var(--pd-toast-accent);
  border-radius: var(--pd-radius);
  background: var(--pd-color-surface-raised);
  color: var(--pd-color-text);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  pointer-events: auto;
  animation: pd-fade-in 250ms ease-out;
}
.pd-toast--success { --pd-toast-accent: var(--pd-color-success); }
.pd-toast--warning { --pd-toast-accent: var(--pd-color-warning); }
` +
  // Spec: a failed upload toast has a red background.
  `.pd-toast--danger {
  --pd-toast-accent: var(--pd-color-danger-active);
  background: var(--pd-color-danger);
  color: var(--pd-color-danger-contrast);
}
.pd-toast-body { flex: 1; min-width: 0; }
.pd-toast-title { font-size: var(--pd-font-size-md); font-weight: 700; }
.pd-toast-message { font-size: var(--pd-font-size-sm); }
.pd-toast-list { margin: var(--pd-space-1) 0 0; padding-inline-start: var(--pd-space-4); list-style: disc; }
.pd-toast .pd-button { color: inherit; }
`;
