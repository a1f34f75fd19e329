// The bell's own rules, adopted into its shadow root next to the shared base sheet. Colours, radii,
// spacing and type come from the --pd-* tokens only, so a white-label theme restyles the bell.
// These are the trigger's and the popover frame's; the panel's own rules come with the panel's chunk
// (panel-styles.ts, lazy-panel.tsx).
export const notificationBellStyles =
  /* css */ `
:host { display: inline-block; vertical-align: middle; }
` +
  // Never past the window: the 84 px rule caps the list, the room the positioner found caps the panel,
  // and the list (always scrollable) gives way if the header ever needs more than the rule's 65 px.
  `.pd-bell-popover {
  display: flex;
  flex-direction: column;
  width: min(400px, var(--pd-popover-available-width, calc(100vw - 16px)));
  max-width: none;
  padding: 0;
  overflow: hidden;
}
.pd-bell-empty { gap: var(--pd-space-3); }
`;
